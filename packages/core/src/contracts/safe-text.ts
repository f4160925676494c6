import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/**
 * Characters no text may carry: NUL and unpaired UTF-16 surrogates. PostgreSQL refuses both in
 * text and jsonb, and they are never meant by a person typing.
 */
const UNSAFE = new RegExp(
  ['\\u0000', '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])', '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]'].join('|'),
);

export const isSafeText = (value: string): boolean => !UNSAFE.test(value);

/**
 * Where in a parsed JSON value (strings, object keys, arrays, any depth) the first unsafe text
 * is, as a path like `metadata.prompt`; null when there is none. Walks iteratively, so a deeply
 * nested body cannot overflow the stack.
 */
export function unsafeTextPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return path || '(value)';
    } else if (Array.isArray(current)) {
      for (const [i, item] of current.entries()) stack.push([item, `${path}[${i}]`]);
    } else if (current !== null && typeof current === 'object' && isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (!isSafeText(key)) return at;
        stack.push([item, at]);
      }
    }
  }
  return null;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A string schema with the rule, for forms that want the message on the field itself. */
export const safeText = () => z.string().refine(isSafeText, MESSAGES.generic.unsafeText);
