import { describe, expect, it } from 'vitest';
import { showsError, type TouchEvent, touchReducer, UNTOUCHED } from './field-touch';

const after = (...events: TouchEvent[]) => events.reduce(touchReducer, UNTOUCHED);
const edit = (field: string): TouchEvent => ({ type: 'edit', field });
const leave = (field: string): TouchEvent => ({ type: 'leave', field });
const submit: TouchEvent = { type: 'submit' };

describe('when a field shows its error', () => {
  it('not on opening the form', () => {
    expect(showsError(UNTOUCHED, 'brand')).toBe(false);
  });

  it('not when focus only passes through the field', () => {
    expect(showsError(after(leave('brand'), leave('brand')), 'brand')).toBe(false);
  });

  it('not while the person is still typing in it', () => {
    expect(showsError(after(edit('brand')), 'brand')).toBe(false);
  });

  it('once the field was edited and then left', () => {
    const state = after(edit('brand'), leave('brand'));
    expect(showsError(state, 'brand')).toBe(true);
    expect(showsError(state, 'industry')).toBe(false);
  });

  it('a field left before it was edited waits for the next leave', () => {
    const state = after(leave('brand'), edit('brand'));
    expect(showsError(state, 'brand')).toBe(false);
    expect(showsError(touchReducer(state, leave('brand')), 'brand')).toBe(true);
  });

  it('stays shown while the person edits it again', () => {
    expect(showsError(after(edit('brand'), leave('brand'), edit('brand')), 'brand')).toBe(true);
  });

  it('for every field once the form was submitted', () => {
    const state = after(submit);
    expect(showsError(state, 'brand')).toBe(true);
    expect(showsError(state, 'anything')).toBe(true);
  });

  it('repeated events keep the same state (no re-render on each key)', () => {
    const state = after(edit('brand'));
    expect(touchReducer(state, edit('brand'))).toBe(state);
    expect(touchReducer(UNTOUCHED, leave('brand'))).toBe(UNTOUCHED);
  });
});
