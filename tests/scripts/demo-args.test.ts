/**
 * `npm run demo -- --port N` serves the app on N: the root script hands its arguments to Vite
 * (they used to reach the inner `npm run` instead, and "N" became Vite's root: 404 everywhere).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from '../emulator-env';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves with the page once `url` answers (any status), or rejects after `timeoutMs`. */
async function firstAnswer(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`, { cause: error });
      await new Promise((done) => setTimeout(done, 200));
    }
  }
}

describe('npm run demo -- --port', () => {
  let demo: ChildProcess;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    demo = spawn('npm', ['run', 'demo', '--', '--port', String(port), '--strictPort'], { cwd: repoPath('.'), stdio: 'ignore', detached: true });
    await firstAnswer(`${base}/`, 45_000);
  }, 60_000);

  afterAll(() => {
    if (demo?.pid) process.kill(-demo.pid, 'SIGTERM');
  });

  it.each(['/', '/auth', '/admin/proposals'])('serves the app at %s', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="pt-BR">');
  });
});
