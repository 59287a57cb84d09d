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

/** Serves web/`outDir` on `port` once it answers; the returned function stops it. */
async function serve(outDir: string, port: string): Promise<() => void> {
  if (!existsSync(resolve(webDir, outDir, 'index.html'))) {
    throw new Error(`web/${outDir} is missing: build it first (npm test does this for you)`);
  }
  const server: ChildProcess = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', port, '--host', '127.0.0.1', '--strictPort'],
    { cwd: webDir, stdio: 'ignore', detached: true },
  );
  await waitForHttp(`http://127.0.0.1:${port}/`, 30_000);
  return () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
}

/**
 * The build under test (E2E_OUT_DIR on E2E_PORT, as E2E_BASE_URL) and, when E2E_DEMO_PORT is set,
 * the demo build beside it (E2E_DEMO_BASE_URL): tier 6 compares the two backends' screens.
 */
export default async function setup(): Promise<() => void> {
  const port = process.env.E2E_PORT ?? '4173';
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  const stops = [await serve(process.env.E2E_OUT_DIR ?? 'dist-demo', port)];
  const demoPort = process.env.E2E_DEMO_PORT;
  if (demoPort) {
    process.env.E2E_DEMO_BASE_URL = `http://127.0.0.1:${demoPort}`;
    stops.push(await serve('dist-demo', demoPort));
  }
  return () => {
    for (const stop of stops) stop();
  };
}
