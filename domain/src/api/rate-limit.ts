/**
 * The API's rate limit (issue 52): per key, fixed windows of one second (20 requests) and one
 * minute (600). The functions count each window in api_uso/{keyId}_{window key} (one document per
 * key and window, written in a transaction so the limit holds across instances); a request over
 * either limit answers 429 with Retry-After = the seconds left in the window that refused it.
 */
import type { Millis } from '../model';

export const apiRateLimits = {
  perSecond: 20,
  perMinute: 600,
} as const;

export interface ApiRateWindow {
  nome: 'segundo' | 'minuto';
  /** 's{epoch second}' or 'm{epoch minute}': the window's part of the document id. */
  chave: string;
  limite: number;
  inicio: Millis;
  /** The window's end (exclusive): Retry-After counts to it; the document's TTL (expira_em) may be set to it. */
  fim: Millis;
}

/** The two windows a request at `now` counts in. */
export function windowKeys(now: Millis): ApiRateWindow[] {
  const second = Math.floor(now / 1000);
  const minute = Math.floor(now / 60_000);
  return [
    { nome: 'segundo', chave: `s${second}`, limite: apiRateLimits.perSecond, inicio: second * 1000, fim: (second + 1) * 1000 },
    { nome: 'minuto', chave: `m${minute}`, limite: apiRateLimits.perMinute, inicio: minute * 60_000, fim: (minute + 1) * 60_000 },
  ];
}

/** api_uso/{keyId}_{window.chave}. */
export const apiUsageDocId = (keyId: string, window: Pick<ApiRateWindow, 'chave'>): string => `${keyId}_${window.chave}`;

/** Whole seconds until the window ends, at least 1 (the Retry-After header). */
export const retryAfterSeconds = (windowEnd: Millis, now: Millis): number => Math.max(1, Math.ceil((windowEnd - now) / 1000));

/**
 * The decision once each window's count includes this request (counts[i] for windows[i]):
 * allowed, or refused with the Retry-After of the longest-lasting window that is over its limit.
 */
export function rateDecision(windows: readonly ApiRateWindow[], counts: readonly number[], now: Millis): { allowed: true } | { allowed: false; retryAfter: number } {
  const over = windows.filter((window, i) => (counts[i] ?? 0) > window.limite);
  if (over.length === 0) return { allowed: true };
  return { allowed: false, retryAfter: Math.max(...over.map((window) => retryAfterSeconds(window.fim, now))) };
}
