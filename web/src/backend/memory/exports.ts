/** Issue 50: exports built in the page over the memory store (stub until implemented). */
import type { ExportsPort } from '../port-exports';
import type { MemoryStore } from './store';

export function memoryExports(_store: MemoryStore): ExportsPort {
  const failing = () => (_listener: unknown, onError: (error: unknown) => void) => { onError(new Error('exports: not implemented')); return () => undefined; };
  return { start: () => Promise.reject(new Error('exports: not implemented')), job: failing, recent: failing, link: () => Promise.reject(new Error('exports: not implemented')) };
}
