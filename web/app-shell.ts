/**
 * Which page a navigation gets, defined once for `vite preview` (prerender-plugin.ts) and the
 * browser tests' static server (tests/e2e/support/static-server.ts): the pre-rendered landing at
 * `/`, and `app.html`, the untouched page with an empty root, at every other address, as Hosting's
 * rewrite does. Addresses with a dot are files.
 */
export const appShellFile = 'app.html';

/** True for a browser navigation to an address other than the landing. */
export function wantsAppShell(url: string, accept: string | undefined): boolean {
  const path = url.split('?')[0] ?? '/';
  return (accept ?? '').includes('text/html') && path !== '/' && path !== '/index.html' && !path.includes('.');
}
