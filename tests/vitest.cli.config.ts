import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { budgets, calibrate } from './budgets.js';

// The run's budgets (tests/budgets.ts), measured before the config reads them; the workers inherit them.
await calibrate();

/**
 * The Firebase CLI as a developer runs it: `firebase emulators:start` started by the test itself
 * (not inside `emulators:exec`), so it runs after the emulator tier's suites, in tier 5
 * (scripts/test.mjs sets CLI_EMULATORS_ONLY where the Firestore emulator can start).
 */
export default defineConfig({
  test: {
    name: 'cli',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/cli/**/*.test.ts'],
    environment: 'node',
    // Starting, seeding and stopping the emulators wait within budgets.emulatorStartMs each; the
    // per-test timeout only stops a stuck test (tests/budgets.ts).
    testTimeout: budgets.hangGuardMs,
    hookTimeout: budgets.hangGuardMs,
    fileParallelism: false,
  },
});
