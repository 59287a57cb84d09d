/**
 * Which emulators this test run can reach, read once from the variables `firebase
 * emulators:exec` sets. Suites use `describe.skipIf(!hasX)` so a missing emulator shows up as
 * skipped tests, never as failures.
 */
import { fileURLToPath } from 'node:url';

export const projectId = process.env['GCLOUD_PROJECT'] ?? 'demo-solarcred';

/**
 * The Firestore rules suites' own project on the same emulator. The functions emulator serves
 * `projectId` only, so the rules suites' thousands of writes (every test clears and re-seeds the
 * database) fire no trigger: under `projectId` they kept the functions emulator busy for the whole
 * tier, and the next suite that waits for the counters to settle waited for that backlog (the
 * recount test: 92 s, issue 31). The storage suite stays on `projectId`: its rules read Firestore
 * there.
 */
export const rulesProjectId = `${projectId}-rules`;

export const firestoreEmulator = process.env['FIRESTORE_EMULATOR_HOST'] ?? '';
export const storageEmulator = process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ?? '';
export const authEmulator = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '';

/** The Functions emulator (firebase.json: port 5001); FUNCTIONS_EMULATOR_ORIGIN overrides it. */
export const functionsOrigin = process.env['FUNCTIONS_EMULATOR_ORIGIN'] ?? 'http://127.0.0.1:5001';
export const region = 'southamerica-east1';

export const hasFirestore = Boolean(firestoreEmulator);
export const hasStorage = Boolean(storageEmulator);
export const hasAuth = Boolean(authEmulator);

/** An address an admin would use: signing up with it must still make an integrator. */
export const testAdminEmail = 'admin@solarcred.test';

/** Absolute path of a file at the repository root (rules files, scripts). */
export function repoPath(relative: string): string {
  return fileURLToPath(new URL(`../${relative}`, import.meta.url));
}
