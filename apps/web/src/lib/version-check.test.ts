import { describe, expect, it } from 'vitest';
import { decideVersionReload } from './version-check';

describe('decideVersionReload', () => {
  it('reloads when the server major is ahead', () => {
    expect(decideVersionReload('4.0.0', null, '3.170.0')).toBe('reload');
  });

  it('stays for the same or an older major, whatever the minor', () => {
    expect(decideVersionReload('3.999.0', null, '3.170.0')).toBe('current');
    expect(decideVersionReload('3.0.0', null, '3.170.0')).toBe('current');
    expect(decideVersionReload('2.9.9', null, '3.170.0')).toBe('current');
  });

  it('reloads only once per server version', () => {
    expect(decideVersionReload('4.0.0', '4.0.0', '3.170.0')).toBe('stale');
    expect(decideVersionReload('5.0.0', '4.0.0', '3.170.0')).toBe('reload');
  });
});
