import { beforeAll, describe, expect, it } from 'vitest';
import { hasAuth, testAdminEmail } from '../emulator-env';
import { adminAuth, deleteUserIfExists, signInClaims, signUp, uniqueEmail, waitForRole } from './auth-emulator';

describe.skipIf(!hasAuth)('onUserCreated sets the role claim (Auth + Functions emulators)', () => {
  beforeAll(async () => {
    await deleteUserIfExists(testAdminEmail);
  });

  it('gives a new account the integrador role', async () => {
    const email = uniqueEmail('integrador');
    const uid = await signUp(email);
    expect(await waitForRole(uid)).toBe('integrador');
    expect((await signInClaims(email))['role']).toBe('integrador');
  });

  it('never makes an admin by signing up, even with the address an admin would use', async () => {
    const uid = await signUp(testAdminEmail);
    expect(await waitForRole(uid)).toBe('integrador');
    expect((await signInClaims(testAdminEmail))['role']).toBe('integrador');
  });

  it('sets the role and, as titular of its own company (issue 29), the company; nothing else', async () => {
    const email = uniqueEmail('claims');
    const uid = await signUp(email);
    await waitForRole(uid);
    const user = await adminAuth().getUser(uid);
    expect(user.customClaims).toEqual({ role: 'integrador', empresa: uid, papel: 'titular' });
    expect(await signInClaims(email)).toMatchObject({ role: 'integrador', empresa: uid, papel: 'titular' });
  });
});
