import { describe, expect, it } from 'vitest';
import {
  CREATE_USE_CASES,
  canCarryUseCase,
  parseUseCase,
  readCreateNew,
  searchOf,
  tileForUseCase,
  withoutCreateNew,
  withoutUseCase,
  withUseCase,
} from './create-new-params';

const p = (s: string) => new URLSearchParams(s);

describe('Create new in the address', () => {
  it('opens on edit for the spec link /home?create-new-dialog=true&type=edit', () => {
    expect(readCreateNew(p('create-new-dialog=true&type=edit'))).toEqual({
      open: true,
      useCase: 'edit',
      focus: null,
    });
  });

  it('knows the six sub-flows of part 2 §4, and their other spellings', () => {
    for (const useCase of CREATE_USE_CASES) expect(parseUseCase(useCase)).toBe(useCase);
    expect(CREATE_USE_CASES).toEqual([
      'edit',
      'ai-imagery',
      'logo-design',
      'packaging-range',
      'variant-range',
      'product-photoshoot',
    ]);
    expect(parseUseCase('photoshoot')).toBe('product-photoshoot');
    expect(parseUseCase('Logo_Design')).toBe('logo-design');
    expect(parseUseCase('AI imagery')).toBe('ai-imagery');
    expect(parseUseCase('judge')).toBeNull();
    expect(parseUseCase('')).toBeNull();
    expect(parseUseCase(null)).toBeNull();
  });

  it('reads the use-case parameter only with create-new-dialog=true', () => {
    expect(readCreateNew(p('type=edit'))).toEqual({ open: false, useCase: null, focus: null });
    expect(readCreateNew(p('create-new-dialog=false&type=edit')).open).toBe(false);
    expect(readCreateNew(p('create-new-dialog=true'))).toEqual({ open: true, useCase: null, focus: null });
    expect(readCreateNew(p('create-new-dialog=true&use-case=variant-range')).useCase).toBe('variant-range');
  });

  it('highlights a tile that is not a sub-flow, and ignores unknown values', () => {
    expect(readCreateNew(p('create-new-dialog=true&type=judge'))).toEqual({
      open: true,
      useCase: null,
      focus: 'judge',
    });
    expect(readCreateNew(p('create-new-dialog=true&type=nonsense'))).toEqual({
      open: true,
      useCase: null,
      focus: null,
    });
  });

  it('writes a sub-flow, Back (tiles) and close, keeping the page’s own parameters', () => {
    const page = p('sort=name');
    const sub = withUseCase(page, 'logo-design');
    expect(searchOf(sub)).toBe('?sort=name&create-new-dialog=true&type=logo-design');
    expect(searchOf(withoutUseCase(sub))).toBe('?sort=name&create-new-dialog=true');
    expect(searchOf(withoutCreateNew(sub))).toBe('?sort=name');
    expect(searchOf(withoutCreateNew(p('create-new-dialog=true&use-case=edit')))).toBe('');
    // An alias is replaced by the one parameter the app writes.
    expect(searchOf(withUseCase(p('create-new-dialog=true&use-case=edit'), 'ai-imagery'))).toBe(
      '?create-new-dialog=true&type=ai-imagery',
    );
  });

  it('leaves a page’s own ?type= alone', () => {
    expect(canCarryUseCase(p('type=credits'))).toBe(false);
    expect(canCarryUseCase(p('create-new-dialog=true&type=edit'))).toBe(true);
    expect(canCarryUseCase(p('page=2'))).toBe(true);
  });

  it('maps a use case back to its tile', () => {
    expect(tileForUseCase('product-photoshoot')).toBe('photoshoot');
    expect(tileForUseCase('edit')).toBe('edit');
  });
});
