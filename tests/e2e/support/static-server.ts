/**
 * The browser tiers' web server: a built app served from memory, the way Firebase Hosting serves
 * it (the landing at `/`, `customer.html` or `app.html` at every other page address, web/app-shell.ts; Hosting's Cache-Control).
 * It replaced `vite preview`, which gzips every response on the fly: with a fresh browser context
 * per test, tier 3 fetches about 100 scripts per page load, and on two tier-3 files the preview
 * server used 6.4 s of the run's 136 CPU-seconds (issue 31). Nothing here is compressed: it is one
 * machine talking to itself.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { shellFileFor } from '../../../web/app-shell';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** firebase.json's hosting headers: hashed assets kept for a year, everything else revalidated. */
const cacheControlOf = (path: string): string => (path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');

/** Serves `root` on 127.0.0.1:`port`; resolves once listening, with the function that stops it. */
export async function serveStatic(root: string, port: number): Promise<() => Promise<void>> {
  const files = new Map<string, Promise<Buffer | null>>();
  const read = (path: string): Promise<Buffer | null> => {
    let file = files.get(path);
    if (!file) {
      const absolute = resolve(root, `.${path}`);
      file = absolute.startsWith(root + sep) ? readFile(absolute).catch(() => null) : Promise.resolve(null);
      files.set(path, file);
    }
    return file;
  };

  const server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    const asked = decodeURIComponent(url.split('?')[0] ?? '/');
    const shell = shellFileFor(url, request.headers.accept);
    const path = shell ? `/${shell}` : asked === '/' ? '/index.html' : asked;
    void read(path).then((body) => {
      if (!body) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      response.writeHead(200, {
        'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': cacheControlOf(path),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', listening);
  });
  return () =>
    new Promise<void>((closed) => {
      server.closeAllConnections();
      server.close(() => closed());
    });
}
