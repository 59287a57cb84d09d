import { defineConfig } from 'vitest/config';

/** Unit tier: domain, web components and function handlers. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'functions', include: ['functions/src/**/*.test.ts'], environment: 'node' } },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
