import { describe, expect, it } from 'vitest';
import { guestRateLimits, nextRateWindow, type RateWindow } from './rate-limit';

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
    expect(nextRateWindow(null, start, 60)).toEqual({ allowed: true, window: { inicio: start, contagem: 1 } });
  });

  it('counts calls within the window, keeping its start', () => {
    expect(nextRateWindow({ inicio: start, contagem: 1 }, start + 1_000, 60)).toEqual({ allowed: true, window: { inicio: start, contagem: 2 } });
    expect(nextRateWindow({ inicio: start, contagem: 7 }, start + windowMs - 1, 60)).toEqual({ allowed: true, window: { inicio: start, contagem: 8 } });
  });

  it.each([guestRateLimits.perToken, guestRateLimits.perAddress, 1])('allows up to the limit (%i) and refuses the one after', (limit) => {
    const { allowed, window } = run(limit + 2, limit);
    expect(allowed.slice(0, limit).every(Boolean)).toBe(true);
    expect(allowed.slice(limit)).toEqual([false, false]);
    expect(window).toEqual({ inicio: start, contagem: limit + 2 });
  });

  it('the limit-th call is allowed, the (limit+1)-th refused', () => {
    expect(nextRateWindow({ inicio: start, contagem: 59 }, start + 1, 60)).toEqual({ allowed: true, window: { inicio: start, contagem: 60 } });
    expect(nextRateWindow({ inicio: start, contagem: 60 }, start + 1, 60)).toEqual({ allowed: false, window: { inicio: start, contagem: 61 } });
  });

  it('a limit of 0 refuses every call', () => {
    expect(nextRateWindow(null, start, 0).allowed).toBe(false);
  });

  it('opens a new window once windowMs has passed (at exactly windowMs, and later)', () => {
    const full: RateWindow = { inicio: start, contagem: 500 };
    expect(nextRateWindow(full, start + windowMs - 1, 60).allowed).toBe(false);
    expect(nextRateWindow(full, start + windowMs, 60)).toEqual({ allowed: true, window: { inicio: start + windowMs, contagem: 1 } });
    expect(nextRateWindow(full, start + 5 * windowMs + 3, 60)).toEqual({ allowed: true, window: { inicio: start + 5 * windowMs + 3, contagem: 1 } });
  });

  it('honours a custom window length', () => {
    const full: RateWindow = { inicio: start, contagem: 3 };
    expect(nextRateWindow(full, start + 999, 3, 1_000).allowed).toBe(false);
    expect(nextRateWindow(full, start + 1_000, 3, 1_000)).toEqual({ allowed: true, window: { inicio: start + 1_000, contagem: 1 } });
  });

  it('a clock earlier than the window start opens a fresh window', () => {
    const full: RateWindow = { inicio: start, contagem: 500 };
    expect(nextRateWindow(full, start - 1, 60)).toEqual({ allowed: true, window: { inicio: start - 1, contagem: 1 } });
    expect(nextRateWindow(full, start - 10 * windowMs, 60)).toEqual({ allowed: true, window: { inicio: start - 10 * windowMs, contagem: 1 } });
  });

  it('does not change the window it is given', () => {
    const current: RateWindow = { inicio: start, contagem: 4 };
    nextRateWindow(current, start + 1, 60);
    nextRateWindow(current, start + windowMs, 60);
    expect(current).toEqual({ inicio: start, contagem: 4 });
  });
});
