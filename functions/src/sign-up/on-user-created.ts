import type { UserRecord } from 'firebase-functions/v1/auth';
import { logger } from 'firebase-functions';
import { normalizeRole } from '@solarcred/domain/options';
import { signUpWrites } from '@solarcred/domain/handlers/sign-up';
import { isGuestUploadUid } from '@solarcred/domain/customer-link/commands';
import { adminAuth, adminFirestore } from '../app';
import { createSignUpDocuments } from './documents';
import { firestoreMissingInEmulator } from '../emulator';

/**
 * Sign-up trigger: sets the `role` claim (and an integrator's company and role in it, issue 29) first (so rules and guards work even if the Firestore
 * write fails), then creates profiles/{uid} and, for integrators, integradores/{uid}. Both steps
 * are idempotent, so retried events (failurePolicy) are safe.
 */
export async function onUserCreated(user: UserRecord): Promise<void> {
  // A customer's upload session (issue 28) is no person of the portal: no role, no documents.
  if (isGuestUploadUid(user.uid)) return;
  const auth = adminAuth();
  // Fresh claims, not the event's snapshot: a retry must not undo a later grant.
  const current = await auth.getUser(user.uid).catch((error: unknown) => {
    if (isUserNotFound(error)) return null;
    throw error;
  });
  if (!current) {
    logger.warn('onUserCreated: account deleted before the trigger ran', { uid: user.uid });
    return;
  }
  const claims = current.customClaims ?? {};
  const writes = signUpWrites({
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    now: Date.now(),
    currentRole: normalizeRole(claims['role']),
  });
  // Only absent claims are added: a retry must not move a member who joined a company meanwhile (issue 29).
  const missing = Object.entries(writes.claims).filter(([key]) => !(key in claims));
  if (missing.length > 0) await auth.setCustomUserClaims(user.uid, { ...claims, ...Object.fromEntries(missing) });
  if (firestoreMissingInEmulator()) {
    logger.warn('onUserCreated: Firestore emulator not running; profile documents not written', { uid: user.uid });
    return;
  }
  await createSignUpDocuments(adminFirestore(), writes);
  logger.info('onUserCreated: account ready', { uid: user.uid, role: writes.role });
}

function isUserNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';
}
