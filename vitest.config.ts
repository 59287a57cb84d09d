import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit tier: domain, web components, function handlers, and the docs that must match the code. */
export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on the 2-core machines that is one worker, and the
    // tier ran serially (74 s; 44 s with both cores).
    maxWorkers: availableParallelism(),
    // Issue 31: the node projects share their workers' module registry (`isolate: false`: each
    // file imported domain and zod afresh, 54 s → 36 s for the tier); their tests hold no module
    // state, and seed-on-start's mocks undo themselves. The web project keeps isolation (React,
    // the DOM) on happy-dom, which sets up in a third of jsdom's time.
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node', isolate: false } },
      { test: { name: 'functions', include: ['functions/src/**/*.test.ts'], environment: 'node', isolate: false } },
      { test: { name: 'docs', include: ['tests/docs/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', include: ['tests/scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test-setup.ts'],
          // A hang guard, not a pace: the component tests await conditions (test-setup.ts), and a
          // loaded 2-core machine renders Chakra several times slower than an idle one.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
