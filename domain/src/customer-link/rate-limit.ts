/**
 * The guest callables' rate limit (issue 28): a fixed window per token and per client address,
 * kept in limites_link/{key} by the callables (no client reads or writes it). Bounded: one
 * document per key, rewritten in place, each carrying `expira_em` (the window's end) for a
 * Firestore TTL policy to delete (firestore.indexes.json); the address is the one the platform
 * vouches for (trustedClientAddress), so a caller cannot mint new keys by writing a header.
 */
import { ipv6Groups } from '../ip-address';
import type { Millis } from '../model';

export interface RateWindow {
  inicio: Millis;
  contagem: number;
  /** The window's end: the TTL policy deletes the document after it (issue 45). */
  expira_em: Millis;
}

export const guestRateLimits = {
  windowMs: 10 * 60_000,
  /** Calls per token per window: a customer filling and reloading stays far below. */
  perToken: 60,
  /** Calls per address per window: several customers behind one carrier NAT. */
  perAddress: 200,
} as const;

/** The window after one more call, and whether that call is allowed. */
export function nextRateWindow(current: Pick<RateWindow, 'inicio' | 'contagem'> | null, now: number, limit: number, windowMs: number = guestRateLimits.windowMs): { allowed: boolean; window: RateWindow } {
  const fresh = !current || now - current.inicio >= windowMs || now < current.inicio;
  const inicio = fresh ? now : current.inicio;
  const window = { inicio, contagem: fresh ? 1 : current.contagem + 1, expira_em: inicio + windowMs };
  return { allowed: window.contagem <= limit, window };
}


/**
 * The address one rate window counts: an IPv4 address as it is; an IPv4-mapped IPv6 address as
 * its IPv4; any other IPv6 address as its /64 (one subscriber's prefix: a host picks any address
 * inside it at will); anything else as written, at most 64 characters.
 */
export function rateAddressOf(address: string): string {
  const text = address.trim().toLowerCase();
  const groups = ipv6Groups(text);
  if (!groups) return text.slice(0, 64);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The caller's address as the platform vouches for it (issue 45). Cloud Functions (Cloud Run)
 * appends the address it received the connection from as the RIGHT-most X-Forwarded-For entry;
 * every entry to its left is whatever the caller wrote. So the right-most entry, else the
 * connection's peer (no proxy in front: the emulator), else ''. Never the left-most.
 */
export function trustedClientAddress(forwardedFor: string | readonly string[] | undefined, peer: string | undefined): string {
  const header = typeof forwardedFor === 'string' ? forwardedFor : (forwardedFor ?? []).join(',');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return rateAddressOf(entries.at(-1) ?? peer ?? '');
}
