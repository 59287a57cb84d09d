import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    testTimeout: 60_000,
    // Starting the emulators and the seed: ~20-35 s each on the shared 2-core build machines.
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
