import { defineConfig } from 'rolldown';
export default defineConfig({ input: process.env.IN, output: { file: 'out-r.js', format: 'esm', minify: true }, resolve: { alias: { re2js: '/work/main/web/src/backend/firebase/no-regex-pipelines.ts' }, conditionNames: ['browser','import','default'], mainFields: ['browser','module','main'] }, platform: 'browser' });
