import { describe, expect, it } from 'vitest';
import { isEmailBlocked, wildcardToRegExp } from './blocked.ts';

describe('blocked email patterns', () => {
  it('matches whole addresses with * and ? wildcards, ignoring case', () => {
    expect(isEmailBlocked('A@Blocked.Test', ['*@blocked.test'])).toBe(true);
    expect(isEmailBlocked('a@blocked.test.evil', ['*@blocked.test'])).toBe(false);
    expect(isEmailBlocked('ab@x.io', ['a?@x.io'])).toBe(true);
    expect(isEmailBlocked('abc@x.io', ['a?@x.io'])).toBe(false);
    expect(isEmailBlocked('first.last+tag@corp.com', ['*+*@corp.com'])).toBe(true);
  });

  it('treats regex characters in patterns literally', () => {
    expect(wildcardToRegExp('a.b@x.com').test('axb@x.com')).toBe(false);
    expect(isEmailBlocked('a(b)@x.com', ['a(b)@x.com'])).toBe(true);
  });

  it('does not cover subdomains with *@domain: *@*.domain does (documented in docs/operations.md)', () => {
    expect(isEmailBlocked('a@mail.blocked.test', ['*@blocked.test'])).toBe(false);
    expect(isEmailBlocked('a@mail.blocked.test', ['*@*.blocked.test'])).toBe(true);
    expect(isEmailBlocked('a@blocked.test', ['*@*.blocked.test'])).toBe(false);
    expect(isEmailBlocked('a@notblocked.test', ['*@*.blocked.test'])).toBe(false);
  });
});
