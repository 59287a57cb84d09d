/** Tests' view of a live read: its first value (or its error), then the subscription ends. */
import type { Live } from './port';

export const firstValue = <T>(live: Live<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    const stop = live((value) => {
      resolve(value);
      queueMicrotask(() => stop());
    }, reject);
  });
