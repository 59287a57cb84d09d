#!/usr/bin/env node
/**
 * `npm run perf`: Lighthouse (mobile preset) on the landing page of the production build, plus the
 * gzip size of the JavaScript the landing loads before any interaction. A benchmark, not a test:
 * it exits 0 whatever the scores, and 1 only when it could not run.
 *
 *   npm run perf                  build web/dist and web/dist-demo if missing, measure both
 *   npm run perf -- --rebuild     rebuild both first
 *   npm run perf -- --runs 3      Lighthouse 3 times per build, report the median run
 *   npm run perf -- --only prod   measure the production build only (or: --only demo)
 *   npm run perf -- --details     also print the LCP element, long tasks and script boot-up times
 *                                 (with --screens: each screen's scripts, largest first)
 *   npm run perf -- --dir dist-x  measure an existing build in web/dist-x instead (experiments)
 *   npm run perf -- --screens     only the signed-in first loads (perf-screens.mjs): the demo
 *                                 build, and the Firebase adapter when `npm start` is running
 *
 * The production build (Firebase adapter) is the real target; the demo build (memory adapter) is
 * printed for comparison. See docs/performance.md.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { hostingPort } from './lib/firebase-config.mjs';
import { measureScreens } from './perf-screens.mjs';

const root = resolve(import.meta.dirname, '..');
const webDir = resolve(root, 'web');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags that work headless as root here (docs: /work/shared/TOOLCHAIN.md). */
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const targets = {
  performance: 0.95,
  accessibility: 0.95,
  'best-practices': 0.95,
  seo: 0.95,
  jsKb: 170,
};

const builds = {
  prod: { label: 'production (Firebase adapter)', outDir: 'dist', args: ['vite', 'build'], port: 4317 },
  demo: {
    label: 'demo (memory adapter)',
    outDir: 'dist-demo',
    args: ['vite', 'build', '--mode', 'demo', '--outDir', 'dist-demo'],
    port: 4318,
  },
};

class CannotRun extends Error {}

function run(command, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => done(code ?? 1));
    child.on('error', () => done(127));
  });
}

async function ensureBuilt(build, rebuild) {
  if (!rebuild && existsSync(resolve(webDir, build.outDir, 'index.html'))) return;
  console.log(`\n▶ building ${build.label} into web/${build.outDir}`);
  const code = await run('npx', build.args, { cwd: webDir });
  if (code !== 0) throw new CannotRun(`the ${build.label} build failed (exit ${code})`);
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 150));
  }
  throw new CannotRun(`${url} did not answer within ${timeoutMs} ms`);
}

/** `vite preview` of one build on 127.0.0.1; resolves with a function that stops it. */
async function serve(build) {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', build.outDir, '--port', String(build.port), '--host', '127.0.0.1', '--strictPort'],
    { cwd: webDir, stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    await waitForHttp(`http://127.0.0.1:${build.port}/`, 30_000);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}

/** chrome-launcher is Lighthouse's own dependency: resolve it from there. */
async function loadChromeLauncher() {
  const require = createRequire(import.meta.url);
  const fromLighthouse = createRequire(require.resolve('lighthouse'));
  return import(fromLighthouse.resolve('chrome-launcher'));
}

/** One Lighthouse run with the default (mobile, simulated throttling) preset. */
async function lighthouseOnce(url) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await loadChromeLauncher();
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new CannotRun('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'];

/** What an audit item points at: a DOM node, a URL or a console message. */
function describeItem(item) {
  if (item.node?.snippet) return `${item.node.snippet.slice(0, 140)}${item.node.explanation ? ` (${item.node.explanation.split('\n').slice(0, 2).join(' ').trim()})` : ''}`;
  if (item.description) return String(item.description).slice(0, 160);
  if (item.source?.url) return item.source.url;
  if (item.url) return item.url;
  return null;
}

function failedAudits(lhr) {
  const failed = [];
  for (const id of categoryIds) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
        const items = (audit.details?.items ?? []).map(describeItem).filter(Boolean).slice(0, 4);
        failed.push({ title: `${id}: ${audit.title} (${audit.displayValue ?? audit.score})`, items });
      }
    }
  }
  return failed;
}

/**
 * Script URLs requested until the load event, with no interaction, from a plain Chromium page
 * (no throttling). Each is fetched and gzipped at level 9, like Vite's report. Scripts that
 * arrive in the 3 s after load are listed separately.
 */
async function initialScripts(url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromeFlags.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const beforeLoad = [];
    const afterLoad = [];
    let loaded = false;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') (loaded ? afterLoad : beforeLoad).push(request.url());
    });
    await page.goto(url, { waitUntil: 'load' });
    loaded = true;
    await page.waitForTimeout(3000);
    const sized = async (list) =>
      Promise.all(
        [...new Set(list)].map(async (scriptUrl) => {
          const body = Buffer.from(await (await fetch(scriptUrl)).arrayBuffer());
          return { url: new URL(scriptUrl).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
        }),
      );
    return { beforeLoad: await sized(beforeLoad), afterLoad: await sized(afterLoad) };
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(build, runs) {
  const stop = await serve(build);
  const url = `http://127.0.0.1:${build.port}/`;
  try {
    const lhrs = [];
    for (let index = 0; index < runs; index += 1) {
      process.stdout.write(`  Lighthouse run ${index + 1}/${runs} on ${url} … `);
      const lhr = await lighthouseOnce(url);
      lhrs.push(lhr);
      console.log(categoryIds.map((id) => `${id} ${lhr.categories[id].score}`).join(', '));
    }
    const medianPerf = median(lhrs.map((lhr) => lhr.categories.performance.score));
    const chosen = lhrs.find((lhr) => lhr.categories.performance.score === medianPerf) ?? lhrs[0];
    const scripts = await initialScripts(url);
    return { build, lhr: chosen, scripts };
  } finally {
    stop();
  }
}

/** Where the time goes: the LCP element, the long main-thread tasks and each script's cost. */
function reportDetails(lhr) {
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (lcp) console.log(`  LCP element: ${lcp.snippet}`);
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  if (phases.length > 0) console.log(`  LCP phases: ${phases.map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(' · ')}`);
  console.log('  long tasks (simulated):');
  for (const task of (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 8)) {
    console.log(`    ${String(Math.round(task.duration)).padStart(5)} ms at ${Math.round(task.startTime)} ms  ${task.url}`);
  }
  console.log('  script boot-up (simulated, ms: total / evaluation / parse):');
  for (const item of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 8)) {
    console.log(`    ${Math.round(item.total)} / ${Math.round(item.scripting)} / ${Math.round(item.scriptParseCompile)}  ${item.url}`);
  }
}

