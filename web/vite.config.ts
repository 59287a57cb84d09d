import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { prerenderLanding } from './prerender-plugin';

const backends = ['firebase', 'memory'] as const;

/**
 * Chakra's layout and typography components are style-only wrappers of well under 1 kB each, used
 * by nearly every screen: left to the default splitting, each became a chunk of its own (about 25
 * requests per screen), and small files compress badly one by one. One chunk for them all saved
 * 7 kB gzip on the dashboards and 2 kB on /auth (docs/performance.md). Components built on zag
 * machines (menus, dialogs, tabs…) stay apart: they load with the screens that use them.
 */
const chakraStyleOnlyComponents =
  /node_modules\/@chakra-ui\/react\/dist\/esm\/components\/(box|stack|typography|text|heading|flex|grid|simple-grid|center|circle|square|icon|visually-hidden|link|badge|card|skeleton|spinner|stat|list|table|separator|container|span|image|kbd)\//;

/**
 * The backend adapter is chosen at build time (VITE_BACKEND) through the `@backend-adapter`
 * alias, so a build contains exactly one adapter: production never ships the memory backend and
 * the demo never ships the Firebase SDK.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  const backend = env.VITE_BACKEND ?? 'firebase';
  if (!backends.includes(backend as (typeof backends)[number])) {
    throw new Error(`VITE_BACKEND must be one of ${backends.join(', ')}; got "${backend}"`);
  }
  return {
    plugins: [react(), prerenderLanding()],
    resolve: {
      alias: {
        '@backend-adapter': fileURLToPath(new URL(`./src/backend/${backend}/adapter.ts`, import.meta.url)),
        // The customer's page (issue 28) calls its callables without the app's backend (and Firestore).
        '@guest-link': fileURLToPath(new URL(`./src/backend/${backend}/guest-link.ts`, import.meta.url)),
        // The landing's simulator reads the public rates without the adapter (and its SDK).
        '@public-rates': fileURLToPath(new URL(`./src/backend/${backend}/public-rates.ts`, import.meta.url)),
        // Firestore's client-side Pipeline regex engine: unused here (see the module's comment).
        re2js: fileURLToPath(new URL('./src/backend/firebase/no-regex-pipelines.ts', import.meta.url)),
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    // The Firebase adapter is one lazy chunk of ~190 kB gzip; it never loads on public pages.
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // React first: the layout group takes its members' dependencies along, and React in
              // it made every Chakra-free page (the customer's link) download Chakra and Emotion.
              { name: 'react', test: /node_modules\/react\//, priority: 1 },
              { name: 'chakra-layout', test: chakraStyleOnlyComponents },
            ],
          },
        },
      },
    },
  };
});
