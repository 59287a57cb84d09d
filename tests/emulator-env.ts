/**
 * Which emulators this test run can reach, read once from the variables `firebase
 * emulators:exec` sets. Suites use `describe.skipIf(!hasX)` so a missing emulator shows up as
 * skipped tests, never as failures.
 */
import { fileURLToPath } from 'node:url';

export const projectId = process.env['GCLOUD_PROJECT'] ?? 'demo-solarcred';

export const firestoreEmulator = process.env['FIRESTORE_EMULATOR_HOST'] ?? '';
export const storageEmulator = process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ?? '';
export const authEmulator = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '';

export const hasFirestore = Boolean(firestoreEmulator);
export const hasStorage = Boolean(storageEmulator);
export const hasAuth = Boolean(authEmulator);

/** An address an admin would use: signing up with it must still make an integrator. */
export const testAdminEmail = 'admin@solarcred.test';

/** Absolute path of a file at the repository root (rules files, scripts). */
export function repoPath(relative: string): string {
  return fileURLToPath(new URL(`../${relative}`, import.meta.url));
}
