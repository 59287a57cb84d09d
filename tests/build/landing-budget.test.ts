/**
 * The landing's budgets after the simulator (issue 32), on the production build: the simulator is
 * a lazy chunk of at most 15 kB gzip (its own code, without the shared modules it imports), the
 * landing's pre-rendered HTML links every stylesheet the landing's own chunk imports, and no
 * landing stylesheet was split out to a lazy chunk.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = resolve(import.meta.dirname, '../../web/dist');
const assets = readdirSync(resolve(dist, 'assets'));
const html = readFileSync(resolve(dist, 'index.html'), 'utf8');

describe('landing budgets (production build)', () => {
  it('the simulator chunk stays within 15 kB gzip and is not loaded by the HTML', () => {
    const chunk = assets.find((name) => /^simulator-.*\.js$/.test(name));
    if (!chunk) throw new Error('no simulator chunk in web/dist/assets');
    expect(gzipSync(readFileSync(resolve(dist, 'assets', chunk))).length).toBeLessThanOrEqual(15 * 1024);
    expect(html).not.toContain(chunk);
  });

  it('every stylesheet of the landing is linked from the pre-rendered HTML', () => {
    const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map((match) => match[1]);
    const landingCss = assets.filter((name) => /^landing.*\.css$/.test(name));
    expect(landingCss.length).toBeGreaterThan(0);
    for (const name of landingCss) expect(linked).toContain(name);
  });
});
