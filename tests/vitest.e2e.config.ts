import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { budgets, calibrate } from './budgets.js';

// The run's budgets (tests/budgets.ts), measured before the config reads them; the workers inherit them.
await calibrate();

/**
 * The longest files first, so neither worker is left with one at the end while the other idles.
 * Vitest orders by the durations it cached on this machine, and a fresh clone has none: there it
 * ordered by file size, and the accessibility scan (300 s, a small file) started late and ran
 * alone for minutes (issue 31). The slowest files of the last measured run (docs/testing.md):
 */
const slowestFirst = ['a11y.test.ts', 'proposal-wizard.test.ts', 'proposal-details.test.ts', 'onboarding.test.ts', 'admin-integrators.test.ts'];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = slowestFirst.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? slowestFirst.length : index;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

/** Browser tier on the memory backend: the built demo app served by `vite preview`. */
export default defineConfig({
  test: {
    name: 'browser-memory',
    root: resolve(import.meta.dirname, '..'),
    include: ['tests/e2e/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/preview-server.ts'],
    // Every step waits within its own budget; the per-test timeout only stops a stuck test (tests/budgets.ts).
    testTimeout: budgets.hangGuardMs,
    hookTimeout: budgets.hangGuardMs,
    // A page's condition may take as long as a locator does.
    expect: { poll: { timeout: budgets.pageMs } },
    // Two files at a time, one Chromium each, against the one preview server: every test opens
    // its own contexts (the memory backend lives in the page), so files cannot see each other.
    // It roughly halves the tier on 2 cores; more workers only queue for the CPU.
    fileParallelism: true,
    maxWorkers: 2,
    // With two Chromiums on two cores, a drag or a toast now and then misses its 10 s window while
    // the other file runs axe (seen 1 in 270 tests per run; each passed alone). One retry keeps CI
    // honest about real failures (they fail twice) without turning load into red runs.
    retry: 1,
    sequence: { sequencer: SlowestFirst },
  },
});
