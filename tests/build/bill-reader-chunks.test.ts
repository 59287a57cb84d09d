/**
 * The energy bill reader (issue 49) stays off the first loads: its code (the parsers, unpdf and
 * PDF.js) loads only when a bill is picked. On the production build, follow the static imports
 * from what the landing and the customer's page load first (their HTML's scripts and preloads, the
 * entry, the landing's and the simulator's chunks, the customer page's entry and guest chunks):
 * none of those chunks may be, or contain, the reader. Its own chunk stays within 12 kB gzip.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = resolve(import.meta.dirname, '../../web/dist');
const assets = readdirSync(resolve(dist, 'assets')).filter((name) => name.endsWith('.js'));
const read = (name: string) => readFileSync(resolve(dist, 'assets', name), 'utf8');

/** Markers that only the reader's code carries: PDF.js's password error, unpdf's loader message, the parsers' CNPJ of CEMIG. */
const readerMarkers = ['PasswordException', 'Serverless PDF.js bundle', '06981180000116'];

/** The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`), not `import("./x.js")`. */
const staticImports = (code: string) =>
  [...code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]!);

function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((name) => existsSync(resolve(dist, 'assets', name)));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...staticImports(read(name)));
  }
  return seen;
}

const htmlScripts = (file: string) => {
  const html = readFileSync(resolve(dist, file), 'utf8');
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
};
const chunks = (prefix: RegExp) => assets.filter((name) => prefix.test(name));

describe('the bill reader stays off the first loads (production build)', () => {
  const reader = chunks(/^read-bill-/);
  const pdfjs = chunks(/^pdfjs-/);

  it('the reader and PDF.js are chunks of their own, the reader within 12 kB gzip, and every marker is in the build', () => {
    expect(reader).toHaveLength(1);
    expect(pdfjs).toHaveLength(1);
    expect(gzipSync(read(reader[0]!)).length).toBeLessThanOrEqual(12 * 1024);
    for (const marker of readerMarkers) expect(assets.some((name) => read(name).includes(marker)), marker).toBe(true);
  });

  it.each([
    ['the landing', () => [...htmlScripts('index.html'), ...chunks(/^index-/), ...chunks(/^landing-page-/), ...chunks(/^simulator-/)]],
    ['the customer\'s page', () => [...htmlScripts('customer.html'), ...chunks(/^customer-entry-/), ...chunks(/^guest-/)]],
  ])('%s: no chunk it loads first is or contains the reader', (_, roots) => {
    const first = closure(roots());
    expect(first.size).toBeGreaterThan(3);
    for (const name of first) {
      expect(name).not.toMatch(/^(read-bill|pdfjs)-/);
      for (const marker of readerMarkers) expect(read(name).includes(marker), `${name} contains ${marker}`).toBe(false);
    }
  });
});
