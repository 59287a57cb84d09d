/** The memory backend's demo seed (web/src/backend/memory/seed.ts), bundled with esbuild for Node scripts. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');

/** The module's exports: `seedState(now)`, `demoAccounts`, `DEMO_PASSWORD`. */
export async function loadMemorySeed() {
  const workDir = mkdtempSync(join(tmpdir(), 'solarcred-seed-'));
  const outfile = join(workDir, 'seed.mjs');
  try {
    await build({
      entryPoints: [resolve(root, 'web/src/backend/memory/seed.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      logLevel: 'error',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
