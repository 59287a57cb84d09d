import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { budgets, calibrate } from './budgets.js';

// The run's budgets (tests/budgets.ts), measured before the config reads them; the workers inherit them.
await calibrate();

const root = fileURLToPath(new URL('..', import.meta.url));
/** Every step waits within its own budget; the per-test timeout only stops a stuck test (tests/budgets.ts). */
const shared = {
  root,
  environment: 'node',
  testTimeout: budgets.hangGuardMs,
  hookTimeout: budgets.hangGuardMs,
  expect: { poll: { timeout: budgets.pageMs } },
  fileParallelism: false,
} as const;
/**
 * The recount compares exact counters with the collections, which only holds while no trigger is
 * still counting: it runs before the suites whose triggers queue slow work (the contracts' PDF
 * renders held the counting back past the quiet window in one fresh-clone run: -96 against -99).
 */
const beforeBacklogs = ['recount-stats-firestore.test.ts'];
class CountersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (beforeBacklogs.some((name) => file.moduleId.endsWith(name)) ? 0 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

/** Its rules read Firestore under the functions' project, so it queues with the functions' suites. */
const storageRules = 'tests/rules/storage.test.ts';

/**
 * Emulator tier: rules matrices and functions against the Firestore/Storage emulators. Run under
 * `firebase emulators:exec --only auth,functions,firestore,storage`; without those emulators
 * every suite reports as skipped.
 *
 * Two queues, each one file at a time, which scripts/test.mjs runs side by side (`--project
 * rules`, `--project functions`; Vitest itself runs every project without file parallelism in one
 * worker): the Firestore rules suites on their own project (tests/emulator-env.ts
 * `rulesProjectId`), which each file clears and seeds; and the functions' suites on the functions'
 * project, which they clear between files and whose triggers they wait for. Neither reads the
 * other's data. One queue after the other they left a third of the two cores idle (issue 31).
 */
export default defineConfig({
  test: {
    // Vitest reads the sequencer from the root config only (a project's is ignored).
    sequence: { sequencer: CountersFirst },
    projects: [
      { test: { ...shared, name: 'rules', include: ['tests/rules/**/*.test.ts'], exclude: [storageRules] } },
      { test: { ...shared, name: 'functions', include: ['tests/functions/**/*-firestore.test.ts', storageRules] } },
    ],
  },
});
