import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../e2e/support/static-server';

/** The browser tiers' server answers as Hosting would (firebase.json's rewrite and headers). */
describe('the browser tests’ static server', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-server-'));
  const port = 4290 + Math.floor(Math.random() * 100);
  const base = `http://127.0.0.1:${port}`;
  const page = (path: string) => fetch(`${base}${path}`, { headers: { accept: 'text/html,*/*' } });
  let stop: () => Promise<void>;

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), 'landing');
    writeFileSync(join(root, 'app.html'), 'shell');
    writeFileSync(join(root, 'assets', 'main-abc123.js'), 'export {}');
    writeFileSync(join(root, '..', 'outside.txt'), 'secret');
    stop = await serveStatic(root, port);
  });
  afterAll(() => stop());

  it('serves the landing at / and the app shell at every other page address', async () => {
    expect(await (await page('/')).text()).toBe('landing');
    expect(await (await page('/admin/kanban?proposta=x')).text()).toBe('shell');
    expect((await page('/admin/kanban')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with their type and a year of cache, and 404 for a missing file', async () => {
    const script = await fetch(`${base}/assets/main-abc123.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe('export {}');
    expect((await fetch(`${base}/assets/missing-000.js`)).status).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    expect((await fetch(`${base}/..%2Foutside.txt`)).status).toBe(404);
    expect((await fetch(`${base}/%2e%2e/outside.txt`)).status).toBe(404);
  });
});
