import type { DevMail } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { extractCode, matchesRecipient, newestFirst } from './mail';

const mail = (id: string, createdAt: string, to = 'a@x.test'): DevMail => ({
  id,
  to,
  subject: 's',
  text: '',
  html: null,
  createdAt,
});

describe('dev mailbox helpers', () => {
  it('finds the 6-digit code', () => {
    expect(extractCode('Your Packsmith code is 042913. It expires in 10 minutes.')).toBe('042913');
    expect(extractCode('No code here, only 12345 and 1234567.')).toBeNull();
  });

  it('sorts newest first', () => {
    const sorted = newestFirst([
      mail('1', '2025-01-01T10:00:00Z'),
      mail('3', '2025-01-03T10:00:00Z'),
      mail('2', '2025-01-02T10:00:00Z'),
    ]);
    expect(sorted.map((m) => m.id)).toEqual(['3', '2', '1']);
  });

  it('filters by recipient, case-insensitively', () => {
    expect(matchesRecipient(mail('1', '2025-01-01T00:00:00Z', 'Ada@Example.test'), 'ada@')).toBe(true);
    expect(matchesRecipient(mail('1', '2025-01-01T00:00:00Z', 'bob@x.test'), 'ada')).toBe(false);
    expect(matchesRecipient(mail('1', '2025-01-01T00:00:00Z'), '  ')).toBe(true);
  });
});
