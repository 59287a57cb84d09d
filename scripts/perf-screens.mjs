/**
 * The signed-in first loads: gzip JavaScript a browser with an empty cache downloads to show
 * /auth (signed out) and, for a returning signed-in person, the admin dashboard, the admin board
 * and the integrator dashboard. Used by `npm run perf` (see docs/performance.md).
 *
 * Each screen is loaded twice in one tab: once to sign in, then again with the HTTP cache
 * disabled, counting every script response of that second load.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const demoPassword = 'demo123';

/** What each screen shows once it is ready, and who opens it. */
export const screens = [
  { name: '/auth', path: '/auth', account: null, ready: 'Entrar', targetKb: 200 },
  { name: 'admin dashboard', path: '/admin/dashboard', account: 'admin@solarcred.demo', ready: 'Dashboard', targetKb: 350 },
  { name: 'admin board', path: '/admin/proposals', account: 'admin@solarcred.demo', ready: 'Kanban de Propostas', targetKb: 400 },
  // 352 since issue 51: every area's sign-in consent check and the LGPD pages' entries took it from about 349 to 351.2 kB (docs/performance.md).
  { name: 'integrator dashboard', path: '/integrator/dashboard', account: 'integrador@solarcred.demo', ready: 'Dashboard', targetKb: 352 },
  // The customer's page (issue 28), a phone on a mobile network: a well-formed unknown token, so the
  // guest module and its callable load and answer before the page settles. The page imports its
  // whole form statically, so this is the form's JavaScript too (only the upload's Firebase SDK
  // waits for the first file). 262 kB inside the app shell; 138.6 kB on its own (2026-11-26). 152 since
  // issue 51: the terms box, the LGPD section's loader and the drafts' 90 days took it from about 149.8 to 150.9 kB.
  { name: 'customer link page', path: `/c/${'A'.repeat(43)}`, account: null, ready: 'Link inválido ou expirado', targetKb: 152 },
];

async function signIn(page, baseUrl, email) {
  await page.goto(`${baseUrl}/auth`);
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Senha/).fill(demoPassword);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 30_000 });
  // The sign-in's consent check (issue 51) is over: a returning person's load carries none of it.
  await page.waitForFunction(() => sessionStorage.getItem('solarcred-consent-check') === null, null, { timeout: 30_000 });
}

/**
 * Resolves once no script has been requested for 1.5 s (at most 20 s): the Firestore channel
 * keeps the network busy, so 'networkidle' never comes on the Firebase adapter.
 */
async function scriptsSettled(scripts) {
  const deadline = Date.now() + 20_000;
  let seen = -1;
  while (scripts.length !== seen && Date.now() < deadline) {
    seen = scripts.length;
    await new Promise((done) => setTimeout(done, 1500));
  }
}

/**
 * Gzip kB of the scripts one cache-less load of `screen` downloads, in a fresh browser context
 * (the caller's: the tier-6 budget test measures in its own). `sizes` lists each script.
 */
export async function measureScreenIn(context, baseUrl, screen) {
  const page = await context.newPage();
  if (screen.account) await signIn(page, baseUrl, screen.account);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname;
    scripts.push(response.body().then((body) => ({ name, size: gzipSync(body, { level: 9 }).length }), () => ({ name, size: 0 })));
  });
  await page.goto(`${baseUrl}${screen.path}`);
  await page.getByRole('heading', { name: screen.ready, exact: true }).first().waitFor({ timeout: 30_000 });
  await scriptsSettled(scripts);
  const sizes = await Promise.all(scripts);
  return { ...screen, kb: sizes.reduce((sum, file) => sum + file.size, 0) / 1000, files: sizes.length, sizes };
}

async function measureScreen(browser, baseUrl, screen) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    return await measureScreenIn(context, baseUrl, screen);
  } finally {
    await context.close();
  }
}

/**
 * Measures every screen against the app at `baseUrl`; prints and returns the rows (with
 * `details`, also each screen's scripts over 1 kB gzip, largest first).
 */
export async function measureScreens(label, baseUrl, chromiumPath, details = false) {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] });
  const rows = [];
  try {
    for (const screen of screens) rows.push(await measureScreen(browser, baseUrl, screen));
  } finally {
    await browser.close();
  }
  console.log(`\n■ signed-in first loads, ${label} (${baseUrl}), gzip JS with an empty cache:`);
  for (const row of rows) {
    const met = row.kb <= row.targetKb ? 'yes' : 'NO';
    console.log(`  ${row.name.padEnd(22)} ${row.kb.toFixed(1).padStart(7)} kB in ${String(row.files).padStart(3)} files   target ≤ ${row.targetKb} kB   met: ${met}`);
    if (!details) continue;
    const large = row.sizes.filter((file) => file.size >= 1000).sort((a, b) => b.size - a.size);
    for (const file of large) console.log(`      ${(file.size / 1000).toFixed(1).padStart(7)} kB  ${file.name}`);
  }
  return rows;
}
