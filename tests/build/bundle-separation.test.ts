/** The build-time backend switch must leave exactly one adapter in each build. */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = resolve(import.meta.dirname, '../../web');

function bundleText(outDir: string): string {
  const assets = resolve(web, outDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(resolve(assets, name), 'utf8'))
    .join('\n');
}

const firebaseMarkers = ['identitytoolkit.googleapis.com', 'firestore.googleapis.com'];
const memoryMarkers = ['solarcred-demo-state', '__solarcredMemory'];

describe('bundle separation', () => {
  it('the production build carries the Firebase SDK and no memory-backend code', () => {
    const text = bundleText('dist');
    for (const marker of firebaseMarkers) expect(text).toContain(marker);
    for (const marker of memoryMarkers) expect(text).not.toContain(marker);
  });

  it('the demo build carries the memory backend and no Firebase SDK', () => {
    const text = bundleText('dist-demo');
    for (const marker of memoryMarkers) expect(text).toContain(marker);
    for (const marker of firebaseMarkers) expect(text).not.toContain(marker);
  });
});
