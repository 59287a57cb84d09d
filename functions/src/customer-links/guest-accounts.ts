/**
 * The Auth users of the customer links' guests (issue 45). Signing in with a custom token of
 * authorizeCustomerUpload (or of the live page's watch session) creates the user cliente_{linkId};
 * the page signs in afresh for every upload, so the user holds nothing worth keeping. It is deleted:
 * - at once when the link is revoked or renewed: its refresh tokens die with it, and the ID token
 *   it still holds (up to an hour) is refused by storage.rules (revogado_em, or a token hash the
 *   link no longer has);
 * - by the sweep below, once last active (created, signed in, or its ID token refreshed) more than
 *   guestAccountLifetimeMs ago: an expired link's, a filled link's after its answers, a proposal's
 *   long since sent, or one whose delete failed. A page still open refreshes its token hourly, so
 *   it is never swept from under the customer.
 * Not on submit: the live page's session (the same uid) keeps following the proposal after it.
 * The sweep lists every Auth user (1,000 a page): its cost grows with the accounts, four times a day.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { guestUploadUid, isStaleGuestAccount } from '@solarcred/domain/customer-link/commands';
import type { Millis } from '@solarcred/domain/model';
import { adminAuth } from '../app';

const isUserNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 'auth/user-not-found';

/**
 * Deletes the link's guest user, if any. A failure is logged, not thrown: the link's change is
 * already committed, storage.rules already refuse the session, and the sweep retries.
 */
export async function deleteGuestAccount(auth: Auth, linkId: string): Promise<void> {
  try {
    await auth.deleteUser(guestUploadUid(linkId));
  } catch (error) {
    if (!isUserNotFound(error)) logger.warn('deleteGuestAccount: left for the sweep', { linkId, error });
  }
}

/** The user's last activity: its latest sign-in, token refresh or creation. */
function lastActiveOf(user: UserRecord): Millis {
  const { creationTime, lastSignInTime, lastRefreshTime } = user.metadata;
  const times = [creationTime, lastSignInTime, lastRefreshTime].map((time) => (time ? Date.parse(time) : Number.NaN)).filter((time) => !Number.isNaN(time));
  return times.length ? Math.max(...times) : 0;
}

/** Deletes every guest user last active before `now` less guestAccountLifetimeMs (isStaleGuestAccount); answers how many. */
export async function pruneGuestAccounts(auth: Auth, now: Millis): Promise<number> {
  const stale: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) if (isStaleGuestAccount(user.uid, lastActiveOf(user), now)) stale.push(user.uid);
    pageToken = page.pageToken;
  } while (pageToken);
  let deleted = 0;
  for (let start = 0; start < stale.length; start += 1000) {
    const result = await auth.deleteUsers(stale.slice(start, start + 1000));
    deleted += result.successCount;
    if (result.failureCount) logger.warn('pruneGuestAccounts: some deletes failed', { failures: result.failureCount });
  }
  return deleted;
}

/** Every 6 hours (declared in index.ts). */
export async function pruneCustomerGuestAccounts(): Promise<void> {
  const deleted = await pruneGuestAccounts(adminAuth(), Date.now());
  logger.info(`pruneCustomerGuestAccounts: ${deleted} guest account(s) deleted`);
}
