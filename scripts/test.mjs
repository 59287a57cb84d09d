#!/usr/bin/env node
/**
 * `npm test`: every test tier that can run here, in order, then one summary naming each tier
 * (and why any was skipped) and a last line `N passed, N failed, N skipped`.
 * Builds, checks, emulators and the seed log to .test-results/tier-N.log; the console shows the
 * steps, vitest's per-file lines and, on a failure, the log's path and last lines.
 * Exits non-zero when anything failed.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative, resolve } from 'node:path';
import { firestoreEmulatorSetup } from './lib/emulators.mjs';
import { headlessConfig, hostingPort } from './lib/firebase-config.mjs';
import { changedFiles, planFor, testFiles } from './lib/changed.mjs';
import { chromiumPath, HEADLESS_SHELL } from './lib/chromium.mjs';
import { inPool } from './lib/pool.mjs';
import { prefixedWriter } from './lib/proc.mjs';
import { sumCounts, TierRunner } from './lib/tier-runner.mjs';
import { retriesOf, timingReport } from './lib/timing-summary.mjs';
import { warmedFirst } from './lib/warm-callables.mjs';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, '.test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const args = process.argv.slice(2);
// `--changed [ref]`: only what the change touches (scripts/lib/changed.mjs); tier numbers still narrow it.
const changedAt = args.indexOf('--changed');
const changedRef = changedAt >= 0 && args[changedAt + 1] && !/^\d$/.test(args[changedAt + 1]) ? args[changedAt + 1] : undefined;
const only = args.filter((arg, index) => /^\d$/.test(arg) && !(changedRef && index === changedAt + 1));
const plan = changedAt >= 0 ? planFor(changedFiles(root, changedRef), testFiles(root)) : null;
const results = [];
/**
 * The builds of this run, by label: tiers 4 to 6 share the functions and the emulator build, tier
 * 6 serves tier 3's demo build. A tier asking for a build another tier has started waits for it.
 */
const buildsThisRun = new Map();
/** `npm run <script> --workspace <workspace>`, once per run; resolves true when it built. */
async function build(t, label, workspace, script) {
  const started = buildsThisRun.get(label);
  if (started) {
    t.say(`▶ ${label}: built in this run by another tier`);
    return started;
  }
  const building = t.step(label, 'npm', ['run', script, '--workspace', workspace]);
  buildsThisRun.set(label, building);
  return building;
}

// Headless: firebase.json with the Emulator Suite UI off (and the emulator build on Hosting).
const emulatorsExec = (only, command) => ['firebase', 'emulators:exec', ...headlessConfig(), '--project', 'demo-solarcred', '--only', only, command];
/**
 * Tiers 4–6 warm every callable before their tests (issue 46; scripts/lib/warm-callables.mjs), so a
 * journey's first call of a function does not pay its cold start under the test lanes; the
 * warm-up's record (its median cold call) is what tests/budgets.ts's calibrate() sizes a function's run by.
 */
const warmUpOf = (number) => {
  const record = resolve(reports, `warm-callables-tier-${number}.json`);
  return { env: { TEST_WARMUP_RECORD: record }, first: (command) => warmedFirst(command, record) };
};
const noEmulators = { FIRESTORE_EMULATOR_HOST: '', FIREBASE_AUTH_EMULATOR_HOST: '', FIREBASE_STORAGE_EMULATOR_HOST: '' };
/** Tier 5's two queues (tests/vitest.emulator.config.ts), side by side under one emulator start. */
const emulatorQueues = ['rules', 'functions'].map((project) => ({ name: `emulator-${project}`, args: ['--config', 'tests/vitest.emulator.config.ts', '--project', project] }));

