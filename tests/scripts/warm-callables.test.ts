/** `npm start`'s warm-up of the callables (scripts/lib/warm-callables.mjs), against a local fake of the Functions emulator. */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { warmCallables, warmedFirst } from '../../scripts/lib/warm-callables.mjs';

const backends = {
  backends: [
    {
      functionTriggers: [
        { entryPoint: 'moveProposal', region: 'southamerica-east1', callableTrigger: {} },
        { entryPoint: 'addComment', region: 'southamerica-east1', labels: { 'deployment-callable': 'true' } },
        { entryPoint: 'onProposalWritten', region: 'southamerica-east1', eventTrigger: {} },
        { entryPoint: 'approveIntegrator', region: 'southamerica-east1', callableTrigger: {} },
        { entryPoint: 'editProposal', region: 'southamerica-east1', callableTrigger: {} },
      ],
    },
  ],
};

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A fake emulator: lists `backends`, answers each callable as an unauthenticated call is answered, and records what it saw. */
async function fakeEmulator(answer: (name: string) => number = () => 401, delayOf: (path: string) => number = () => 25) {
  const seen: { path: string; body: string }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  server = createServer((request, response) => {
    if (request.url === '/backends') return void response.end(JSON.stringify(backends));
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ path: request.url ?? '', body });
      // A function takes a while to answer (a cold start takes ~1 s), so overlapping calls show in `mostInFlight`.
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(answer(request.url ?? ''), { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { status: 'UNAUTHENTICATED' } }));
      }, delayOf(request.url ?? ''));
    });
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { origin, seen, mostInFlight: () => mostInFlight };
}

describe('warmCallables', () => {
  it('calls every callable the emulator lists once, and no trigger, without credentials', async () => {
    const emulator = await fakeEmulator();
    const result = await warmCallables({ origin: emulator.origin, project: 'demo-solarcred' });
    expect(result).toEqual({ warmed: 4, failed: 0, coldMs: expect.any(Number) });
    expect(emulator.seen.map((call) => call.path).sort()).toEqual(
      ['addComment', 'approveIntegrator', 'editProposal', 'moveProposal'].map((name) => `/demo-solarcred/southamerica-east1/${name}`),
    );
    expect(emulator.seen.every((call) => call.body === JSON.stringify({ data: {} }))).toBe(true);
  });

  it('keeps at most `concurrency` calls in flight', async () => {
    const emulator = await fakeEmulator();
    await warmCallables({ origin: emulator.origin, project: 'demo-solarcred', concurrency: 2 });
    expect(emulator.mostInFlight()).toBe(2);
  });

  it('never rejects: refused calls still warm, and an emulator that is gone is nothing to warm', async () => {
    const emulator = await fakeEmulator(() => 500);
    expect(await warmCallables({ origin: emulator.origin, project: 'demo-solarcred' })).toMatchObject({ warmed: 4, failed: 0 });
    expect(await warmCallables({ origin: 'http://127.0.0.1:1', project: 'demo-solarcred' })).toEqual({ warmed: 0, failed: 0, coldMs: 0 });
  });

  it("answers the median of the first calls' round trips (the cold start the test budgets are sized by)", async () => {
    const delays: Record<string, number> = { moveProposal: 20, addComment: 400, approveIntegrator: 2_000, editProposal: 2_000 };
    const emulator = await fakeEmulator(undefined, (path) => delays[path.split('/').at(-1) ?? ''] ?? 0);
    const { coldMs } = await warmCallables({ origin: emulator.origin, project: 'demo-solarcred', concurrency: 4 });
    // The lower middle of 20, 400, 2,000 and 2,000 ms (with the round trip's own few ms).
    expect(coldMs).toBeGreaterThanOrEqual(400);
    expect(coldMs).toBeLessThan(2_000);
  });
});

describe('warmedFirst (the test tiers 4–6 inside emulators:exec)', () => {
  /** Runs `script` with sh, with a fake `node` first on PATH that logs its start and end around a pause. */
  function runWithFakeNode(script: (record: string) => string) {
    const dir = mkdtempSync(join(tmpdir(), 'warmed-first-'));
    const log = join(dir, 'log');
    writeFileSync(join(dir, 'node'), `#!/bin/sh\necho "warm start $*" >> '${log}'\nsleep 0.3\necho "warm end" >> '${log}'\nexit 3\n`);
    chmodSync(join(dir, 'node'), 0o755);
    let code = 0;
    try {
      execFileSync('sh', ['-c', script(join(dir, 'warm.json'))], { env: { ...process.env, PATH: `${dir}:${process.env['PATH']}`, LOG: log }, stdio: 'ignore' });
    } catch (error) {
      code = (error as { status: number }).status;
    }
    return { lines: readFileSync(log, 'utf8').trim().split('\n'), code };
  }

  it('runs the tests after the warm-up has ended, even a queue the command starts in the background, and whatever it answered', () => {
    const { lines, code } = runWithFakeNode((record) => warmedFirst('echo tests-a >> "$LOG" & p0=$!; echo tests-b >> "$LOG" & p1=$!; wait $p0; wait $p1; exit 5', record));
    expect(lines[0]).toMatch(/^warm start scripts\/lib\/warm-callables\.mjs --record .*warm\.json$/);
    expect(lines[1]).toBe('warm end');
    expect(lines.slice(2).sort()).toEqual(['tests-a', 'tests-b']);
    // The tests' exit status is the command's.
    expect(code).toBe(5);
  });

  it('stays gated on what comes before it (the seed in tier 6)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'warmed-first-'));
    const ran = join(dir, 'ran');
    expect(() => execFileSync('sh', ['-c', `false && ${warmedFirst(`echo tests > '${ran}'`, join(dir, 'warm.json'))}`], { stdio: 'ignore' })).toThrow();
    expect(() => readFileSync(ran)).toThrow();
  });
});
