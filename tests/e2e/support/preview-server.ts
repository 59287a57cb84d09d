/**
 * Vitest global setup: serves a built app with `vite preview` on 127.0.0.1 and waits for it to
 * answer. Which build and port come from the environment (see scripts/test.mjs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const webDir = resolve(import.meta.dirname, '../../../web');

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export default async function setup(): Promise<() => void> {
  const outDir = process.env.E2E_OUT_DIR ?? 'dist-demo';
  const port = process.env.E2E_PORT ?? '4173';
  if (!existsSync(resolve(webDir, outDir, 'index.html'))) {
    throw new Error(`web/${outDir} is missing: build it first (npm test does this for you)`);
  }
  const server: ChildProcess = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', port, '--host', '127.0.0.1', '--strictPort'],
    { cwd: webDir, stdio: 'ignore', detached: true },
  );
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  await waitForHttp(`${process.env.E2E_BASE_URL}/`, 30_000);
  return () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
}
