/**
 * The partner API's rate limit (issue 52) on the emulators: per key, 20 requests a second and 600
 * a minute, counted in Firestore (api_uso/…/pedidos tickets, functions/src/api/limiter.ts). A burst
 * above the per-second limit: each second admits exactly its first 20 tickets, the rest answer
 * 429 with Retry-After; a minute already holding 590 admits exactly 10 more. Then the burst the issue asks to measure: 100
 * requests spread over one second against GET /api/v1/linhas and GET /api/v1/propostas, its p50
 * and p95 and how many were refused, written to .test-results/api-burst.json (docs/performance.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasAuth, hasFirestore, repoPath } from '../emulator-env';
import { db, integratorAccountWith } from './firestore-admin';
import { apiCall, apiRequest, codeOf, newKey, warmWorkers, type ApiAnswer } from './api-support';

/** Resolves when the clock is within the first 100 ms of a second (a burst then starts in one window). */
async function startOfSecond(): Promise<void> {
  while (Date.now() % 1000 > 100) await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
}

/** A commit time, exact to the nanosecond (a Number would round it). */
const commitTime = (at: Timestamp): bigint => BigInt(at.seconds) * 1_000_000_000n + BigInt(at.nanoseconds);

/**
 * How many of a key's second windows' tickets the limiter admits by its own rule: a ticket is
 * admitted when at most 20 tickets of its window were committed no later than it (a tie in the
 * server's commit time counts against both, so a window may admit fewer than 20, never more).
 */
