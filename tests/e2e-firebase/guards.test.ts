/**
 * The route guards on the Firebase adapter: real Auth sessions, role claims and integrator
 * records from the emulators (seeded by scripts/seed.mjs), the outcomes the memory tier asserts
 * in tests/e2e/auth.test.ts and layouts.test.ts. Read-only: no seeded record changes here.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auth as authText, guard } from '@solarcred/domain/messages';
import { expectPath, expectToast, signIn } from '../e2e/support/app';
import { hasAuth, hasFirestore } from '../emulator-env';
import { peoplePerTest } from './support/people';
import { DEMO_PASSWORD } from './support/seed-expectations';

/** How many signed-in users Firebase Auth persists in this browser context (IndexedDB). */
function storedAuthUsers(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(0);
          const keys = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.filter((key) => String(key).startsWith('firebase:authUser:')).length);
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

describe.skipIf(!hasAuth || !hasFirestore)('route guards on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it('anonymous visitors of the protected areas go to /auth (with "access denied" from the status screen)', async () => {
    const page = await people.anonymous();
    for (const path of ['/admin/dashboard', '/admin/integrators', '/integrator/dashboard']) {
      await page.goto(path);
      await expectPath(page, '/auth');
    }
    await page.goto('/awaiting-approval');
    await expectToast(page, authText.accessDenied);
    await expectPath(page, '/auth');
  });

  it.each([
    ['admin@solarcred.demo', '/admin/dashboard'],
    ['integrador@solarcred.demo', '/integrator/dashboard'],
    ['documentacao@solarcred.demo', '/awaiting-approval'],
    ['novo@solarcred.demo', '/complete-profile'],
  ])('%s signs in and lands on %s', async (email, landing) => {
    await people.signedIn(email, landing);
  });

  it('an integrator cannot open the admin area; an admin is taken from the integrator area to its own', async () => {
    const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
    await integrator.goto('/admin/integrators');
    await expectPath(integrator, '/integrator/dashboard');
    const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
    await admin.goto('/integrator/dashboard');
    await expectPath(admin, '/admin/dashboard');
  });

  it('an integrator still awaiting its profile or approval is kept out of the integrator area', async () => {
    const documentation = await people.signedIn('documentacao@solarcred.demo', '/awaiting-approval');
    await documentation.goto('/integrator/dashboard');
    await expectPath(documentation, '/awaiting-approval');
    const fresh = await people.signedIn('novo@solarcred.demo', '/complete-profile');
    await fresh.goto('/integrator/kanban');
    await expectPath(fresh, '/complete-profile');
  });

  it('a rejected integrator is told so, signed out and left on /auth', async () => {
    const page = await people.anonymous();
    await signIn(page, 'rejeitado@solarcred.demo', DEMO_PASSWORD);
    await expectToast(page, guard.rejected);
    await expectPath(page, '/auth');
    await page.getByRole('form', { name: 'Entrar' }).waitFor();
    // Signed out for real: Firebase Auth keeps no user in the browser.
    await expect.poll(() => storedAuthUsers(page)).toBe(0);
  });
});
