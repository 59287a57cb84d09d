/**
 * Warms the Functions emulator's callables (issue 46), so a person's first click after `npm start`
 * does not pay a cold start. The emulator starts one worker process per function on its first
 * call (~0.8 s on a quiet 2-core machine, 1–5 s on a busy one) and keeps it; each call here is
 * unauthenticated, so the worker loads the function's handler chunk (lazy in functions/src/index.ts)
 * and its handler refuses it before any read or write. Two at a time, to leave the machine usable.
 * The test tiers that start the Functions emulator (4–6) run it too, before their tests (`warmedFirst`).
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
 * Calls every callable once, `concurrency` at a time; resolves to { warmed, failed, coldMs } and
 * never rejects (the emulators may be stopping while it runs: warming is a courtesy, not a step).
 * `coldMs` is the median round trip of the calls that answered: each was its function's first
 * call, so a cold start on this machine at this load (tests/budgets.ts sizes a function's run by
 * it once the callables are warm); 0 when none answered.
 */
export async function warmCallables({ origin, project, concurrency = 2 }) {
  let callables;
  try {
    callables = await listCallables(origin);
  } catch {
    return { warmed: 0, failed: 0, coldMs: 0 };
  }
  const answered = await inPool(callables, concurrency, async ({ name, region }) => {
    const began = performance.now();
    try {
      const response = await fetch(`${origin}/${project}/${region}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
      });
      await response.arrayBuffer();
      return performance.now() - began;
    } catch {
      return null;
    }
  });
  const times = answered.filter((ms) => ms !== null).sort((a, b) => a - b);
  return { warmed: times.length, failed: answered.length - times.length, coldMs: times.length ? Math.round(times[Math.floor((times.length - 1) / 2)]) : 0 };
}

/**
 * The shell command a test tier runs inside `firebase emulators:exec` (scripts/test.mjs, tiers 4–6):
 * every callable warmed first (issue 46: a journey's first call of a function no longer pays its
 * cold start under the test lanes), its result written to `record` for tests/budgets.ts's
 * calibrate(), then `command`, whatever the warm-up answered.
 */
export function warmedFirst(command, record) {
  const quote = (text) => `'${text.replaceAll("'", "'\\''")}'`;
  // Grouped, so that `a && warmedFirst(b)` stays gated on `a` and a `&` inside `command` backgrounds none of the warm-up.
  return `{ node scripts/lib/warm-callables.mjs --record ${quote(record)} || true; } && { ${command}; }`;
}

// `node scripts/lib/warm-callables.mjs` inside `firebase emulators:exec` (npm start runs it once the demo is ready).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { readFileSync, writeFileSync } = await import('node:fs');
  const { port } = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')).emulators.functions;
  const project = process.env.GCLOUD_PROJECT ?? 'demo-solarcred';
  const began = Date.now();
  const result = await warmCallables({ origin: `http://127.0.0.1:${port}`, project });
  const seconds = Math.round((Date.now() - began) / 1000);
  // --record <file>: the result as JSON, for the test tiers' budgets (tests/budgets.ts).
  const record = process.argv.indexOf('--record');
  if (record > 0 && process.argv[record + 1]) writeFileSync(process.argv[record + 1], JSON.stringify({ ...result, seconds }));
  console.log(`warm-callables: ${result.warmed} callables warmed in ${seconds} s (median first call ${result.coldMs} ms)${result.failed ? `, ${result.failed} unreachable` : ''}`);
}
