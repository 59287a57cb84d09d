import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    testTimeout: 30_000,
    // A page's condition may take as long as a locator does (shared 2-core machines, busy CI).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