const tiers = [
  {
    name: 'types and lint',
    async run(t) {
      const projects = ['domain', 'web', 'functions', 'tests'].filter((project) => !plan || plan.projects.includes(project));
      const checks = [
        ...projects.map((project) => [`typecheck ${project}`, ['tsc', '-p', project]]),
        ...(!plan ? [['eslint', ['eslint', '.', '--max-warnings=0']]] : plan.lint.length ? [['eslint (changed files)', ['eslint', ...plan.lint, '--max-warnings=0']]] : []),
      ];
      // Independent checks, as many at once as there are cores (49 s one after another here).
      const results = await inPool(checks, availableParallelism(), ([label, args]) => t.step(label, 'npx', args));
      const passed = results.filter(Boolean).length;
      return { passed, failed: checks.length - passed, skipped: 0 };
    },
  },
  {
    name: 'unit (domain, web, functions, docs)',
    run: (t) => t.vitest('unit', ['--config', 'vitest.config.ts', ...(plan ? ['--changed', ...(changedRef ? [changedRef] : [])] : [])]),
  },
  {
    name: 'browser on the memory backend',
    async run(t) {
      const built =
        (await build(t, 'build demo (memory backend)', 'web', 'build:demo')) &&
        (await build(t, 'build production (Firebase backend)', 'web', 'build'));
      if (!built) return { passed: 0, failed: 1, skipped: 0 };
      return t.vitest('browser-memory', ['--config', 'tests/vitest.e2e.config.ts']);
    },
  },
  {
    name: 'Auth + Functions emulators',
    async run(t) {
      const built =
        (await build(t, 'build functions', 'functions', 'build')) &&
        (await build(t, 'build web against the emulators', 'web', 'build:emulator'));
      if (!built) return { passed: 0, failed: 1, skipped: 0 };
      const warm = warmUpOf(4);
      return t.vitest('auth-emulator', ['--config', 'tests/vitest.auth.config.ts'], {
        env: { E2E_OUT_DIR: 'dist-emulator', E2E_PORT: '4174', ...warm.env },
        wrap: (command) => emulatorsExec('auth,functions', warm.first(command)),
      });
    },
  },
  {
    name: 'Firestore + Storage emulators (rules, triggers)',
    async run(t) {
      const setup = firestoreEmulatorSetup();
      // A developer's `firebase emulators:start`, which seeds itself (tests/cli), after the suites.
      const cliStart = (env) => t.vitest('cli', ['--config', 'tests/vitest.cli.config.ts'], { env });
      if (setup.blocker) {
        this.skipReason = setup.blocker;
        // Still load every test file so it is checked at run time and counted as skipped.
        return sumCounts(await t.vitestSideBySide(emulatorQueues, { env: noEmulators }), await cliStart(noEmulators));
      }
      this.skipReason = setup.notes ?? undefined;
      if (!(await build(t, 'build functions', 'functions', 'build'))) return { passed: 0, failed: 1, skipped: 0 };
      const warm = warmUpOf(5);
      const suites = await t.vitestSideBySide(emulatorQueues, {
        // WEBHOOK_ALLOW_LOOPBACK: the webhooks' suites receive on http://127.0.0.1 (the functions see it only inside the emulator: functions/src/webhooks/address.ts).
        env: { ...setup.env, FIREBASE_STORAGE_EMULATOR_HOST: '', WEBHOOK_ALLOW_LOOPBACK: '1', ...warm.env },
        wrap: (command) => emulatorsExec(setup.only, warm.first(command)),
      });
      return sumCounts(suites, await cliStart({ ...setup.env, CLI_EMULATORS_ONLY: setup.only }));
    },
    /** How long the developer's `emulators:start` took to be ready, and to have the demo data. */
    notes() {
      const file = resolve(reports, 'cli-start-times.json');
      if (!existsSync(file)) return [];
      const { ready, seeded } = JSON.parse(readFileSync(file, 'utf8'));
      return [`firebase emulators:start: ready after ${ready} s, demo data loaded after ${seeded} s`];
    },
  },
  {
    name: 'browser on the Firebase adapter (Auth + Functions + Firestore emulators)',
    async run(t) {
      const setup = firestoreEmulatorSetup();
      const built =
        (await build(t, 'build functions', 'functions', 'build')) &&
        (await build(t, 'build web against the emulators', 'web', 'build:emulator')) &&
        // The demo build beside it (tests/e2e-firebase/backends-agree.test.ts): tier 3's, when it ran just before.
        (await build(t, 'build demo (memory backend)', 'web', 'build:demo'));
      if (!built) return { passed: 0, failed: 1, skipped: 0 };
      // The Hosting emulator serves the same build with firebase.json's headers (tests/e2e-firebase/csp.test.ts).
      const env = { E2E_OUT_DIR: 'dist-emulator', E2E_HOSTING_URL: `http://127.0.0.1:${hostingPort()}` };
      // Two queues side by side (tests/vitest.firebase.config.ts), each serving the build on its own port.
      const config = ['--config', 'tests/vitest.firebase.config.ts'];
      const queues = [
        { name: 'browser-firebase', args: [...config, '--project', 'journeys'], env: { E2E_PORT: '4175', E2E_DEMO_PORT: '4176', LATENCY_QUEUE: 'journeys' } },
        { name: 'browser-firebase-read-only', args: [...config, '--project', 'read-only'], env: { E2E_PORT: '4177', LATENCY_QUEUE: 'read-only' } },
      ];
      if (setup.blocker) {
        this.skipReason = setup.blocker;
        return t.vitestSideBySide(queues, { env: { ...env, ...noEmulators } });
      }
      const storage = setup.only.includes('storage');
      this.skipReason = storage ? undefined : 'document downloads need the Storage emulator, whose engine is not cached and cannot be downloaded here';
      const warm = warmUpOf(6);
      return t.vitestSideBySide(queues, {
        env: { ...setup.env, ...env, ...(storage ? {} : { FIREBASE_STORAGE_EMULATOR_HOST: '' }), ...warm.env },
        wrap: (command) => emulatorsExec(`${setup.only},hosting`, `node scripts/seed.mjs && ${warm.first(command)}`),
      });
    },
    /** The live latencies the journeys measured (tests/e2e-firebase/support/latency.ts). */
    notes() {
      // One file per queue (tests/e2e-firebase/support/latency.ts), so the two never write one file at once.
      const files = readdirSync(reports).filter((name) => /^live-latency.*\.json$/.test(name)).sort();
      return files.flatMap((name) => Object.entries(JSON.parse(readFileSync(resolve(reports, name), 'utf8'))).map(([measure, ms]) => `live latency ${measure}: ${ms} ms`));
    },
  },
];

