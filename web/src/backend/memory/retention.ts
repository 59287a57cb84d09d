/** The retention log over the memory store (issue 51): admins read the runs the daily jobs logged. */
import { retentionRuns } from '@solarcred/domain/data/privacy';
import type { RetentionPort } from '../port-retention';
import { actorOf, rulesDenied } from './commands';
import { liveQuery } from './live';
import type { MemoryStore } from './store';

export const memoryRetention = (store: MemoryStore): RetentionPort => ({
  runs: (max) =>
    liveQuery(
      store,
      () => {
        if (actorOf(store)?.role !== 'admin') throw rulesDenied();
        return store.collection(retentionRuns).sort((a, b) => b.inicio - a.inicio).slice(0, max);
      },
      (found) => Math.max(1, found.length),
    ),
});
