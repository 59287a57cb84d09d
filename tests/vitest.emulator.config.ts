import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Emulator tier: rules matrices and functions against the Firestore/Storage emulators. Run under
 * `firebase emulators:exec --only auth,functions,firestore,storage`; without those emulators
 * every suite reports as skipped.
 */
export default defineConfig({
  test: {
    name: 'emulator',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/rules/**/*.test.ts', 'tests/functions/**/*-firestore.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // The suites share one emulator and clear it between files.
    fileParallelism: false,
  },
});
