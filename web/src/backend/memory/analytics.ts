/** Issue 50: the analytics reads over the memory store (stub until implemented). */
import type { AnalyticsPort } from '../port-analytics';
import type { MemoryStore } from './store';

export function memoryAnalytics(_store: MemoryStore): AnalyticsPort {
  const failing = (_listener: unknown, onError: (error: unknown) => void) => { onError(new Error('analytics: not implemented')); return () => undefined; };
  return { cells: () => failing, ranking: () => Promise.reject(new Error('analytics: not implemented')), ofIntegrator: () => failing, platformMedian: failing };
}
