import type { Page } from 'playwright-core';

export const baseUrl = (): string => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';

/** Resolves when the path (without query) of the page equals `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Texts of the toasts currently shown. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator('[data-testid="toast"]').allInnerTexts();
}

/** Waits for a toast containing `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-testid="toast"]', { hasText: text }).first().waitFor({ state: 'visible', timeout: 15_000 });
}

/** Signs in on /auth with one of the demo accounts (memory backend only). */
export async function signInAsDemo(page: Page, label: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: new RegExp(label) }).click();
}

/** Fills and submits the sign-in form on /auth. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/auth') await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Senha/).fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/** Waits until the lazily loaded memory adapter has exposed its test hook. */
export async function memoryReady(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(window.__solarcredMemory));
}
