/**
 * Warms the Functions emulator's callables (issue 46), so a person's first click after `npm start`
 * does not pay a cold start. The emulator starts one worker process per function on its first
 * call (~0.8 s on a quiet 2-core machine, 1–5 s on a busy one) and keeps it; each call here is
 * unauthenticated, so the worker loads the function's handler chunk (lazy in functions/src/index.ts)
 * and its handler refuses it before any read or write. Two at a time, to leave the machine usable.
 */
import { fileURLToPath } from 'node:url';
import { inPool } from './pool.mjs';

/** The callables the emulator at `origin` serves (its /backends listing, as callable-bench reads it). */
export async function listCallables(origin) {
  const { backends } = await (await fetch(`${origin}/backends`)).json();
  return backends
    .flatMap((backend) => backend.functionTriggers ?? [])
    .filter((trigger) => trigger.callableTrigger || trigger.labels?.['deployment-callable'])
    .map((trigger) => ({ name: trigger.entryPoint ?? trigger.name, region: trigger.region ?? trigger.regions?.[0] }));
}

/**
 * Calls every callable once, `concurrency` at a time; resolves to { warmed, failed } and never
 * rejects (the emulators may be stopping while it runs: warming is a courtesy, not a step).
 */
export async function warmCallables({ origin, project, concurrency = 2 }) {
  let callables;
  try {
    callables = await listCallables(origin);
  } catch {
    return { warmed: 0, failed: 0 };
  }
  const answered = await inPool(callables, concurrency, async ({ name, region }) => {
    try {
      const response = await fetch(`${origin}/${project}/${region}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
      });
      await response.arrayBuffer();
      return true;
    } catch {
      return false;
    }
  });
  const warmed = answered.filter(Boolean).length;
  const failed = answered.length - warmed;
  return { warmed, failed };
}

// `node scripts/lib/warm-callables.mjs` inside `firebase emulators:exec` (npm start runs it once the demo is ready).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { readFileSync } = await import('node:fs');
  const { port } = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')).emulators.functions;
  const project = process.env.GCLOUD_PROJECT ?? 'demo-solarcred';
  const began = Date.now();
  const { warmed, failed } = await warmCallables({ origin: `http://127.0.0.1:${port}`, project });
  console.log(`warm-callables: ${warmed} callables warmed in ${Math.round((Date.now() - began) / 1000)} s${failed ? `, ${failed} unreachable` : ''}`);
}
