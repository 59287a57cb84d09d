import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { prerenderLanding } from './prerender-plugin';

const backends = ['firebase', 'memory'] as const;

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
        // Firestore's client-side Pipeline regex engine: unused here (see the module's comment).
        re2js: fileURLToPath(new URL('./src/backend/firebase/no-regex-pipelines.ts', import.meta.url)),
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    // The Firebase adapter is one lazy chunk of ~190 kB gzip; it never loads on public pages.
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 700 },
  };
});
