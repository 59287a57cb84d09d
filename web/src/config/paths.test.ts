/** main.tsx decides by this whether an address is the customer's page (issue 28), mounted on its own. */
import { describe, expect, it } from 'vitest';
import { customerTokenOf } from './paths';

describe('customerTokenOf', () => {
  it('reads the token of /c/{token}, with or without a trailing slash, in any case of the c (as the router matches)', () => {
    expect(customerTokenOf('/c/abc_DEF-123')).toBe('abc_DEF-123');
    expect(customerTokenOf('/c/abc/')).toBe('abc');
    expect(customerTokenOf('/C/abc')).toBe('abc');
    expect(customerTokenOf('/c/')).toBe('');
  });

  it('is null for every other address', () => {
    for (const path of ['/', '/auth', '/c', '/c/abc/def', '/integrator/c/abc', '/cx/abc']) expect(customerTokenOf(path)).toBeNull();
  });

  it('keeps a segment that does not decode as typed, so the page calls it invalid instead of failing', () => {
    expect(customerTokenOf('/c/ab%ZZ')).toBe('ab%ZZ');
    expect(customerTokenOf('/c/a%20b')).toBe('a b');
  });
});
