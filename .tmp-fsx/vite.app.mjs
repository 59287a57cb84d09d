import { defineConfig } from 'vite';
export default defineConfig({ resolve: { alias: { re2js: '/work/main/web/src/backend/firebase/no-regex-pipelines.ts' } }, build: { target: 'es2022', outDir: 'aout' } });
