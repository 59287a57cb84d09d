// Bundles src/index.ts (and the @solarcred/domain code it imports) into lib/, ES modules. With
// `splitting`, every `import()` of index.ts (each function's handler, src/lazy.ts) becomes a chunk
// of its own, and code several of them share a chunk of its own too: lib/index.js holds only the
// functions' declarations, and a function's instance loads its handler's chunks on its first call
// (issue 46). firebase-functions and firebase-admin stay external: they are the only runtime
// dependencies in package.json, installed from the registry when Cloud Functions builds the
// deployed source. Nothing in lib/ refers to the npm workspace, so `functions/` deploys alone.
// `node build.mjs --watch` (npm run watch:functions) rebuilds on every change, which the running
// Functions emulator picks up by itself. `--outdir <dir>` builds elsewhere and `--metafile <file>`
// writes esbuild's metafile (tests/build/functions-bundle.test.ts, bundle-sizes.mjs).
import { build, context } from 'esbuild';
import { rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const outdir = resolve(argument('--outdir') ?? resolve(here, 'lib'));
const metafile = argument('--metafile');
await rm(outdir, { recursive: true, force: true });

/**
 * zod re-exports every language's error messages as `locales` (360 kB of the 770 kB it adds to a
 * handler), so bundlers keep them all. The domain words its own messages and never selects a
 * locale; zod configures English itself (classic/schemas.js imports locales/en.js directly). So
 * zod's `locales` namespace is built with English only.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(plugins) {
    plugins.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      /[\\/]zod[\\/]v4[\\/]/.test(importer) ? { path: resolve(importer, '../../locales/index.js'), namespace: 'zod-english-only' } : undefined,
    );
    plugins.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, ({ path }) => ({
      contents: `export { default as en } from ${JSON.stringify(resolve(path, '../en.js'))};`,
      resolveDir: resolve(path, '..'),
    }));
  },
};

const options = {
  entryPoints: [resolve(here, 'src/index.ts')],
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: '[name]-[hash]',
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  metafile: Boolean(metafile),
  plugins: [zodEnglishOnly],
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*'],
  // CommonJS code bundled into an ES module may still call require() for Node built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);" },
  logLevel: process.argv.includes('--quiet') ? 'warning' : 'info',
};

if (process.argv.includes('--watch')) await (await context(options)).watch();
else {
  const result = await build(options);
  if (metafile) await writeFile(metafile, JSON.stringify(result.metafile));
}
