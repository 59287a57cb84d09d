/**
 * The scripts are plain Node; the code they share with the app (the domain's data edge, the
 * memory seed, the counters) is TypeScript. esbuild compiles what a script asks for into one
 * ES module inside node_modules/.cache, so bundles import the same firebase-admin as the script.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');

/** Compiles `contents` (TypeScript, paths relative to the repository root) and imports it. */
export async function loadTypeScript(contents) {
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const workDir = mkdtempSync(join(cache, 'solarcred-script-'));
  const outfile = join(workDir, 'module.mjs');
  try {
    await build({
      stdin: { contents, resolveDir: root, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      // One firebase-admin for the script and the bundle, so Timestamps are recognised.
      external: ['firebase-admin', 'firebase-admin/*'],
      logLevel: 'error',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The collection modules of the domain data edge (paths live there, once). */
export function loadDataEdge() {
  return loadTypeScript(
    [
      "export { profiles } from './domain/src/data/profiles.ts';",
      "export { integrators } from './domain/src/data/integrators.ts';",
      "export { members } from './domain/src/data/members.ts';",
      "export { proposals } from './domain/src/data/proposals.ts';",
      "export { integratorProposalStatsCollection, integratorStats, proposalStats, statsDocPath } from './domain/src/data/stats.ts';",
      "export { writeDocument } from './domain/src/data/timestamps.ts';",
      "export { cashbackCycles, cashbackEntries, integratorCashbackStatsCollection } from './domain/src/data/cashback.ts';",
    ].join('\n'),
  );
}