async function admittedBySeconds(keyId: string): Promise<{ admitted: number; tickets: number }> {
  const windows = (await db().collection('api_uso').listDocuments()).filter((doc) => doc.id.startsWith(`${keyId}_s`));
  const times = await Promise.all(windows.map(async (window) => (await window.collection('pedidos').get()).docs.map((doc) => commitTime(doc.get('em') as Timestamp))));
  const admitted = times.reduce((sum, window) => sum + window.filter((at) => window.filter((other) => other <= at).length <= 20).length, 0);
  return { admitted, tickets: times.reduce((sum, window) => sum + window.length, 0) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

describe.skipIf(!(hasFirestore && hasAuth))('partner API rate limit (Auth + Functions + Firestore emulators)', () => {
  it('a burst of 40: each second admits its first 20 tickets, never more, the rest 429 with Retry-After 1; a second already holding 20 refuses the next', async () => {
    const titular = await integratorAccountWith('aprovado', 'Sol API Ltda', 'api');
    await warmWorkers((await newKey(titular, ['leitura'], 'aquecimento')).chave, 40);
    const { id, chave } = await newKey(titular, ['leitura']);
    expect((await apiCall('GET', '/api/v1/linhas', { key: chave })).status).toBe(200);
    await startOfSecond();
    const answers = await Promise.all(Array.from({ length: 40 }, () => apiCall('GET', '/api/v1/linhas', { key: chave })));
    const admitted = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 429);
    expect(admitted + refused.length).toBe(40);
    // How many land in one second depends on the machine's speed: the refusals are checked below, on a second filled beforehand.
    for (const answer of refused) {
      expect(codeOf(answer)).toBe('limite_excedido');
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    // Each second window admitted exactly its first 20 tickets (or all, when fewer; a tie counts against both): no more, and none lost.
    const seconds = await admittedBySeconds(id);
    expect(seconds.admitted).toBe(admitted + 1);
    expect(seconds.tickets).toBe(41);

    // The next 30 seconds each already hold 20 tickets: a request in any of them is the 21st, refused until the second ends.
    const full = await newKey(titular, ['leitura'], 'cheia');
    const first = Math.floor(Date.now() / 1000);
    const batch = db().batch();
    for (let second = first; second < first + 30; second++) {
      const tickets = db().collection(`api_uso/${full.id}_s${second}/pedidos`);
      for (let i = 0; i < 20; i++) batch.create(tickets.doc(), { em: Timestamp.fromMillis(second * 1000), expira_em: Timestamp.fromMillis((second + 1) * 1000) });
    }
    await batch.commit();
    const answer = await apiCall('GET', '/api/v1/linhas', { key: full.chave });
    expect(Date.now()).toBeLessThan((first + 30) * 1000);
    expect(answer.status).toBe(429);
    expect(codeOf(answer)).toBe('limite_excedido');
    expect(answer.headers.get('retry-after')).toBe('1');
  });

  it('a minute with 590 requests admits exactly 10 more; the others answer 429 with the seconds left in the minute', async () => {
    const titular = await integratorAccountWith('aprovado', 'Sol API Ltda', 'api');
    const { id, chave } = await newKey(titular, ['leitura']);
    // Not in the minute's last 25 seconds, so the bursts stay in the window filled below.
    while (Date.now() % 60_000 > 35_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 10));
    const minute = Math.floor(Date.now() / 60_000);
    const tickets = db().collection(`api_uso/${id}_m${minute}/pedidos`);
    for (const size of [500, 90]) {
      const batch = db().batch();
      for (let i = 0; i < size; i++) batch.create(tickets.doc(), { em: Timestamp.fromMillis(minute * 60_000), expira_em: Timestamp.fromMillis((minute + 1) * 60_000) });
      await batch.commit();
    }
    const answers: ApiAnswer[] = [];
    // Two bursts in different seconds: the per-second limit (20) never binds.
    for (const size of [12, 12]) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await startOfSecond();
      answers.push(...(await Promise.all(Array.from({ length: size }, () => apiCall('GET', '/api/v1/linhas', { key: chave })))));
    }
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(14);
    const left = Math.ceil(((minute + 1) * 60_000 - Date.now()) / 1000);
    for (const answer of refused) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(Math.max(2, left));
  });

  it('measures a burst of 100 requests in one second (GET /linhas and GET /propostas): p50, p95, 429s', async () => {
    const titular = await integratorAccountWith('aprovado', 'Sol API Ltda', 'api');
    await warmWorkers((await newKey(titular, ['leitura'], 'aquecimento')).chave, 60);
    const results: Record<string, unknown> = {};
    for (const path of ['/api/v1/linhas', '/api/v1/propostas']) {
      const { id, chave } = await newKey(titular, ['leitura']);
      expect((await apiRequest('GET', path, { key: chave })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await startOfSecond();
      const began = performance.now();
      // One request every 10 ms: 100 sent within one second.
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => new Promise<ApiAnswer>((resolve, reject) => setTimeout(() => apiRequest('GET', path, { key: chave }).then(resolve, reject), i * 10))),
      );
      const wall = performance.now() - began;
      const all = answers.map((a) => a.ms).sort((a, b) => a - b);
      const ok = answers.filter((a) => a.status === 200).map((a) => a.ms).sort((a, b) => a - b);
      const limited = answers.filter((a) => a.status === 429).length;
      expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
      // The limiter holds: each second the function saw admitted its first 20, no more.
      const windows = (await db().collection('api_uso').listDocuments()).filter((doc) => doc.id.startsWith(`${id}_s`));
      expect((await admittedBySeconds(id)).admitted).toBe(ok.length + 1);
      results[path] = {
        requests: 100,
        ok: ok.length,
        limited,
        seconds_seen: windows.length,
        p50_ms: Math.round(percentile(all, 50)),
        p95_ms: Math.round(percentile(all, 95)),
        ok_p50_ms: Math.round(percentile(ok, 50)),
        ok_p95_ms: Math.round(percentile(ok, 95)),
        wall_ms: Math.round(wall),
      };
    }
    mkdirSync(repoPath('.test-results'), { recursive: true });
    writeFileSync(resolve(repoPath('.test-results'), 'api-burst.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('api burst', JSON.stringify(results));
  });
});
