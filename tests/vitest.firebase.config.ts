import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files share one seeded emulator state and several change it (an approval, a comment, a
 * move): the comparison with the demo's fresh seed (backends-agree.test.ts) runs first, on the
 * seed as loaded; the customer link's journey, which adds a proposal to the demo integrator (so
 * the seed's counts the dashboards check grow by one), runs last.
 */
class UntouchedSeedFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => (file.moduleId.endsWith('backends-agree.test.ts') ? 0 : file.moduleId.endsWith('customer-link.test.ts') ? 2 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Browser tier on the Firebase adapter: the emulator build of the web app (web/dist-emulator,
 * served by `vite preview`) against the Auth + Functions + Firestore emulators, seeded by
 * scripts/seed.mjs. Run by `node scripts/test.mjs 6`, which starts the emulators and the seed.
 */
export default defineConfig({
  test: {
    name: 'browser-firebase',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/e2e-firebase/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/preview-server.ts'],
    testTimeout: 60_000,
    // A page's condition may take as long as a locator does (shared 2-core machines, busy CI).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    // One emulator state, seeded once: files run one after another, the comparison first.
    fileParallelism: false,
    sequence: { sequencer: UntouchedSeedFirst },
  },
});
