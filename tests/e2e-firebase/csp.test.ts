/**
 * The app under its own hosting headers: the Hosting emulator serves the emulator build with
 * firebase.json's headers (through firebase.headless.json, which only adds the emulators' origins
 * to connect-src). The headers are checked with fetch; the main journeys run in Chromium while
 * every `securitypolicyviolation` event and CSP console error is collected, and none may occur.
 * Read-only: no seeded record changes here.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectPath, signIn } from '../e2e/support/app';
import { usePages } from '../e2e/support/browser';
import { hasAuth, hasFirestore, repoPath } from '../emulator-env';
import { DEMO_PASSWORD } from './support/seed-expectations';

const hostingUrl = process.env['E2E_HOSTING_URL'] ?? '';

interface HostingHeaders {
  headers: { source: string; headers: { key: string; value: string }[] }[];
}
const productionHosting = (JSON.parse(readFileSync(repoPath('firebase.json'), 'utf8')) as { hosting: HostingHeaders }).hosting;
const productionCsp = productionHosting.headers.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy')?.value ?? '';

/** A CSP's directives, name → sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** Everything the page reports as blocked by the CSP, across navigations of its context. */
async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

/** Runs a journey; if a step fails, the violations seen so far are part of the error. */
async function journey(page: Page, violations: string[], steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    const shown = await page.locator('body').innerText().catch(() => '');
    throw new Error(`${String(error)}\nat ${page.url()}, showing: ${shown.slice(0, 400)}\nCSP violations so far: ${JSON.stringify(violations)}`);
  }
  expect(violations).toEqual([]);
}

describe.skipIf(!hasAuth || !hasFirestore || !hostingUrl)('the app under the hosting headers (Hosting emulator)', () => {
  const pages = usePages(() => hostingUrl);
  let page: Page;
  let violations: string[];

  beforeEach(async () => {
    const context = await pages.newContext();
    page = await context.newPage();
    violations = await watchViolations(context, page);
  });

  it('serves the security headers, the pages uncached, hashed assets immutable, any path as the SPA', async () => {
    const index = await fetch(`${hostingUrl}/`);
    const html = await index.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset, 'index.html names its boot script').toMatch(/\/assets\/boot-/);
    const deepLink = await fetch(`${hostingUrl}/admin/integrators`);
    expect(deepLink.status).toBe(200);
    // '/' carries the pre-rendered landing; every other address the same page with an empty root.
    expect(html).toContain('Pular para o conteúdo');
    const shell = await deepLink.text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toMatch(/src="\/assets\/index-[^"]+\.js"/);
    for (const response of [index, deepLink]) {
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const csp = directives(response.headers.get('content-security-policy') ?? '');
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['connect-src']).toContain('http://127.0.0.1:*');
    }
    const script = await fetch(`${hostingUrl}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the production policy is the same without the emulator origins', () => {
    expect(productionCsp).not.toContain('127.0.0.1');
    expect(directives(productionCsp)['connect-src']).toEqual(expect.arrayContaining(['https://firestore.googleapis.com', 'https://viacep.com.br']));
  });

  it('reports a violation when the page reaches an origin the policy does not allow (the watch works)', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => fetch('https://example.com/').catch(() => undefined));
    await expect.poll(() => violations.join('\n')).toContain('connect-src blocked https://example.com');
  });

  it('landing, sign-in as admin, the dashboard, the integrators with the details dialog: no violation', () =>
    journey(page, violations, async () => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await signIn(page, 'admin@solarcred.demo', DEMO_PASSWORD);
      await expectPath(page, '/admin/dashboard');
      await page.getByTestId('stat-value').first().waitFor();
      await page.getByRole('region', { name: 'Novos cadastros' }).getByRole('listitem').first().waitFor();
      await page.goto('/admin/integrators');
      // 'Aprovados': never emptied by admin-review.test.ts, which runs earlier in this tier.
      await page.getByRole('tab', { name: /^Aprovados/ }).click();
      await page.getByTestId('integrator-row').first().waitFor();
      await page.getByRole('button', { name: /^Detalhes de / }).first().click();
      const dialog = page.getByRole('dialog');
      for (const tab of ['Documentos', 'Histórico']) {
        await dialog.getByRole('tab', { name: tab }).click();
        await expect.poll(() => dialog.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      }
    }));

  it("an integrator's /awaiting-approval: no violation", () =>
    journey(page, violations, async () => {
      await signIn(page, 'documentacao@solarcred.demo', DEMO_PASSWORD);
      await expectPath(page, '/awaiting-approval');
      await page.getByTestId('status-panel').waitFor();
    }));
});
