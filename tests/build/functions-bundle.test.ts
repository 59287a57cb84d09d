/**
 * Issue 46: every Cloud Function loads only its own handler. Builds functions/ as a deploy does
 * (build.mjs, here into a scratch directory, with esbuild's metafile) and checks that lib/index.js
 * and the chunks it imports statically hold the declarations only (index.ts, lazy.ts, options.ts,
 * params.ts and the signing provider's (issue 47), the emulator seed hook and the domain's paths), no handler, no zod, no
 * firebase-admin, within a size budget; that every function's handler is a chunk of its own and
 * what a function loads stays within a budget (zod without its other languages, build.mjs); and
 * that the entry loads and declares every function while all the handler chunks are absent.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookRetryConfig } from '../../domain/src/api/webhook';
import { closures, type Metafile } from '../../functions/bundle-sizes.mjs';

const root = resolve(import.meta.dirname, '../..');
/** What every function's instance may load at start: its declaration and nothing it runs. */
const declarationSources = ['index.ts', 'lazy.ts', 'options.ts', 'params.ts', 'contracts/providers/params.ts', 'emulator-seed/seed-on-start.ts'].map((file) => `functions/src/${file}`);
/** lib/index.js and its static imports: 20 kB when this was written; the single bundle was 1 MB. */
const entryBudgetBytes = 40 * 1024;
/**
 * All one function loads (the entry, its handler's chunks): at most 546 kB when this was written (zod with English only).
 * 640 kB until issue 49, whose energy analysis (irradiation and tariff tables, sizing, savings) every proposal
 * creation runs: the partner API's function, the largest, then loaded 648 kB.
 * 672 kB since issue 51: its 14 new declarations (one removed) grow the entry every function loads by 2.0 kB (19.3 → 21.3 kB),
 * which took the partner API's function from 675.4 kB to 677.5 kB (its handler's own closure grew 0.15 kB).
 */
const functionBudgetBytes = 672 * 1024;

let scratch = '';
let built: ReturnType<typeof closures>;

beforeAll(() => {
  // Inside the repository, so the built code finds firebase-functions in node_modules as lib/ does in functions/.
  const cache = resolve(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  scratch = mkdtempSync(join(cache, 'functions-bundle-test-'));
  const metafile = join(scratch, 'meta.json');
  const build = spawnSync(process.execPath, ['functions/build.mjs', '--outdir', join(scratch, 'lib'), '--metafile', metafile, '--quiet'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`functions build failed: ${build.stderr}`);
  // functions/package.json says "type": "module"; the scratch copy needs the same.
  writeFileSync(join(scratch, 'lib/package.json'), '{ "type": "module" }\n');
  built = closures(JSON.parse(readFileSync(metafile, 'utf8')) as Metafile, readFileSync(resolve(root, 'functions/src/index.ts'), 'utf8'));
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('functions bundle (issue 46)', () => {
  it('the entry and its static imports hold only the declarations: no handler, no zod, no firebase-admin', () => {
    const inputs = built.entry.flatMap((path) => Object.keys(built.outputs[path]?.inputs ?? {}));
    expect(inputs.filter((input) => input.startsWith('functions/src/')).sort()).toEqual([...declarationSources].sort());
    expect(inputs.filter((input) => input.includes('node_modules/'))).toEqual([]);
    const externals = built.entry.flatMap((path) => built.outputs[path]?.imports.filter((imported) => imported.external).map((imported) => imported.path) ?? []);
    expect(externals.filter((path) => path.startsWith('firebase-admin'))).toEqual([]);
    const bytes = built.entry.reduce((sum, path) => sum + statSync(resolve(root, path)).size, 0);
    expect(bytes).toBeLessThanOrEqual(entryBudgetBytes);
  });

  it('every function has its handler in a chunk of its own, outside the entry, and loads at most 640 kB', () => {
    const names = Object.keys(built.functions);
    expect(names.length).toBeGreaterThan(50);
    const size = (paths: string[]) => paths.reduce((sum, path) => sum + statSync(resolve(root, path)).size, 0);
    for (const [name, { handlerSource, handler }] of Object.entries(built.functions)) {
      const holds = handler.filter((path) => `functions/${handlerSource}` in (built.outputs[path]?.inputs ?? {}));
      expect(holds, `${name}: ${handlerSource} in a chunk of its own`).toHaveLength(1);
      expect(size([...built.entry, ...handler]), `${name}: bytes loaded`).toBeLessThanOrEqual(functionBudgetBytes);
    }
  });

  it('the entry loads and declares every function with every handler chunk absent', () => {
    for (const path of Object.keys(built.outputs)) if (path.endsWith('.js') && !built.entry.includes(path)) rmSync(resolve(root, path));
    const entryUrl = pathToFileURL(resolve(root, built.entryPath)).href;
    const script = `const m = await import(${JSON.stringify(entryUrl)}); console.log(JSON.stringify(Object.fromEntries(Object.entries(m).map(([name, fn]) => [name, Object.keys(fn.__endpoint ?? {}).find((key) => key.endsWith('Trigger')) ?? null]))));`;
    const env = { ...process.env, GCLOUD_PROJECT: 'demo-solarcred', FUNCTIONS_EMULATOR: '', FUNCTIONS_CONTROL_API: '' };
    const loaded = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', env });
    expect(loaded.stderr).toBe('');
    const triggers = JSON.parse(loaded.stdout) as Record<string, string | null>;
    expect(Object.keys(triggers).sort()).toEqual(Object.keys(built.functions).sort());
    for (const [name, trigger] of Object.entries(triggers)) expect(trigger, name).toMatch(/^(callableTrigger|eventTrigger|scheduleTrigger|httpsTrigger|taskQueueTrigger)$/);
  });

  it("deliverWebhook's queue is declared with the domain's retry schedule (index.ts writes the values, so the entry does not load webhook.ts)", () => {
    const entryUrl = pathToFileURL(resolve(root, built.entryPath)).href;
    const script = `const m = await import(${JSON.stringify(entryUrl)}); console.log(JSON.stringify(m.deliverWebhook.__endpoint.taskQueueTrigger.retryConfig));`;
    const env = { ...process.env, GCLOUD_PROJECT: 'demo-solarcred', FUNCTIONS_EMULATOR: '', FUNCTIONS_CONTROL_API: '' };
    const loaded = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', env });
    expect(loaded.stderr).toBe('');
    expect(JSON.parse(loaded.stdout)).toEqual({ ...webhookRetryConfig });
  });
});
