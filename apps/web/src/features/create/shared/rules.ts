/**
 * The rules every creation dialog shares, kept pure so they are unit-tested: whether Generate may
 * be pressed, the text counters, validating a request with the shared zod contract, where the
 * person goes after a success and which toast a failure shows (spec part 1 §4, §5, §8).
 */
import {
  CREDIT_MESSAGES,
  type CreateDesignActionBody,
  DESIGN_FLOW_TEXTS,
  DESIGN_LIMITS,
  DESIGN_MESSAGES,
  type DesignActionType,
  parseDesignActionRequest,
  sessionDeeplink,
  UNLIMITED_BALANCE,
  UPLOAD_MESSAGES,
} from '@packsmith/core';

export type BalanceValue = number | typeof UNLIMITED_BALANCE;

/** Unlimited always covers the cost; an unknown (loading or failed) balance never does. */
export function coversCost(balance: BalanceValue | undefined, cost: number): boolean {
  if (balance === UNLIMITED_BALANCE) return true;
  return typeof balance === 'number' && balance >= cost;
}

export interface GenerateState {
  cost: number;
  balance: BalanceValue | undefined;
  balanceLoading: boolean;
  pending: boolean;
  /** The form does not pass its schema (yet). */
  invalid?: boolean;
  /** Something else is still going on, e.g. an upload. */
  busy?: boolean;
}

export type GenerateBlocker = 'pending' | 'busy' | 'invalid' | 'balance-loading' | 'credits';

/**
 * Why Generate is disabled, or null when it can be pressed: while submitting, while an upload is
 * still running, while the form is invalid, while the balance loads, or when the balance is
 * below the cost (Unlimited never is).
 */
export function generateBlocker(state: GenerateState): GenerateBlocker | null {
  if (state.pending) return 'pending';
  if (state.busy) return 'busy';
  if (state.invalid) return 'invalid';
  if (state.balanceLoading) return 'balance-loading';
  if (!coversCost(state.balance, state.cost)) return 'credits';
  return null;
}

/** The Generate button's label: 'Generating...' while pending (spec §2). */
export const generateLabel = (pending: boolean) => (pending ? 'Generating...' : 'Generate');

/** '9 credits', '1 credit'. */
export const creditsLabel = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

export interface CounterState {
  count: number;
  max: number;
  over: boolean;
  label: string;
}

/** A text field's counter, 'N / 10000', red above the limit. */
export function textCounter(value: string, max: number = DESIGN_LIMITS.textMax): CounterState {
  const count = value.length;
  return { count, max, over: count > max, label: `${count} / ${max}` };
}

export type RequestCheck =
  | { ok: true }
  | {
      ok: false;
      message: string;
      /** The metadata field the message belongs to (e.g. 'brand'), when it belongs to one. */
      field: string | null;
    };

/**
 * Checks a request with the same schema the server uses (parseDesignActionRequest), so the
 * dialog shows the spec's message under the field it concerns before anything is sent.
 */
export function checkDesignActionRequest(body: CreateDesignActionBody): RequestCheck {
  const result = parseDesignActionRequest(body);
  if (result.success) return { ok: true };
  const [root, field] = result.path;
  return {
    ok: false,
    message: result.message,
    field: root === 'metadata' && typeof field === 'string' ? field : null,
  };
}

/**
 * Where a flow goes after its action started: 'session' always opens the session page (ranges,
 * imagery); 'session-if-new' only when the dialog was opened without a session (the logo wizard
 * and the photoshoot: from a session page the person stays where the new action appears).
 */
/** 'none': the dialog navigates itself (its own rule, in onCreated). */
export type AfterSuccess = 'session' | 'session-if-new' | 'none';

export function destinationAfterSuccess(
  rule: AfterSuccess,
  requestSessionId: string | undefined,
  actionSessionId: string,
): string | null {
  if (rule === 'none' || (rule === 'session-if-new' && requestSessionId)) return null;
  return sessionDeeplink(actionSessionId);
}

export interface FailureToast {
  title: string;
  message: string;
  /** 402: also open the low-credits dialog. */
  lowCredits: boolean;
}

/**
 * The toast for a failed create (spec §8): 402 → 'Insufficient credits' with the flow's text;
 * a 400 → the flow's error title with the server's reason (the schema's message); anything
 * else → the flow's error title and 'Please try again'.
 */
export function failureToast(
  type: DesignActionType,
  failure: { status: number; message?: string | null },
): FailureToast {
  const texts = DESIGN_FLOW_TEXTS[type];
  if (failure.status === 402)
    return { title: CREDIT_MESSAGES.insufficientTitle, message: texts.insufficient, lowCredits: true };
  if (failure.status === 400 && failure.message)
    return { title: texts.errorTitle, message: failure.message, lowCredits: false };
  return { title: texts.errorTitle, message: texts.errorMessage, lowCredits: false };
}

/** The success toast (3000 ms): 'Generating your logos' / 'We'll notify you when they're ready'. */
export function successToast(type: DesignActionType): { title: string; message: string } {
  const texts = DESIGN_FLOW_TEXTS[type];
  return { title: texts.successTitle, message: texts.successMessage };
}

/**
 * A failed session create (spec §8): toast 'Error' with the server's message, else 'Failed to
 * create session'. (An HTTP failure without a message already carries the request's fallback,
 * 'Failed to create session. Please try again.'.)
 */
export function sessionCreateFailureToast(serverMessage: string | null | undefined): {
  title: string;
  message: string;
} {
  return { title: UPLOAD_MESSAGES.errorTitle, message: serverMessage || DESIGN_MESSAGES.sessionCreateFailed };
}

export type FlowBackTarget = 'step' | 'tiles';

/**
 * Where a creation dialog's Back goes: the previous step when there is one; on the first step,
 * the Create new tiles when the flow was opened from them; otherwise there is no Back.
 */
export function flowBackTarget(options: {
  hasPreviousStep: boolean;
  fromTiles: boolean;
}): FlowBackTarget | null {
  if (options.hasPreviousStep) return 'step';
  return options.fromTiles ? 'tiles' : null;
}
