/**
 * The test budgets (tests/budgets.ts, issue 46): a slower run gets longer budgets, a function's run
 * follows the run's cold call, and no browser or emulator test waits on a fixed number of its own.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { budgetsFor, callableFactor, warmUpColdCall } from '../budgets';
import { repoPath } from '../emulator-env';

const reference = { cores: 2, declaredPace: 1, coldCallMs: 0, emulators: true };
const numbers = (budgets: ReturnType<typeof budgetsFor>) => Object.fromEntries(Object.entries(budgets).filter(([, value]) => typeof value === 'number'));

describe('budgetsFor', () => {
  it('doubles every budget on one core, and keeps the reference on more cores than it had', () => {
    const two = numbers(budgetsFor(reference));
    const one = numbers(budgetsFor({ ...reference, cores: 1 }));
    for (const [name, ms] of Object.entries(two)) expect(one[name], name).toBe(name === 'pace' ? 2 : Math.round((ms as number) * 2));
    expect(numbers(budgetsFor({ ...reference, cores: 8 }))).toEqual(two);
  });

  it('multiplies by the pace a person declares, never below the reference', () => {
    expect(budgetsFor({ ...reference, declaredPace: 3 }).actionMs).toBe(3 * budgetsFor(reference).actionMs);
    expect(budgetsFor({ ...reference, declaredPace: 0.5 }).actionMs).toBe(budgetsFor(reference).actionMs);
  });

  it("gives a function's run the larger of the reference and a multiple of the run's cold call", () => {
    const floor = budgetsFor(reference).callableMs;
    expect(budgetsFor({ ...reference, coldCallMs: 1_000 }).callableMs).toBe(floor);
    const slow = budgetsFor({ ...reference, coldCallMs: floor });
    expect(slow.callableMs).toBe(callableFactor * floor);
    // What waits on functions grows with them: a live change after two runs, a page on the emulators.
    expect(slow.liveAfterRuns(2)).toBeGreaterThan(2 * slow.callableMs);
    expect(slow.pageMs).toBeGreaterThan(slow.callableMs);
  });

  it('waits a screen step on the memory backend, a live change where the emulators run', () => {
    expect(budgetsFor({ ...reference, emulators: false }).pageMs).toBe(budgetsFor(reference).actionMs);
    expect(budgetsFor(reference).pageMs).toBe(budgetsFor(reference).liveMs);
  });

  it('keeps the hang guard above every step budget', () => {
    const budgets = budgetsFor({ ...reference, coldCallMs: 10_000 });
    expect(budgets.hangGuardMs).toBeGreaterThan(Math.max(budgets.backlogMs, budgets.emulatorStartMs, budgets.liveAfterRuns(3)));
  });
});

describe('calibrate, once the callables are warm (tiers 4–6)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const record = (content: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'budgets-')), 'warm.json');
    writeFileSync(file, content);
    return file;
  };

  it("takes the warm-up's median cold call, without a call of its own that would find its function warm", async () => {
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099');
    // Nothing listens here: a calibration call of its own could only fail.
    vi.stubEnv('FUNCTIONS_EMULATOR_ORIGIN', 'http://127.0.0.1:1');
    vi.stubEnv('TEST_COLD_CALLABLE_MS', '');
    vi.stubEnv('TEST_WARMUP_RECORD', record(JSON.stringify({ warmed: 40, failed: 0, coldMs: 20_000, seconds: 31 })));
    vi.resetModules();
    const fresh = await import('../budgets');
    await fresh.calibrate();
    expect(process.env['TEST_COLD_CALLABLE_MS']).toBe('20000');
    const floor = fresh.budgetsFor({ cores: availableParallelism(), declaredPace: Number(process.env['TEST_PACE'] ?? 1) || 1, coldCallMs: 0, emulators: true }).callableMs;
    expect(fresh.budgets.callableMs).toBe(Math.max(floor, callableFactor * 20_000));
  });

  it('reads no cold call from a warm-up that warmed nothing, or from no record', () => {
    expect(warmUpColdCall(record(JSON.stringify({ warmed: 0, failed: 0, coldMs: 0 })))).toBeNull();
    expect(warmUpColdCall(record('not json'))).toBeNull();
    expect(warmUpColdCall(undefined)).toBeNull();
    expect(warmUpColdCall(record(JSON.stringify({ warmed: 40, failed: 1, coldMs: 2_100 })))).toEqual({ coldMs: 2_100, warmed: 40 });
  });
});

/** The browser and emulator tiers' files, whose waits tests/budgets.ts sets. */
const budgeted = ['tests/e2e', 'tests/e2e-firebase', 'tests/e2e-auth', 'tests/functions', 'tests/rules', 'tests/cli', 'tests/build'];
/** Waits set to fixed numbers: a `timeout:` option, a test's or hook's own timeout, a default deadline. */
const fixedWait = [/timeout:\s*\d/, /\},\s*\d[\d_]*\);\s*$/m, /(timeout|deadline)\w*\s*=\s*\d[\d_]{3,}/i, /setDefaultTimeout\(\d/];
/** Not waits: a server's keep-alive. */
const allowed = new Map([
  ['tests/e2e/support/static-server.ts', 'keepAliveTimeout: how long the server keeps an idle connection, not a wait'],
]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the tiers wait within the budgets', () => {
  it('no browser or emulator test file sets a fixed timeout of its own', () => {
    const root = repoPath('.');
    const offending = budgeted
      .flatMap((dir) => filesUnder(repoPath(dir)))
      .map((path) => relative(root, path))
      .filter((path) => !allowed.has(path))
      .flatMap((path) =>
        readFileSync(join(root, path), 'utf8')
          .split('\n')
          .flatMap((line, index) => (fixedWait.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offending).toEqual([]);
  });
});
