/**
 * Browser tier against the Auth (+ Functions) emulator: the production Firebase adapter,
 * built with VITE_USE_EMULATORS, signing in for real. Admins need only their claim, so this
 * runs without the Firestore emulator.
 */
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasAuth } from '../emulator-env';
import { adminAuth, signUp, testPassword, uniqueEmail, waitForRole } from '../functions/auth-emulator';
import { expectPath, expectToast, signIn } from '../e2e/support/app';
import { usePages, screenshot } from '../e2e/support/browser';

describe.skipIf(!hasAuth)('sign-in on the Firebase adapter (Auth emulator)', () => {
  const pages = usePages();
  let page: Page;
  beforeEach(async () => {
    page = await pages.open();
  });
  let adminEmail: string;

  beforeAll(async () => {
    adminEmail = uniqueEmail('admin-e2e');
    const uid = await signUp(adminEmail);
    // The trigger makes every new account an integrador first; grant admin afterwards, as
    // scripts/grant-admin.mjs does for a real project.
    await waitForRole(uid);
    await adminAuth().setCustomUserClaims(uid, { role: 'admin' });
  });

  it('an admin signs in on /auth and lands on the admin dashboard', async () => {
    await page.goto('/auth');
    expect(await page.getByText('Contas de demonstração').count()).toBe(0);
    await signIn(page, adminEmail, testPassword);
    await expectPath(page, '/admin/dashboard');
    await page.getByRole('link', { name: 'Gerenciar Integradores' }).first().waitFor();
    await screenshot(page, 'foundation-emulator-admin-dashboard');
  });

  it('a wrong password reads "Credenciais inválidas."', async () => {
    await page.goto('/auth');
    await signIn(page, adminEmail, 'nao-e-essa');
    await expectToast(page, 'Credenciais inválidas.');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });
});
