import { describe, expect, it } from 'vitest';
import { guestRateLimits, nextRateWindow, rateAddressOf, trustedClientAddress, type RateWindow } from './rate-limit';

const start = Date.UTC(2026, 2, 12, 13, 30, 0);
const windowMs = guestRateLimits.windowMs;

/** `calls` calls at `at`, from no window: the answers in order and the last window. */
function run(calls: number, limit: number, at = start) {
  let window: RateWindow | null = null;
  const allowed: boolean[] = [];
  for (let i = 0; i < calls; i++) {
    const next = nextRateWindow(window, at, limit);
    allowed.push(next.allowed);
    window = next.window;
  }
  return { allowed, window };
}

describe('guestRateLimits', () => {
  it('is a 10-minute window, 60 calls per token and 200 per address', () => {
    expect(guestRateLimits).toEqual({ windowMs: 600_000, perToken: 60, perAddress: 200 });
  });
});

describe('nextRateWindow', () => {
  it('the first call opens a window at now with one call, allowed', () => {
    expect(nextRateWindow(null, start, 60)).toEqual({ allowed: true, window: { inicio: start, contagem: 1, expira_em: start + windowMs } });
  });

  it('counts calls within the window, keeping its start', () => {
    expect(nextRateWindow({ inicio: start, contagem: 1 }, start + 1_000, 60)).toEqual({ allowed: true, window: { inicio: start, contagem: 2, expira_em: start + windowMs } });
    expect(nextRateWindow({ inicio: start, contagem: 7 }, start + windowMs - 1, 60)).toEqual({ allowed: true, window: { inicio: start, contagem: 8, expira_em: start + windowMs } });
  });

  it.each([guestRateLimits.perToken, guestRateLimits.perAddress, 1])('allows up to the limit (%i) and refuses the one after', (limit) => {
    const { allowed, window } = run(limit + 2, limit);
    expect(allowed.slice(0, limit).every(Boolean)).toBe(true);
    expect(allowed.slice(limit)).toEqual([false, false]);
    expect(window).toEqual({ inicio: start, contagem: limit + 2, expira_em: start + windowMs });
  });

  it('the limit-th call is allowed, the (limit+1)-th refused', () => {
    expect(nextRateWindow({ inicio: start, contagem: 59 }, start + 1, 60)).toEqual({ allowed: true, window: { inicio: start, contagem: 60, expira_em: start + windowMs } });
    expect(nextRateWindow({ inicio: start, contagem: 60 }, start + 1, 60)).toEqual({ allowed: false, window: { inicio: start, contagem: 61, expira_em: start + windowMs } });
  });

  it('a limit of 0 refuses every call', () => {
    expect(nextRateWindow(null, start, 0).allowed).toBe(false);
  });

  it('opens a new window once windowMs has passed (at exactly windowMs, and later)', () => {
    const full: RateWindow = { inicio: start, contagem: 500, expira_em: start + windowMs };
    expect(nextRateWindow(full, start + windowMs - 1, 60).allowed).toBe(false);
    expect(nextRateWindow(full, start + windowMs, 60)).toEqual({ allowed: true, window: { inicio: start + windowMs, contagem: 1, expira_em: start + windowMs + windowMs } });
    expect(nextRateWindow(full, start + 5 * windowMs + 3, 60)).toEqual({ allowed: true, window: { inicio: start + 5 * windowMs + 3, contagem: 1, expira_em: start + 5 * windowMs + 3 + windowMs } });
  });

  it('honours a custom window length', () => {
    const full: RateWindow = { inicio: start, contagem: 3, expira_em: start + 1_000 };
    expect(nextRateWindow(full, start + 999, 3, 1_000).allowed).toBe(false);
    expect(nextRateWindow(full, start + 1_000, 3, 1_000)).toEqual({ allowed: true, window: { inicio: start + 1_000, contagem: 1, expira_em: start + 2_000 } });
  });

  it('a clock earlier than the window start opens a fresh window', () => {
    const full: RateWindow = { inicio: start, contagem: 500, expira_em: start + windowMs };
    expect(nextRateWindow(full, start - 1, 60)).toEqual({ allowed: true, window: { inicio: start - 1, contagem: 1, expira_em: start - 1 + windowMs } });
    expect(nextRateWindow(full, start - 10 * windowMs, 60)).toEqual({ allowed: true, window: { inicio: start - 10 * windowMs, contagem: 1, expira_em: start - 10 * windowMs + windowMs } });
  });

  it('does not change the window it is given', () => {
    const current: RateWindow = { inicio: start, contagem: 4, expira_em: start + windowMs };
    nextRateWindow(current, start + 1, 60);
    nextRateWindow(current, start + windowMs, 60);
    expect(current).toEqual({ inicio: start, contagem: 4, expira_em: start + windowMs });
  });
});

describe('trustedClientAddress (issue 45)', () => {
  it("takes the right-most X-Forwarded-For entry (the platform's hop), never a caller-written one to its left", () => {
    expect(trustedClientAddress('203.0.113.9', undefined)).toBe('203.0.113.9');
    expect(trustedClientAddress('198.51.100.1, 203.0.113.9', undefined)).toBe('203.0.113.9');
    expect(trustedClientAddress('10.0.0.1,198.51.100.77 ,  203.0.113.9 ', '127.0.0.1')).toBe('203.0.113.9');
    // Whatever the caller puts first, one host keeps one address.
    const keys = new Set(Array.from({ length: 50 }, (_, i) => trustedClientAddress(`198.51.100.${i}, 203.0.113.9`, undefined)));
    expect([...keys]).toEqual(['203.0.113.9']);
  });

  it('joins repeated headers before taking the last entry; skips empty entries', () => {
    expect(trustedClientAddress(['198.51.100.1', '203.0.113.9'], undefined)).toBe('203.0.113.9');
    expect(trustedClientAddress('203.0.113.9, ,', undefined)).toBe('203.0.113.9');
  });

  it("falls back to the connection's peer, then ''", () => {
    expect(trustedClientAddress(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(trustedClientAddress('', '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(trustedClientAddress(undefined, undefined)).toBe('');
    expect(trustedClientAddress(' , ', undefined)).toBe('');
  });
});

describe('rateAddressOf', () => {
  it('keeps IPv4 as it is and unwraps IPv4-mapped IPv6', () => {
    expect(rateAddressOf('203.0.113.9')).toBe('203.0.113.9');
    expect(rateAddressOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateAddressOf('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const prefix = '2001:db8:0:1::/64';
    for (const address of ['2001:db8:0:1::1', '2001:DB8:0000:0001:ffff:1:2:3', '2001:db8::1:0:0:0:9', '2001:db8:0:1:a::']) expect(rateAddressOf(address)).toBe(prefix);
    expect(rateAddressOf('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(rateAddressOf('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything else as written, lower-cased and at most 64 characters', () => {
    expect(rateAddressOf('unknown')).toBe('unknown');
    expect(rateAddressOf('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(rateAddressOf('x'.repeat(300))).toHaveLength(64);
    expect(rateAddressOf('')).toBe('');
  });
});
