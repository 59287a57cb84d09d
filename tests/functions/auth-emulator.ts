/** Helpers for suites that run against the Auth (+ Functions) emulator. */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { budgets } from '../budgets';
import { authEmulator, projectId } from '../emulator-env';

export const testPassword = 'senha-segura-123';

export function adminApp(): App {
  return getApps()[0] ?? initializeApp({ projectId });
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

/** A fresh e-mail per call, so suites never collide with accounts left by earlier runs. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@solar.test`;
}

interface IdentityToolkitAnswer {
  localId?: string;
  idToken?: string;
  error?: { message: string };
}

async function identityToolkit(method: 'signUp' | 'signInWithPassword', email: string): Promise<Required<Pick<IdentityToolkitAnswer, 'localId' | 'idToken'>>> {
  const url = `http://${authEmulator}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: testPassword, returnSecureToken: true }),
  });
  const answer = (await response.json()) as IdentityToolkitAnswer;
  if (!response.ok || !answer.localId || !answer.idToken) {
    throw new Error(`${method} ${email}: ${response.status} ${answer.error?.message ?? 'no localId'}`);
  }
  return { localId: answer.localId, idToken: answer.idToken };
}

/** Creates an account the way the web client does (e-mail + password); returns its uid. */
export async function signUp(email: string): Promise<string> {
  return (await identityToolkit('signUp', email)).localId;
}

/** Signs in with the test password and returns a fresh ID token (with the current claims). */
export async function signIn(email: string): Promise<string> {
  return (await identityToolkit('signInWithPassword', email)).idToken;
}

/** Signs in and returns the claims of the new ID token. */
export async function signInClaims(email: string): Promise<Record<string, unknown>> {
  const { idToken } = await identityToolkit('signInWithPassword', email);
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * Polls `probe` until it returns a value other than undefined, or fails at the deadline: by default
 * the budget of two function runs (tests/budgets.ts), a write's trigger and the trigger its own
 * write fires, which is what the suites wait for (a claim, a counter, an e-mail queued).
 */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = budgets.functionRuns(2)): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for the sign-up trigger to set the `role` claim; returns it. */
export function waitForRole(uid: string): Promise<unknown> {
  return waitFor(`the role claim of ${uid}`, async () => {
    const user = await adminAuth().getUser(uid);
    return user.customClaims?.['role'];
  });
}

/** Removes an account left by an earlier run against the same emulator (fixed e-mails only). */
export async function deleteUserIfExists(email: string): Promise<void> {
  try {
    const user = await adminAuth().getUserByEmail(email);
    await adminAuth().deleteUser(user.uid);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
  }
}
