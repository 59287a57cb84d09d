/**
 * Issue 18 on the Firebase adapter (the emulator build): what a cold-cache load downloads.
 * /auth without a stored session needs no backend SDK until a form is used, and then Auth only;
 * each signed-in screen stays within its gzip budget (the same measure as `npm run perf`).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { measureScreenIn, screens } from '../../scripts/perf-screens.mjs';
import { baseUrl, expectPath } from '../e2e/support/app';
import { usePages } from '../e2e/support/browser';
import { hasAuth, hasFirestore } from '../emulator-env';
import { DEMO_PASSWORD } from './support/seed-expectations';

/** Markers of the SDKs in a script's text (as tests/build/bundle-separation.test.ts uses them). */
const authSdk = 'identitytoolkit.googleapis.com';
const firestoreSdk = 'firestore.googleapis.com';

/** The text of every script the page fetches from now on. */
function scriptsOf(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

async function fetchedAny(bodies: Promise<string>[], marker: string): Promise<boolean> {
  return (await Promise.all(bodies)).some((text) => text.includes(marker));
}

describe.skipIf(!hasAuth || !hasFirestore)('first loads on the Firebase adapter', () => {
  const pages = usePages();

  it('/auth with no stored session loads no Firebase SDK until a form gets focus, then Auth but not Firestore; signing in works', async () => {
    const page = await pages.open();
    const bodies = scriptsOf(page);
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Entrar' });
    await form.getByLabel('E-mail').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await fetchedAny(bodies, authSdk)).toBe(false);

    await form.getByLabel('E-mail').focus();
    await expect.poll(() => fetchedAny(bodies, authSdk)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await fetchedAny(bodies, firestoreSdk)).toBe(false);

    await form.getByLabel('E-mail').fill('admin@solarcred.demo');
    await form.getByLabel(/^Senha/).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expectPath(page, '/admin/dashboard');
  });

  for (const screen of screens) {
    it(`${screen.name}: at most ${screen.targetKb} kB of gzip JavaScript on a cold cache`, async () => {
      const load = await measureScreenIn(await pages.newContext(), baseUrl(), screen);
      const largest = [...load.sizes].sort((a, b) => b.size - a.size).slice(0, 8).map((file) => `${file.name} ${(file.size / 1000).toFixed(1)} kB`);
      expect(load.kb, `${screen.name}: ${load.kb.toFixed(1)} kB; largest: ${largest.join(', ')}`).toBeLessThanOrEqual(screen.targetKb);
    });
  }
});
