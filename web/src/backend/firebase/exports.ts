/** Issue 50: exports over the callables (stub until implemented). */
import type { ExportsPort } from '../port-exports';

const failing = () => (_listener: unknown, onError: (error: unknown) => void) => { onError(new Error('exports: not implemented')); return () => undefined; };
export const firebaseExports: ExportsPort = {
  start: () => Promise.reject(new Error('exports: not implemented')),
  job: failing,
  recent: failing,
  link: () => Promise.reject(new Error('exports: not implemented')),
};