function report({ build, lhr, scripts }, details = false) {
  const jsGzip = scripts.beforeLoad.reduce((sum, script) => sum + script.gzip, 0);
  const rows = [
    ...categoryIds.map((id) => {
      const score = lhr.categories[id].score;
      return [`Lighthouse ${id}`, score.toFixed(2), `≥ ${targets[id].toFixed(2)}`, score >= targets[id]];
    }),
    ['JS before interaction (gzip)', `${kb(jsGzip)} kB`, `≤ ${targets.jsKb} kB`, jsGzip / 1000 <= targets.jsKb],
  ];
  const width = [30, 10, 10];
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(width[index] ?? 6)).join(' │ ');
  console.log(`\n■ ${build.label}: web/${build.outDir}`);
  console.log(line(['measure', 'value', 'target', 'met']));
  console.log('─'.repeat(66));
  for (const [name, value, target, met] of rows) console.log(line([name, value, target, met ? 'yes' : 'NO']));

  console.log(
    `\n  Lighthouse ${lhr.lighthouseVersion}, mobile preset (simulated slow 4G, 4× CPU slowdown); ` +
      `this machine's benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)} (higher is faster)`,
  );
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
  console.log(`  metrics: ${metrics.map((id) => `${lhr.audits[id].title} ${lhr.audits[id].displayValue}`).join(' · ')}`);
  console.log('  scripts before load (gzip / raw):');
  for (const script of scripts.beforeLoad) console.log(`    ${kb(script.gzip).padStart(7)} kB / ${kb(script.raw).padStart(7)} kB  ${script.url}`);
  if (scripts.afterLoad.length > 0) {
    console.log('  scripts in the 3 s after load, without interaction (not counted):');
    for (const script of scripts.afterLoad) console.log(`    ${kb(script.gzip).padStart(7)} kB / ${kb(script.raw).padStart(7)} kB  ${script.url}`);
  }
  if (details) reportDetails(lhr);
  const failed = failedAudits(lhr);
  if (failed.length > 0) {
    console.log('  audits below 0.9:');
    for (const audit of failed) {
      console.log(`    - ${audit.title}`);
      for (const item of audit.items) console.log(`        · ${item}`);
    }
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      rebuild: { type: 'boolean', default: false },
      runs: { type: 'string', default: '1' },
      only: { type: 'string' },
      details: { type: 'boolean', default: false },
      dir: { type: 'string' },
      screens: { type: 'boolean', default: false },
    },
  });
  if (values.screens) return measureSignedInScreens(values.details);
  const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
  if (values.dir) {
    if (!existsSync(resolve(webDir, values.dir, 'index.html'))) throw new CannotRun(`web/${values.dir} has no index.html`);
    builds.custom = { label: `build in web/${values.dir}`, outDir: values.dir, args: [], port: 4319 };
  }
  const chosen = values.dir ? ['custom'] : values.only ? [values.only] : ['prod', 'demo'];
  for (const key of chosen) if (!(key in builds)) throw new CannotRun(`--only takes prod or demo, not "${key}"`);
  if (!existsSync(chromiumPath)) throw new CannotRun(`no Chromium at ${chromiumPath} (apt-get install -y chromium)`);

  for (const key of chosen) if (key !== 'custom') await ensureBuilt(builds[key], values.rebuild);
  const results = [];
  for (const key of chosen) {
    console.log(`\n▶ measuring ${builds[key].label}`);
    results.push(await measure(builds[key], runs));
  }
  for (const result of results) report(result, values.details);
  console.log('\nTargets: every Lighthouse category ≥ 0.95 and ≤ 170 kB of gzip JS before interaction (production build).');
  if (!values.dir) await measureSignedInScreens(values.details);
}

/**
 * The demo build served here, and the production build on the emulators when `npm start` is
 * running (its Hosting emulator serves web/dist-emulator with the Firebase adapter).
 */
async function measureSignedInScreens(details) {
  await ensureBuilt(builds.demo, false);
  const stop = await serve(builds.demo);
  try {
    await measureScreens(builds.demo.label, `http://127.0.0.1:${builds.demo.port}`, chromiumPath, details);
  } finally {
    stop();
  }
  const hosting = `http://127.0.0.1:${hostingPort()}`;
  try {
    await fetch(hosting);
  } catch {
    console.log(`\n  (the Firebase adapter's screens need \`npm start\` running: nothing answers at ${hosting})`);
    return;
  }
  await measureScreens('production build on the emulators (Firebase adapter)', hosting, chromiumPath, details);
}

main().catch((error) => {
  console.error(`\nperf could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
