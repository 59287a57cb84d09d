import { describe, expect, it } from 'vitest';
import { hasAuth, hasFirestore } from '../emulator-env';
import { adminAuth, signUp, uniqueEmail, waitForRole } from './auth-emulator';
import { runScript } from './run-script';

const grantAdmin = (...args: string[]) => runScript('scripts/grant-admin.mjs', ...args);

async function roleOf(uid: string): Promise<unknown> {
  return (await adminAuth().getUser(uid)).customClaims?.['role'];
}

describe.skipIf(!hasAuth)('scripts/grant-admin.mjs (Auth emulator)', () => {
  it('grants and then revokes the admin role of an existing account', async () => {
    const email = uniqueEmail('promovido');
    const uid = await signUp(email);
    // Let the sign-up trigger set its claim first, so it cannot race the script.
    expect(await waitForRole(uid)).toBe('integrador');

    const granted = await grantAdmin(email);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.stdout).toContain(`${email} (${uid}): role = admin`);
    if (!hasFirestore) expect(granted.stdout).toContain('Firestore skipped');
    expect(await roleOf(uid)).toBe('admin');
    // An admin belongs to no integrator company (issue 29): the titular claims sign-up gave are gone.
    expect((await adminAuth().getUser(uid)).customClaims).toEqual({ role: 'admin' });

    const revoked = await grantAdmin(email, '--revoke');
    expect(revoked).toMatchObject({ code: 0 });
    expect(revoked.stdout).toContain(`${email} (${uid}): role = integrador`);
    expect(await roleOf(uid)).toBe('integrador');
  });

  it('fails with exit code 1 for an unknown e-mail', async () => {
    const result = await grantAdmin(uniqueEmail('ninguem'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nenhuma conta com o e-mail');
  });

  it('prints the usage and exits with 2 without an e-mail', async () => {
    const result = await grantAdmin('--revoke');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Uso: node scripts/grant-admin.mjs');
  });
});
