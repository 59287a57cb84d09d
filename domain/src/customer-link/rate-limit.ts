/**
 * The guest callables' rate limit (issue 28): a fixed window per token and per address, kept in
 * limites_link/{key} by the callables (no client reads or writes it). Bounded: one document per
 * key, rewritten in place.
 */
export interface RateWindow {
  inicio: number;
  contagem: number;
}

export const guestRateLimits = {
  windowMs: 10 * 60_000,
  /** Calls per token per window: a customer filling and reloading stays far below. */
  perToken: 60,
  /** Calls per address per window: several customers behind one carrier NAT. */
  perAddress: 200,
} as const;

/** The window after one more call, and whether that call is allowed. */
export function nextRateWindow(current: RateWindow | null, now: number, limit: number, windowMs: number = guestRateLimits.windowMs): { allowed: boolean; window: RateWindow } {
  const fresh = !current || now - current.inicio >= windowMs || now < current.inicio;
  const window = fresh ? { inicio: now, contagem: 1 } : { inicio: current.inicio, contagem: current.contagem + 1 };
  return { allowed: window.contagem <= limit, window };
}
