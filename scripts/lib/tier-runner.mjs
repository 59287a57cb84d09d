/**
 * How scripts/test.mjs runs one tier quietly: builds, checks and emulators write to the tier's log
 * (.test-results/tier-N.log); the console gets one line per step and vitest's own per-file lines.
 * On a failure the log's path and its last lines are printed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { sweepEmulatorEngines } from './emulator-leftovers.mjs';
import { follow, lastLines, run, runLogged } from './proc.mjs';

/** A test file that failed before running any test (syntax, import, setup) counts as one failure. */
function filesThatFailedToLoad(report) {
  return report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
}

function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + filesThatFailedToLoad(report),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** The timings reporter's files and tests (none when it did not run). */
function timingsOf(file) {
  if (!existsSync(file)) return { files: [], tests: [] };
  const { files, tests } = JSON.parse(readFileSync(file, 'utf8'));
  return { files, tests };
}

/** Several runs' counts as one: passed, failed and skipped added, their files and tests together. */
export const sumCounts = (...counts) => ({
  ...Object.fromEntries(['passed', 'failed', 'skipped'].map((key) => [key, counts.reduce((sum, c) => sum + c[key], 0)])),
  files: counts.flatMap((c) => c.files ?? []),
  tests: counts.flatMap((c) => c.tests ?? []),
});

/** vitest itself, not through npx (whose warnings would reach the console). */
const vitestBin = 'node_modules/.bin/vitest';

const quote = (arg) => (/[\s'"]/.test(arg) ? `'${arg.replaceAll("'", "'\\''")}'` : arg);

export class TierRunner {
  /** `write`: where the tier's console lines go (a prefixed writer when tiers run side by side); stdout by default. */
  /** `filter`: the test files to run (words of their paths); TEST_FILTER's words by default. */
  constructor({ root, reports, number, write, filter }) {
    this.filter = filter;
    this.root = root;
    this.reports = reports;
    this.log = resolve(reports, `tier-${number}.log`);
    this.write = write;
  }

  /** One line to the console. */
  say(line) {
    if (this.write) this.write(`${line}\n`);
    else console.log(line);
  }

  /** Prints where the log is and its last lines. */
  showLog(why) {
    this.say(`  ✗ ${why}; log: ${relative(this.root, this.log)}, last lines:`);
    const tail = lastLines(this.log, 40);
    if (tail) this.say(tail.replace(/^/gm, '  │ '));
  }

  /** One build or check, its output to the log; true when it passed. */
  async step(label, command, args, options = {}) {
    this.say(`▶ ${label}`);
    const code = await runLogged(command, args, { cwd: this.root, ...options, log: this.log });
    if (code !== 0) this.showLog(`${label} failed (exit ${code})`);
    return code === 0;
  }

  /**
   * Runs vitest with its per-file lines on the console and a JSON report for the counts. With
   * `wrap`, vitest runs inside the command `wrap` builds (e.g. `firebase emulators:exec`), whose
   * own output goes to the log while vitest's is followed from its own file.
   */
  async vitest(name, args, options = {}) {
    return this.vitestSideBySide([{ name, args }], options);
  }

  /**
   * Several vitest runs at once (`runs`: each a report name, its arguments and any variables of
   * its own, e.g. a port), inside one `wrap` when given (one emulator start serving them all),
   * their per-file lines interleaved on the console; resolves with their counts summed. For
   * queues of files that cannot share a worker but need not wait for each other (tier 5's rules
   * and functions suites, tier 6's seeded and read-only journeys).
   */
  async vitestSideBySide(runs, { env = {}, wrap } = {}) {
    // Console output of passing tests (expected permission errors, latencies repeated in the summary) stays out.
    // TEST_FILTER="kanban comments" runs only the files whose path contains one of the words (a developer's inner loop).
    const filters = this.filter ?? process.env.TEST_FILTER?.split(/\s+/).filter(Boolean) ?? [];
    const planned = runs.map(({ name, args, env: own = {} }) => {
      const out = resolve(this.reports, `${name}.json`);
      const timings = resolve(this.reports, `${name}.timings.json`);
      const vitestArgs = ['run', ...args, ...filters, ...(filters.length ? ['--passWithNoTests'] : []), '--silent=passed-only', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, '--reporter=./scripts/lib/timings-reporter.mjs'];
      return { out, timings, vitestArgs, own: { ...own, TEST_TIMINGS_FILE: timings }, log: resolve(this.reports, `${name}.vitest.txt`) };
    });
    const options = (own) => ({ cwd: this.root, env: { ...process.env, ...env, ...own } });
    const assignments = (own) => Object.entries(own).map(([key, value]) => `${key}=${quote(value)}`).join(' ');
    let code;
    if (wrap) {
      // Each run writes its own file, with its own variables (its timings file, a port); the shell waits for all.
      const inner = planned.map(({ own, vitestArgs, log }) => `${assignments(own)} ${quote(vitestBin)} ${vitestArgs.map(quote).join(' ')} > ${quote(log)} 2>&1`);
      const command = inner.length === 1 ? inner[0] : `${inner.map((one, index) => `${one} & p${index}=$!`).join('; ')}; s=0; ${inner.map((_, index) => `wait $p${index} || s=1`).join('; ')}; exit $s`;
      // The engines a dying CLI leaves on their ports (emulator-leftovers.mjs) are stopped before the next tier starts its own.
      const work = runLogged('npx', wrap(command), { ...options({}), log: this.log }).then(async (exit) => {
        const swept = await sweepEmulatorEngines();
        if (swept.length) this.say(`  ⚠ stopped ${swept.length} emulator engine(s) left running by firebase emulators:exec`);
        return exit;
      });
      code = await planned.reduce((following, { log }) => follow(log, following, this.write), work);
    } else {
      const codes = await Promise.all(planned.map(({ own, vitestArgs }) => run(vitestBin, vitestArgs, { ...options(own), write: this.write })));
      code = codes.find((one) => one !== 0) ?? 0;
    }
    const counts = sumCounts(...planned.map(({ out, timings }) => ({ ...(vitestCounts(out) ?? { passed: 0, failed: 1, skipped: 0 }), ...timingsOf(timings) })));
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
    if (wrap && code !== 0) this.showLog(`vitest or the emulators failed (exit ${code})`);
    return counts;
  }
}
