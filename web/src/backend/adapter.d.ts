/** Resolved by Vite's alias to `memory/adapter.ts` or `firebase/adapter.ts` (VITE_BACKEND). */
declare module '@backend-adapter' {
  import type { Backend } from './port';
  const backend: Backend;
  export default backend;
}
