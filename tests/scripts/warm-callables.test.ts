/** `npm start`'s warm-up of the callables (scripts/lib/warm-callables.mjs), against a local fake of the Functions emulator. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { warmCallables } from '../../scripts/lib/warm-callables.mjs';

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
async function fakeEmulator(answer: (name: string) => number = () => 401) {
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
      }, 25);
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
    expect(result).toEqual({ warmed: 4, failed: 0 });
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
    expect(await warmCallables({ origin: emulator.origin, project: 'demo-solarcred' })).toEqual({ warmed: 4, failed: 0 });
    expect(await warmCallables({ origin: 'http://127.0.0.1:1', project: 'demo-solarcred' })).toEqual({ warmed: 0, failed: 0 });
  });
});
