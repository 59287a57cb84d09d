import type { Live } from '../port';
import type { MemoryStore } from './store';

/**
 * A live query over the store: delivers the computed value now (asynchronously, as Firestore
 * does) and again whenever it changes; counts the documents delivered as reads.
 */
export function liveQuery<T>(store: MemoryStore, compute: () => T, documentsIn: (value: T) => number): Live<T> {
  return (listener, onError) => {
    let last: string | undefined;
    let active = true;
    const run = () => {
      if (!active) return;
      try {
        const value = compute();
        const key = JSON.stringify(value);
        if (key === last) return;
        last = key;
        store.countReads(documentsIn(value));
        listener(value);
      } catch (error) {
        onError(error);
      }
    };
    queueMicrotask(run);
    const unsubscribe = store.subscribe(run);
    return () => {
      active = false;
      unsubscribe();
    };
  };
}
