/**
 * Accessibility scan: axe-core's WCAG 2.1 A/AA rules on every route of the app (and the dialogs,
 * menus and drawer that matter), as the persona that sees it, at 1280 and 390 px, in light and
 * dark mode. Any serious or critical violation fails; lesser ones are printed. A route joins by
 * being in the route table.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPath, signInAsDemo } from './support/app';
import { allPaths, extraScreens, landingOf, removeTestFiles, routeTable, type Persona, type Screen, type ViewportName } from './support/a11y-routes';
import { blocking, report, scanPage, type ColorMode } from './support/axe';
import { screenshot, usePages } from './support/browser';

const viewportNames: readonly ViewportName[] = ['desktop', 'mobile'];

const entries = Object.entries(routeTable);
const screens: Screen[] = [...entries.flatMap(([, entry]) => ('screens' in entry ? entry.screens : [])), ...extraScreens];
const redirects = entries.flatMap(([from, entry]) => ('redirectsTo' in entry ? [{ from, ...entry }] : []));
const personas = [...new Set<Persona>([...screens.map((s) => s.persona), ...redirects.map((r) => r.persona)])];

describe('route table', () => {
  it('has an entry for every path of web/src/config/paths.ts, and nothing else', () => {
    expect(allPaths().filter((path) => !(path in routeTable))).toEqual([]);
    expect(Object.keys(routeTable).filter((path) => !allPaths().includes(path))).toEqual([]);
  });
});

const pages = usePages();
afterAll(removeTestFiles);

/**
 * Switches the system's colour scheme, which the app follows live while the user has not chosen
 * a mode on 'Meu Perfil' (web/src/ui/color-mode.ts), and resolves once the document shows it.
 * Returns false on a page outside the design system (the landing has one look in both).
 */
async function showInMode(page: Page, mode: ColorMode): Promise<boolean> {
  await page.emulateMedia({ colorScheme: mode });
  const themed = await page.evaluate(() => ['light', 'dark'].some((m) => document.documentElement.classList.contains(m)));
  if (themed) await page.waitForFunction((wanted) => document.documentElement.classList.contains(wanted), mode);
  return themed;
}

/**
 * One page load per screen: the full scan in light mode, then the same state switched to dark
 * and scanned for what colours can change (`coloursOnly`); the markup is the same in both.
 */
async function scanBothModes(page: Page, label: string): Promise<string[]> {
  const failures: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    if (!(await showInMode(page, mode)) && mode === 'dark') break;
    const findings = await scanPage(page, { coloursOnly: mode === 'dark' });
    await screenshot(page, `a11y-${mode}-${label}`);
    const failing = blocking(findings);
    const tolerated = findings.filter((finding) => !failing.includes(finding));
    if (tolerated.length > 0) console.warn(`${label} (${mode}), minor/moderate:\n${report(tolerated)}`);
    if (failing.length > 0) failures.push(`${mode} mode:\n${report(failing)}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return failures;
}

describe.each(viewportNames)('%s', (viewportName) => {
  describe.each(personas)('as %s', (persona) => {
    let page: Page;

    // One signed-in context per persona, kept for the file: the screens are visited one after the other.
    beforeAll(async () => {
      const context = await pages.newContext(viewportName, { colorScheme: 'light', lifetime: 'file' });
      page = await context.newPage();
      if (persona === 'anonymous') return;
      await signInAsDemo(page, persona);
      await expectPath(page, landingOf[persona]);
    });

    const mine = screens.filter((s) => s.persona === persona && (!s.only || s.only === viewportName));
    it.each(mine.map((s) => [s.name, s] as const))('%s', async (name, screen) => {
      await screen.reach(page);
      const label = `${viewportName}-${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
      expect((await scanBothModes(page, label)).join('\n\n'), `${name} (${viewportName})`).toBe('');
    });

    const myRedirects = redirects.filter((r) => r.persona === persona);
    if (myRedirects.length > 0) {
      it.each(myRedirects.map((r) => [r.from, r.redirectsTo] as const))('%s redirects to %s (scanned there)', async (from, to) => {
        await page.goto(from);
        await expectPath(page, to);
      });
    }
  });
});
