// Bundles src/index.ts (and the @solarcred/domain code it imports) into lib/index.js, an ES
// module. firebase-functions and firebase-admin stay external: they are the only runtime
// dependencies in package.json, installed from the registry when Cloud Functions builds the
// deployed source. Nothing in lib/ refers to the npm workspace, so `functions/` deploys alone.
// `node build.mjs --watch` (npm run watch:functions) rebuilds on every change, which the running
// Functions emulator picks up by itself.
import { build, context } from 'esbuild';
import { rm } from 'node:fs/promises';

const outdir = new URL('./lib/', import.meta.url);
await rm(outdir, { recursive: true, force: true });

const options = {
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./index.js', outdir).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*'],
  // CommonJS code bundled into an ES module may still call require() for Node built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
  logLevel: 'info',
};

if (process.argv.includes('--watch')) await (await context(options)).watch();
else await build(options);
