/**
 * Which page a navigation gets, defined once for `vite preview` (prerender-plugin.ts) and the
 * browser tests' static server (tests/e2e/support/static-server.ts), as Hosting's rewrites do
 * (firebase.json): the pre-rendered landing at `/`; `customer.html` at the customer's link
 * (`/c/{token}`, issue 28), the untouched page that loads only the entry; `app.html` at every
 * other address, the same page preloading the app and the router. Addresses with a dot are files.
 */
import { customerTokenOf } from './src/config/paths';

export const appShellFile = 'app.html';
export const customerShellFile = 'customer.html';

/** The shell a browser navigation to `url` gets, or null (the landing, or a file). */
export function shellFileFor(url: string, accept: string | undefined): string | null {
  const path = url.split('?')[0] ?? '/';
  if (!(accept ?? '').includes('text/html') || path === '/' || path === '/index.html' || path.includes('.')) return null;
  return customerTokenOf(path) === null ? appShellFile : customerShellFile;
}