if (plan) console.log(`Changed files touch: ${plan.projects.length ? `typecheck ${plan.projects.join(', ')}` : 'no TypeScript project'}; ${plan.unit ? 'unit tests by import graph' : 'no unit test'}; ${Object.entries(plan.tiers).map(([tier, files]) => `tier ${tier}: ${files.length} file(s)`).join(', ') || 'no browser or emulator test'}`);

/** In `--changed` mode, whether a tier has anything to run. */
function narrowToChange(number) {
  if (!plan) return true;
  if (number === 1) return plan.projects.length > 0 || plan.lint.length > 0;
  if (number === 2) return plan.unit;
  return Boolean(plan.tiers[number]);
}

/**
 * Lanes: tiers 1–3 (no emulator) beside tiers 4–6 (the emulators), or one after the other;
 * `TEST_LANES=1` or `2` forces it. Two lanes from 4 cores up, and on 2 cores when the browser tiers
 * drive the headless shell (scripts/lib/chromium.mjs). With the whole browser, tier 3 alone kept
 * both cores 95 % busy and two lanes took 1,114 s against 1,169 s, with a retry; with the shell it
 * uses about 80 % of them, and two lanes took 787 s against about 957 s one after another, with
 * no retry (docs/testing.md, issue 31). Tier 6 goes before tier 5 in the second lane: its journeys
 * wait on callables and upload stalls, which fills tier 3's idle time, and tier 5's two busy
 * queues then run alone at the end (708 s of tiers instead of 787 s).
 */
const laneCount = process.env.TEST_LANES ?? (availableParallelism() >= 4 || chromiumPath() === HEADLESS_SHELL ? '2' : '1');
const lanes = laneCount === '2' ? [[1, 2, 3], [4, 6, 5]] : [[1, 2, 3, 4, 5, 6]];
const selected = (number) => (!only.length || only.includes(String(number))) && narrowToChange(number);
const runningLanes = lanes.map((lane) => lane.filter(selected)).filter((lane) => lane.length);
const sideBySide = runningLanes.length > 1;

async function runTier(number) {
  const tier = tiers[number - 1];
  const write = sideBySide ? prefixedWriter(`[${number}] `) : undefined;
  // In `--changed` mode tiers 3–6 run the test files the change touches.
  const runner = new TierRunner({ root, reports, number, write, filter: plan && number > 2 ? plan.tiers[number] : undefined });
  runner.say(`\n━━━ Tier ${number}: ${tier.name} ━━━`);
  const started = Date.now();
  const counts = await tier.run(runner);
  write?.flush();
  const seconds = (Date.now() - started) / 1000;
  results.push({ number, name: tier.name, ...counts, seconds, skipReason: tier.skipReason, notes: tier.notes?.() ?? [] });
}

const runStarted = Date.now();
await Promise.all(
  runningLanes.map(async (lane) => {
    for (const number of lane) await runTier(number);
  }),
);
results.sort((a, b) => a.number - b.number);

const timing = timingReport(results);
writeFileSync(resolve(reports, 'timings.txt'), `${timing.table}\n`);
console.log('\n━━━ Time ━━━');
for (const line of timing.lines) console.log(line);
console.log(`Every file's time: ${relative(root, resolve(reports, 'timings.txt'))}`);

console.log('\n━━━ Summary ━━━');
for (const r of results) {
  const note = r.skipReason ? ` (${r.passed === 0 && r.failed === 0 ? 'skipped' : 'partly skipped'}: ${r.skipReason})` : '';
  const retried = retriesOf(r.tests);
  console.log(`Tier ${r.number} ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.seconds.toFixed(0)} s${retried ? `, ${retried} retried` : ''}${note}`);
  for (const line of r.notes) console.log(`  ${line}`);
}
console.log(`Wall time: ${((Date.now() - runStarted) / 1000).toFixed(0)} s${sideBySide ? ' (tiers 1–3 beside tiers 4–6)' : ''}`);
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') > 0 ? 1 : 0);
