/**
 * Vitest global setup: serves a built app on 127.0.0.1 (./static-server.ts, Hosting's rules from
 * memory). Which build and port come from the environment (see scripts/test.mjs).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from './static-server';

const webDir = resolve(import.meta.dirname, '../../../web');

/** Serves web/`outDir` on `port`; the returned function stops it. */
async function serve(outDir: string, port: string): Promise<() => Promise<void>> {
  const root = resolve(webDir, outDir);
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error(`web/${outDir} is missing: build it first (npm test does this for you)`);
  }
  return serveStatic(root, Number(port));
}

/**
 * The build under test (E2E_OUT_DIR on E2E_PORT, as E2E_BASE_URL) and, when E2E_DEMO_PORT is set,
 * the demo build beside it (E2E_DEMO_BASE_URL): tier 6 compares the two backends' screens.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const port = process.env.E2E_PORT ?? '4173';
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  const stops = [await serve(process.env.E2E_OUT_DIR ?? 'dist-demo', port)];
  const demoPort = process.env.E2E_DEMO_PORT;
  if (demoPort) {
    process.env.E2E_DEMO_BASE_URL = `http://127.0.0.1:${demoPort}`;
    stops.push(await serve('dist-demo', demoPort));
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
