#!/usr/bin/env node
/**
 * `npm test`: every test tier that can run here, in order, then one summary naming each tier
 * (and why any was skipped) and a last line `N passed, N failed, N skipped`.
 * Exits non-zero when anything failed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { firestoreEmulatorSetup } from './lib/emulators.mjs';
import { run } from './lib/proc.mjs';

const root = resolve(import.meta.dirname, '..');
const reports = resolve(root, '.test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);
const npx = 'npx';
const results = [];

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + filesThatFailedToLoad(report),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** A test file that failed before running any test (syntax, import, setup) counts as one failure. */
function filesThatFailedToLoad(report) {
  return report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
}

async function vitestTier(name, args, { env = {}, wrap } = {}) {
  const out = resolve(reports, `${name.replace(/\W+/g, '-')}.json`);
  const vitestArgs = ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const code = wrap
    ? await run(npx, wrap(vitestArgs.map((a) => (a.includes(' ') ? `'${a}'` : a)).join(' ')), { cwd: root, env: { ...process.env, ...env } })
    : await run(npx, vitestArgs, { cwd: root, env: { ...process.env, ...env } });
  const counts = vitestCounts(out) ?? { passed: 0, failed: 1, skipped: 0 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

async function step(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  return (await run(command, args, { cwd: root, ...options })) === 0;
}

const tiers = [
  {
    name: 'types and lint',
    async run() {
      const checks = [
        ['typecheck domain', ['tsc', '-p', 'domain']],
        ['typecheck web', ['tsc', '-p', 'web']],
        ['typecheck functions', ['tsc', '-p', 'functions']],
        ['typecheck tests', ['tsc', '-p', 'tests']],
        ['eslint', ['eslint', '.', '--max-warnings=0']],
      ];
      let passed = 0;
      let failed = 0;
      for (const [label, args] of checks) {
        if (await step(label, npx, args)) passed++;
        else failed++;
      }
      return { passed, failed, skipped: 0 };
    },
  },
  {
    name: 'unit (domain, web, functions)',
    run: () => vitestTier('unit', ['--config', 'vitest.config.ts']),
  },
  {
    name: 'browser on the memory backend',
    async run() {
      const built =
        (await step('build demo (memory backend)', 'npm', ['run', 'build:demo', '--workspace', 'web'])) &&
        (await step('build production (Firebase backend)', 'npm', ['run', 'build', '--workspace', 'web']));
      if (!built) return { passed: 0, failed: 1, skipped: 0 };
      return vitestTier('browser-memory', ['--config', 'tests/vitest.e2e.config.ts']);
    },
  },
  {
    name: 'Auth + Functions emulators',
    async run() {
      const built =
        (await step('build functions', 'npm', ['run', 'build', '--workspace', 'functions'])) &&
        (await step('build web against the emulators', 'npm', ['run', 'build:emulator', '--workspace', 'web']));
      if (!built) return { passed: 0, failed: 1, skipped: 0 };
      return vitestTier('auth-emulator', ['--config', 'tests/vitest.auth.config.ts'], {
        env: { E2E_OUT_DIR: 'dist-emulator', E2E_PORT: '4174' },
        wrap: (command) => ['firebase', 'emulators:exec', '--project', 'demo-solarcred', '--only', 'auth,functions', command],
      });
    },
  },
  {
    name: 'Firestore + Storage emulators (rules, triggers)',
    async run() {
      const setup = firestoreEmulatorSetup();
      if (setup.blocker) {
        this.skipReason = setup.blocker;
        // Still load every test file so it is checked at run time and counted as skipped.
        const env = { FIRESTORE_EMULATOR_HOST: '', FIREBASE_STORAGE_EMULATOR_HOST: '' };
        return vitestTier('emulator', ['--config', 'tests/vitest.emulator.config.ts'], { env });
      }
      this.skipReason = setup.notes ?? undefined;
      const built = await step('build functions', 'npm', ['run', 'build', '--workspace', 'functions']);
      if (!built) return { passed: 0, failed: 1, skipped: 0 };
      return vitestTier('emulator', ['--config', 'tests/vitest.emulator.config.ts'], {
        env: { ...setup.env, FIREBASE_STORAGE_EMULATOR_HOST: '' },
        wrap: (command) => ['firebase', 'emulators:exec', '--project', 'demo-solarcred', '--only', setup.only, command],
      });
    },
  },
];

for (const [index, tier] of tiers.entries()) {
  const number = index + 1;
  if (only.length && !only.includes(String(number))) continue;
  console.log(`\n━━━ Tier ${number}: ${tier.name} ━━━`);
  const started = Date.now();
  const counts = await tier.run();
  results.push({ number, name: tier.name, ...counts, seconds: (Date.now() - started) / 1000, skipReason: tier.skipReason });
}

console.log('\n━━━ Summary ━━━');
for (const r of results) {
  const note = r.skipReason ? ` (${r.passed === 0 && r.failed === 0 ? 'skipped' : 'partly skipped'}: ${r.skipReason})` : '';
  console.log(`Tier ${r.number} ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.seconds.toFixed(0)} s${note}`);
}
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') > 0 ? 1 : 0);
