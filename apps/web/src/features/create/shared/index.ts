/**
 * Building blocks every creation dialog uses (logo, imagery, packaging range, variant range,
 * photoshoot), so each rule of spec part 1 §4, §5 and §8 lives in one place:
 *
 * - `FlowDialog`: the dialog frame — full screen below 768 px, a centred card above; optional
 *   wizard step bar ('Step 2 of 3'); fixed header and footer around a scrolling body.
 * - `useDesignActionSubmit({type, cost, sessionId, afterSuccess, onCreated})`: validates the
 *   request with the shared zod contract (parseDesignActionRequest) and returns a field's
 *   message for the dialog to show under it (others go to a toast); sends it; 402 → 'Insufficient
 *   credits' toast (5 s) + low-credits dialog; other errors → the flow's error toast; success →
 *   the flow's toast (3 s), `onCreated` (close), then /dashboard/sessions/{id} ('session') or
 *   only when opened without a session ('session-if-new': logo wizard, photoshoot). Also gives
 *   the balance, `affordable` and `pending`.
 * - `FlowBackButton`: a footer's Back — the previous step, or on a first step the Create new tiles
 *   when the flow was opened from them (BackToTilesContext in flow-store; see flowBackTarget).
 * - `GenerateFooter`: Back, the coloured CreditBalance (none/low/default against the cost) with
 *   'Get credits' when short, Cancel, 'Generate · N credits' / 'Generating...'; disabled while
 *   invalid, busy (uploading), pending, loading the balance or short of credits.
 * - `CountedTextarea`: a text area with an 'N / 10000' counter turning red above the limit.
 * - `focusField(id)`: onOpenAutoFocus that focuses a field with a mouse, not on touch screens.
 * - rules.ts: the pure rules behind them (generateBlocker, textCounter, checkDesignActionRequest,
 *   destinationAfterSuccess, failureToast, successToast, sessionCreateFailureToast), unit-tested
 *   in rules.test.ts.
 */
export { CountedTextarea, type CountedTextareaProps } from './counted-textarea';
export { FlowBackButton } from './flow-back';
export { FlowDialog, type FlowDialogProps, type FlowStepInfo } from './flow-dialog';
export { focusField } from './focus';
export { GenerateFooter, type GenerateFooterProps } from './generate-footer';
export {
  type AfterSuccess,
  type BalanceValue,
  checkDesignActionRequest,
  coversCost,
  creditsLabel,
  destinationAfterSuccess,
  type FlowBackTarget,
  failureToast,
  flowBackTarget,
  type GenerateBlocker,
  type GenerateState,
  generateBlocker,
  generateLabel,
  type RequestCheck,
  sessionCreateFailureToast,
  successToast,
  textCounter,
} from './rules';
export {
  type DesignActionSubmit,
  type DesignActionSubmitOptions,
  type SubmitOutcome,
  useDesignActionSubmit,
} from './use-design-action-submit';
