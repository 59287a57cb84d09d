/** Test accounts on the Auth emulator, signed in, with the role the sign-up trigger (or the test) gave them. */
import { adminAuth, signIn, signUp, uniqueEmail, waitForRole } from './auth-emulator';

export interface TestAccount {
  uid: string;
  email: string;
  idToken: string;
}

/** A new integrator account (role claim from the sign-up trigger). */
export async function newIntegratorAccount(prefix = 'integrador'): Promise<TestAccount> {
  const email = uniqueEmail(prefix);
  const uid = await signUp(email);
  await waitForRole(uid);
  return { uid, email, idToken: await signIn(email) };
}

/** A new admin account: the trigger runs first, then the claim is raised (as grant-admin does). */
export async function newAdminAccount(): Promise<TestAccount> {
  const email = uniqueEmail('admin');
  const uid = await signUp(email);
  await waitForRole(uid);
  await adminAuth().setCustomUserClaims(uid, { role: 'admin' });
  return { uid, email, idToken: await signIn(email) };
}
