/** Issue 50: the analytics reads over Firestore (stub until implemented). */
import type { AnalyticsPort } from '../port-analytics';

const notYet = () => Promise.reject(new Error('analytics: not implemented'));
export const firebaseAnalytics: AnalyticsPort = {
  cells: () => (_listener, onError) => { onError(new Error('analytics: not implemented')); return () => undefined; },
  ranking: notYet,
  ofIntegrator: () => (_listener, onError) => { onError(new Error('analytics: not implemented')); return () => undefined; },
  platformMedian: (_listener, onError) => { onError(new Error('analytics: not implemented')); return () => undefined; },
};
