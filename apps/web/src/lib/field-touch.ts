/**
 * When a form shows a field's error — one rule for every form in the app: once the person has
 * edited the field and left it, or once they tried to submit. Opening a form, or focus passing
 * through a field on its way to another control, never shows an error. After that the message
 * follows the value as it changes.
 */
import { type SyntheticEvent, useReducer } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export interface TouchState {
  /** Fields the person typed in or changed. */
  edited: ReadonlySet<string>;
  /** Fields left (blurred) after being edited. */
  touched: ReadonlySet<string>;
  submitted: boolean;
}

export type TouchEvent =
  | { type: 'edit'; field: string }
  | { type: 'leave'; field: string }
  | { type: 'submit' }
  | { type: 'reset' };

export const UNTOUCHED: TouchState = { edited: new Set(), touched: new Set(), submitted: false };

const add = (set: ReadonlySet<string>, field: string) => new Set(set).add(field);

export function touchReducer(state: TouchState, event: TouchEvent): TouchState {
  switch (event.type) {
    case 'edit':
      return state.edited.has(event.field) ? state : { ...state, edited: add(state.edited, event.field) };
    case 'leave':
      return state.edited.has(event.field) && !state.touched.has(event.field)
        ? { ...state, touched: add(state.touched, event.field) }
        : state;
    case 'submit':
      return state.submitted ? state : { ...state, submitted: true };
    case 'reset':
      return UNTOUCHED;
  }
}

/** The rule itself. */
export const showsError = (state: TouchState, field: string): boolean =>
  state.submitted || state.touched.has(field);

/**
 * The rule as a hook. Spread `control(field)` on an input, call `submit()` when the person
 * submits, and render `shown(field, message)`. `submitted` lets a form whose submit lives
 * elsewhere (a state machine, react-hook-form) say it was submitted.
 */
export function useFieldTouch<F extends string>(options: { submitted?: boolean } = {}) {
  const [state, dispatch] = useReducer(touchReducer, UNTOUCHED);
  const current = options.submitted ? { ...state, submitted: true } : state;
  const edit = (field: F) => dispatch({ type: 'edit', field });
  const leave = (field: F) => dispatch({ type: 'leave', field });
  return {
    edit,
    leave,
    /** onInput fires for the person's typing only, never for a value set by code (a pre-fill). */
    control: (field: F) => ({ onInput: () => edit(field), onBlur: () => leave(field) }),
    submit: () => dispatch({ type: 'submit' }),
    reset: () => dispatch({ type: 'reset' }),
    shown: (field: F, message: string | null | undefined): string | undefined =>
      message && showsError(current, field) ? message : undefined,
  };
}

const controlName = (event: SyntheticEvent) => (event.target as { name?: unknown }).name;

/**
 * The same rule for a react-hook-form form. Made with `mode: 'onChange'` (so a field's message is
 * known by the time it is left); spread `formProps` on the <form> — its named controls report
 * their typing and leaving — and show `error(name)`.
 */
export function useFormTouch<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'formState' | 'getFieldState'>,
) {
  const touch = useFieldTouch<string>({ submitted: form.formState.isSubmitted });
  const on = (mark: (field: string) => void) => (event: SyntheticEvent) => {
    const name = controlName(event);
    if (typeof name === 'string' && name) mark(name);
  };
  return {
    formProps: { onInput: on(touch.edit), onBlur: on(touch.leave) },
    error: (name: Path<T>) => touch.shown(name, form.getFieldState(name, form.formState).error?.message),
    reset: touch.reset,
  };
}
