/**
 * The gate every guest callable of the customer link (issue 28) passes first: a well-formed token,
 * the rate limit, then the link the token names.
 *
 * - A missing or malformed token is the neutral not-found before anything is read or written.
 * - One transaction looks the link up by the token's hash (links_cliente where token_hash ==,
 *   limit 1) and counts the call in limites_link (fixed windows, guestRateLimits):
 *   - the caller's address window (a_{sha256(address)}) counts every well-formed token, known or
 *     not: guessing tokens is exactly what it stops. The address is the one the platform vouches
 *     for (callable.ts addressOf: X-Forwarded-For's right-most entry, an IPv6 address's /64), not
 *     one the caller writes (issue 45), so a caller keeps one window however it rewrites headers;
 *   - the token's window (t_{hash}) counts only a token that names a link: an unknown hash writes
 *     no window of its own, so guesses cannot fill limites_link with one document per guess (what
 *     they leave is one document per address);
 *   - over either limit nothing is written and the call is 'resource-exhausted';
 *   - every window carries expira_em, its end, which limites_link's TTL policy deletes after.
 * - An unknown token, once counted, is the same neutral not-found as an expired, revoked or used
 *   link (the commands decide those).
 * The token itself is never stored, logged nor put in an error: only its hash leaves this module.
 */
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { guestTokenOf, invalidLink } from '@solarcred/domain/customer-link/commands';
import type { CustomerLink } from '@solarcred/domain/customer-link/link';
import { guestRateLimits, nextRateWindow } from '@solarcred/domain/customer-link/rate-limit';
import { customerLinkText } from '@solarcred/domain/customer-link/texts';
import { hashLinkToken } from '@solarcred/domain/customer-link/token';
import { customerLinks, guestRateWindows, rateKeys } from '@solarcred/domain/data/customer-links';
import type { Millis } from '@solarcred/domain/model';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';

/** The address window's key: the address hashed, so limites_link keeps no IP address ('' shares one window). */
export function addressKeyOf(address: string): string {
  return rateKeys.address(createHash('sha256').update(address).digest('hex'));
}

export interface AdmittedGuest {
  link: CustomerLink;
  /** The hash the caller's token has (a later transaction checks the link still has it). */
  tokenHash: string;
}

/** The link the payload's token names, after the rate limit; refused with the neutral message or 'resource-exhausted'. */
export async function admitGuest(db: Firestore, data: unknown, address: string, now: Millis): Promise<AdmittedGuest> {
  const token = guestTokenOf(data);
  const tokenHash = await hashLinkToken(token);
  const addressKey = addressKeyOf(address);
  const tokenKey = rateKeys.token(tokenHash);
  const outcome = await db.runTransaction(async (tx) => {
    const [found, addressWindow] = await Promise.all([
      tx.get(typedCollection(db, customerLinks).where('token_hash', '==', tokenHash).limit(1)),
      tx.get(typedDoc(db, guestRateWindows, addressKey)),
    ]);
    const link = found.docs[0]?.data() ?? null;
    const tokenWindow = link ? ((await tx.get(typedDoc(db, guestRateWindows, tokenKey))).data() ?? null) : null;
    const byAddress = nextRateWindow(addressWindow.data() ?? null, now, guestRateLimits.perAddress);
    const byToken = link ? nextRateWindow(tokenWindow, now, guestRateLimits.perToken) : null;
    if (!byAddress.allowed || (byToken && !byToken.allowed)) return { allowed: false, link: null };
    tx.set(db.doc(guestRateWindows.docPath(addressKey)), toFirestore(byAddress.window));
    if (byToken) tx.set(db.doc(guestRateWindows.docPath(tokenKey)), toFirestore(byToken.window));
    return { allowed: true, link };
  });
  if (!outcome.allowed) throw new HttpsError('resource-exhausted', customerLinkText.tooMany);
  if (!outcome.link) throw invalidLink();
  return { link: outcome.link, tokenHash };
}
