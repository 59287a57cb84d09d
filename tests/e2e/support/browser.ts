/**
 * The browser tests' page setup, in one place: Debian's Chromium driven by playwright-core (test
 * tools never download a browser; its headless shell when installed, scripts/lib/chromium.mjs),
 * one browser per test file, a fresh context per test.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, type TestContext } from 'vitest';
import { chromiumPath } from '../../../scripts/lib/chromium.mjs';
import { budgets } from '../../budgets';
import { baseUrl } from './app';

export const CHROMIUM_PATH = chromiumPath();

const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Viewport = { width: number; height: number };

/** The two screens the specification is checked on. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const satisfies Record<string, Viewport>;

/** A named viewport ('desktop', 'mobile') or any size. */
export type ViewportChoice = keyof typeof viewports | Viewport;

const sizeOf = (choice: ViewportChoice): Viewport => (typeof choice === 'string' ? viewports[choice] : choice);

/** The pages of the running test. Everything opened is closed when the test ends. */
export interface TestPages {
  /**
   * A page in a fresh context of its own (empty storage: the memory backend starts from its
   * seed, no Firebase user), pt-BR, São Paulo time, at `viewport` (desktop by default).
   */
  open(viewport?: ViewportChoice): Promise<Page>;
  /** A fresh context, for a test that opens several pages (tabs) in it. */
  newContext(viewport?: ViewportChoice, options?: ContextOptions): Promise<BrowserContext>;
}

export interface ContextOptions {
  /** The `prefers-color-scheme` the page sees. */
  colorScheme?: 'light' | 'dark';
  /**
   * The `prefers-reduced-motion` the page sees: 'reduce' unless told (dialogs, menus and toasts
   * then come and go without animation frames, which busy pages run short of); a test of motion
   * itself (the landing's carousel, the board's glide) asks for 'no-preference'.
   */
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * 'test' (default): closed when the test ends. 'file': kept until the file ends, for a suite
   * that signs in once in a `beforeAll` and visits many screens (the accessibility scan).
   */
  lifetime?: 'test' | 'file';
}

/**
 * Registers the hooks of a browser test file and returns its pages: one Chromium for the file,
 * and per test the contexts `open`/`newContext` make, closed after the test. `baseURL` is read
 * when a context opens (the global setup publishes it), so relative `page.goto('/auth')` works.
 * `defaults.reducedMotion` is the file's motion preference (a file about motion asks for
 * 'no-preference').
 */
export function usePages(baseURL: () => string = baseUrl, defaults: Pick<ContextOptions, 'reducedMotion'> = {}): TestPages {
  let browser: Browser | undefined;
  const opened: BrowserContext[] = [];
  const kept: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: flags });
  });
  // Page loads of the app are the browser tiers' main cost (about 1.5 CPU-seconds each): each test reports
  // its own count (scripts/lib/timings-reporter.mjs sums them per file).
  let loads = 0;
  afterEach(async ({ task }: TestContext) => {
    (task.meta as { pageLoads?: number }).pageLoads = loads;
    loads = 0;
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await Promise.all(kept.splice(0).map((context) => context.close()));
    await browser?.close();
  });

  const newContext = async (viewport: ViewportChoice = 'desktop', options: ContextOptions = {}): Promise<BrowserContext> => {
    if (!browser) throw new Error('the browser did not start');
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: sizeOf(viewport),
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      reducedMotion: options.reducedMotion ?? defaults.reducedMotion ?? 'reduce',
      ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
    });
    // A locator, a click, a navigation: a page answering (tests/budgets.ts).
    context.setDefaultTimeout(budgets.actionMs);
    // The app's documents only: a file opened to reach the origin (signInAsDemo's favicon) runs no script.
    context.on('page', (page) => page.on('load', () => void (/^https?:\/\/[^/]+\/[^.]*$/.test(page.url().split(/[?#]/)[0] ?? '') && loads++)));
    (options.lifetime === 'file' ? kept : opened).push(context);
    return context;
  };
  return {
    newContext,
    open: async (viewport) => (await newContext(viewport)).newPage(),
  };
}

/**
 * Another page of `context` (same storage, same signed-in demo data) in a window of its own. A
 * second tab would be a background tab, and headless Chromium gives a background tab about one
 * animation frame a second once it idles: every click (Playwright waits for two steady frames)
 * and every exit animation then takes seconds. Measured on the notice form with two integrator
 * pages open: 'Enviar Aviso' clicked in 2.1 s as a tab, 0.1 s as a window.
 */
export async function openWindow(context: BrowserContext): Promise<Page> {
  const browser = context.browser();
  const sibling = context.pages()[0];
  if (!browser || !sibling) return context.newPage();
  const pageSession = await context.newCDPSession(sibling);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  await pageSession.detach();
  const browserSession = await browser.newBrowserCDPSession();
  try {
    const [page] = await Promise.all([
      context.waitForEvent('page'),
      browserSession.send('Target.createTarget', { url: 'about:blank', browserContextId: targetInfo.browserContextId, newWindow: true }),
    ]);
    return page;
  } finally {
    await browserSession.detach();
  }
}

/**
 * Resolves once the page's finite CSS animations and transitions have finished (slide-ins,
 * fades); endless ones (spinners) are left out.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    // allSettled: an animation cancelled on the way (an element removed) counts as finished.
    return Promise.allSettled(finite.map((animation) => animation.finished)).then(() => undefined);
  });
}

/** Screenshots for people to look at (written only when SCREENSHOTS=1). */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: options.fullPage ?? true });
}
