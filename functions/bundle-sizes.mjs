// What each deployed function loads (issue 46): lib/index.js and the chunks it imports statically,
// plus, for each function, its handler's chunk (the `import()` index.ts names for it) and the
// chunks that one imports. `node bundle-sizes.mjs [--json]` builds into a scratch directory with
// esbuild's metafile (build.mjs --metafile) and prints a markdown table, bytes and gzip.
// `closures(metafile, indexSource)` is what tests/build/functions-bundle.test.ts checks.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The outputs `start` imports statically, `start` included (metafile paths). */
function staticClosure(outputs, start) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path) || !outputs[path]) return;
    seen.add(path);
    for (const imported of outputs[path].imports) if (!imported.external && imported.kind === 'import-statement') visit(imported.path);
  };
  visit(start);
  return [...seen];
}

/**
 * From esbuild's metafile and index.ts's text: `entry` (the outputs every instance loads at
 * start) and, per function, `handler` (its handler module's chunk and what it imports, not in
 * `entry`), each a list of output paths; `handlerSource` is the module index.ts imports for it.
 */
export function closures(metafile, indexSource) {
  const outputs = Object.fromEntries(Object.entries(metafile.outputs).filter(([path]) => path.endsWith('.js')));
  const entryPath = Object.keys(outputs).find((path) => outputs[path].entryPoint?.endsWith('src/index.ts'));
  if (!entryPath) throw new Error('no output for src/index.ts in the metafile');
  const entry = staticClosure(outputs, entryPath);
  const functions = {};
  for (const [, name, module] of indexSource.matchAll(/export const (\w+) =[^;]*?import\('\.\/([^']+)'\)/gs)) {
    const source = `src/${module}.ts`;
    const chunk = Object.keys(outputs).find((path) => outputs[path].entryPoint?.endsWith(source));
    functions[name] = { handlerSource: source, handler: chunk ? staticClosure(outputs, chunk).filter((path) => !entry.includes(path)) : [] };
  }
  return { entryPath, entry, functions, outputs };
}

const sizeOf = (paths, dir) => {
  const text = Buffer.concat(paths.map((path) => readFileSync(resolve(dir, path))));
  return { bytes: text.length, gzip: gzipSync(text).length };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scratch = mkdtempSync(join(resolve(here, '../node_modules/.cache'), 'functions-sizes-'));
  try {
    const metafilePath = join(scratch, 'meta.json');
    execFileSync(process.execPath, [resolve(here, 'build.mjs'), '--outdir', join(scratch, 'lib'), '--metafile', metafilePath, '--quiet'], { stdio: 'inherit' });
    const metafile = JSON.parse(readFileSync(metafilePath, 'utf8'));
    // Metafile paths are relative to the working directory esbuild ran in (ours).
    const { entry, functions } = closures(metafile, readFileSync(resolve(here, 'src/index.ts'), 'utf8'));
    const base = sizeOf(entry, process.cwd());
    const rows = Object.entries(functions).map(([name, { handler }]) => {
      const own = sizeOf(handler, process.cwd());
      return { name, handlerBytes: own.bytes, totalBytes: base.bytes + own.bytes, totalGzip: sizeOf([...entry, ...handler], process.cwd()).gzip };
    });
    const all = sizeOf(Object.keys(metafile.outputs).filter((path) => path.endsWith('.js')), process.cwd());
    if (process.argv.includes('--json')) console.log(JSON.stringify({ entryBytes: base.bytes, entryGzip: base.gzip, allBytes: all.bytes, functions: rows }, null, 2));
    else {
      const kb = (bytes) => (bytes / 1024).toFixed(1);
      console.log(`Every instance loads lib/index.js and its static imports: ${kb(base.bytes)} kB (${kb(base.gzip)} kB gzip); all of lib/*.js: ${kb(all.bytes)} kB.\n`);
      console.log('| function | its handler’s chunks kB | loaded in all kB | gzip kB |\n|---|---:|---:|---:|');
      for (const row of rows) console.log(`| ${row.name} | ${kb(row.handlerBytes)} | ${kb(row.totalBytes)} | ${kb(row.totalGzip)} |`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
