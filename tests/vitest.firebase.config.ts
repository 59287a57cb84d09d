import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { budgets, calibrate } from './budgets.js';

// The run's budgets (tests/budgets.ts), measured before the config reads them; the workers inherit them.
await calibrate();

/**
 * The files share one seeded emulator state and several change it (an approval, a comment, a
 * move): the comparison with the demo's fresh seed (backends-agree.test.ts) runs first, on the
 * seed as loaded; the journeys that add a proposal to the demo integrator or approve one (so the
 * seed's counts the dashboards check move) run last.
 */
const changesSeedCounts = ['customer-link.test.ts', 'contract-signing.test.ts', 'contract-admin.test.ts', 'funding.test.ts', 'energy-customer.test.ts', 'energy-wizard.test.ts'];

class UntouchedSeedFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (file.moduleId.endsWith('backends-agree.test.ts') ? 0 : changesSeedCounts.some((name) => file.moduleId.endsWith(name)) ? 2 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Journeys that write nothing a page of another journey reads, and read nothing those journeys
 * change: they run in a second queue beside the others (issue 31). The upload's stall limit is
 * 15 s of waiting; the CSP checks and the landing's simulator only read.
 */
const readOnlyJourneys = ['tests/e2e-firebase/uploads.test.ts', 'tests/e2e-firebase/csp.test.ts', 'tests/e2e-firebase/simulator.test.ts'];

const shared = {
  root: fileURLToPath(new URL('..', import.meta.url)),
  environment: 'node' as const,
  globalSetup: ['tests/e2e/support/preview-server.ts'],
  // Every step waits within its own budget; the per-test timeout only stops a stuck test (tests/budgets.ts).
  testTimeout: budgets.hangGuardMs,
  hookTimeout: budgets.hangGuardMs,
  // A page's condition may take as long as a locator does.
  expect: { poll: { timeout: budgets.pageMs } },
  // One emulator state, seeded once: a queue's files run one after another.
  fileParallelism: false,
};

/**
 * Browser tier on the Firebase adapter: the emulator build of the web app (web/dist-emulator,
 * served from memory) against the Auth + Functions + Firestore emulators, seeded by
 * scripts/seed.mjs. Run by `node scripts/test.mjs 6`, which starts the emulators and the seed,
 * and runs the two queues side by side (`--project journeys`, `--project read-only`), each on a
 * port of its own.
 */
export default defineConfig({
  test: {
    // Vitest reads the sequencer from the root config only (a project's is ignored).
    sequence: { sequencer: UntouchedSeedFirst },
    projects: [
      { test: { ...shared, name: 'journeys', include: ['tests/e2e-firebase/**/*.test.ts'], exclude: readOnlyJourneys } },
      { test: { ...shared, name: 'read-only', include: readOnlyJourneys } },
    ],
  },
});
