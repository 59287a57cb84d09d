import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { budgets, calibrate } from './budgets.js';

// The run's budgets (tests/budgets.ts), measured before the config reads them; the workers inherit them.
await calibrate();

/**
 * Auth + Functions emulator tier (runs without Java 21):
 * `firebase emulators:exec --only auth,functions "npx vitest run --config tests/vitest.auth.config.ts"`.
 */
export default defineConfig({
  test: {
    name: 'auth-emulator',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/functions/**/*-auth.test.ts', 'tests/e2e-auth/**/*.test.ts'],
    environment: 'node',
    // The e2e-auth journeys need the emulator build of the web app served (scripts/test.mjs sets E2E_OUT_DIR).
    globalSetup: ['tests/e2e/support/preview-server.ts'],
    // Every step waits within its own budget; the per-test timeout only stops a stuck test (tests/budgets.ts).
    testTimeout: budgets.hangGuardMs,
    hookTimeout: budgets.hangGuardMs,
    // A page's condition may take as long as a locator does.
    expect: { poll: { timeout: budgets.pageMs } },
    fileParallelism: false,
  },
});
