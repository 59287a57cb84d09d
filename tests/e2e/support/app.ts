import type { Page } from 'playwright-core';
import { SESSION_KEY } from '../../../web/src/backend/memory/store';
import { budgets } from '../../budgets';

export const baseUrl = (): string => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';

/** Resolves when the path (without query) of the page equals `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** Texts of the toasts currently shown. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator('[data-testid="toast"]').allInnerTexts();
}

/** Waits for a toast containing `text`: a toast answers the backend's answer, so within a function run's budget (tests/budgets.ts). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-testid="toast"]', { hasText: text }).first().waitFor({ state: 'visible', timeout: budgets.callableMs });
}

/**
 * The demo accounts' user ids, by the label of their button on /auth (web/src/backend/memory/seed.ts;
 * web/src/backend/memory/demo-sessions.test.ts checks the two agree).
 */
export const demoUids = {
  Administrador: 'admin-demo',
  'Integrador aprovado': 'int-aprovado',
  'Gestor da equipe': 'equipe-gestor',
  'Vendedor da equipe': 'equipe-vendedor',
  'Vendedora da equipe': 'equipe-vendedora',
  'Aguardando aprovação': 'int-analise',
  'Documentação pendente': 'int-documentacao',
  'Cadastro a completar': 'int-novo',
  'Cadastro rejeitado': 'int-rejeitado',
} as const;

export type DemoLabel = keyof typeof demoUids;

/**
 * Signed in as one of the demo accounts (memory backend only), at `path` (by default /auth, which
 * sends a signed-in person to their landing, as the demo button does). The session is written where
 * the memory backend keeps a tab's sign-in, so the page loads once, already signed in: tests of
 * other screens skip /auth's own load (issue 31). auth.test.ts presses the buttons themselves
 * (`signInWithDemoButton`).
 */
export async function signInAsDemo(page: Page, label: DemoLabel, path = '/auth'): Promise<void> {
  // sessionStorage belongs to the origin: a file of the app that runs no script opens it cheaply.
  if (!page.url().startsWith(baseUrl())) await page.goto('/favicon.svg');
  await page.evaluate(([key, uid]) => sessionStorage.setItem(key, uid), [SESSION_KEY, demoUids[label]] as const);
  await page.goto(path);
}

/** Signs in on /auth by pressing a demo account's button (memory backend only). */
export async function signInWithDemoButton(page: Page, label: DemoLabel): Promise<void> {
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

/** The path of the memory app's 404 page: a cheap route to step through (`openInApp`). */
const stepAsidePath = '/pagina-que-nao-existe';

/**
 * Shows `path` the way a link inside the running app does (the router renders the route, the
 * app does not boot again), or loads it when the page is not the memory app yet (the landing, a
 * blank page). Reaching the current path again steps through the 404 page first, so the route
 * mounts afresh as after a load. A page load costs about 1.7 CPU-seconds here (Chromium's
 * processes and Playwright together, 98 requests); this costs a render. For suites that visit
 * many screens in one context (the accessibility scan); a test of loading itself uses goto.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  // The customer's page (/c/…) runs without the app's router (web/src/main.tsx): load instead.
  const inApp = await page.evaluate(() => Boolean(window.__solarcredMemory) && !location.pathname.startsWith('/c/')).catch(() => false);
  if (!inApp) {
    await page.goto(path);
    return;
  }
  const pushRoute = (to: string) =>
    page.evaluate((target) => {
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  if (new URL(page.url()).pathname === path) {
    await pushRoute(stepAsidePath);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
  }
  await pushRoute(path);
}

/** Waits until the lazily loaded memory adapter has exposed its test hook. */
export async function memoryReady(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(window.__solarcredMemory));
}
