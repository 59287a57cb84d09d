/**
 * The pages Hosting serves (firebase.json's rewrites, web/app-shell.ts): `app.html` preloads what
 * main.tsx imports for the signed-in screens, so a deep link fetches it beside the entry;
 * `customer.html`, the customer's link (issue 28), preloads none of it (its 150 kB budget).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellFileFor } from '../../web/app-shell';

const dist = resolve(import.meta.dirname, '../../web/dist');
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map((match) => match[1] ?? '');
const entry = (html: string) => /<script type="module" crossorigin src="([^"]+)">/.exec(html)?.[1];

describe('page shells', () => {
  const app = readFileSync(resolve(dist, 'app.html'), 'utf8');
  const customer = readFileSync(resolve(dist, 'customer.html'), 'utf8');

  it('app.html preloads the app and the router; customer.html neither, with the same entry and empty root', () => {
    expect(preloads(app).some((file) => file.startsWith('app-'))).toBe(true);
    expect(preloads(app).some((file) => file.startsWith('router-'))).toBe(true);
    expect(preloads(customer).filter((file) => file.startsWith('app-') || file.startsWith('router-') || file.startsWith('chunk-'))).toEqual([]);
    expect(preloads(customer).every((file) => preloads(app).includes(file))).toBe(true);
    expect(entry(customer)).toBe(entry(app));
    for (const html of [app, customer]) expect(html).toContain('<div id="root"></div>');
  });

  it('a navigation gets the landing at /, customer.html at /c/{token}, app.html elsewhere; files and non-HTML requests are left alone', () => {
    const html = 'text/html,application/xhtml+xml';
    expect(shellFileFor('/', html)).toBeNull();
    expect(shellFileFor('/index.html', html)).toBeNull();
    expect(shellFileFor('/c/abc_DEF?x=1', html)).toBe('customer.html');
    expect(shellFileFor('/auth', html)).toBe('app.html');
    expect(shellFileFor('/admin/proposals?proposta=1', html)).toBe('app.html');
    expect(shellFileFor('/assets/app-1.js', html)).toBeNull();
    expect(shellFileFor('/c/abc', 'application/json')).toBeNull();
  });

  it("firebase.json rewrites /api/** to the api function (issue 52), then /c/** to customer.html before everything else to app.html", () => {
    const config = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../firebase.json'), 'utf8')) as { hosting: { rewrites: ({ source: string; destination: string } | { source: string; function: unknown })[] } };
    expect(config.hosting.rewrites).toEqual([
      { source: '/api/**', function: { functionId: 'api', region: 'southamerica-east1' } },
      { source: '/c/**', destination: '/customer.html' },
      { source: '**', destination: '/app.html' },
    ]);
  });
});
