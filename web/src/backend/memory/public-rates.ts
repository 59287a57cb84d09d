/** publico/taxas of the demo data: the memory backend's own read (the demo has no SDK to spare). */
import type { PublishedRates } from '@solarcred/domain/credit/lines';
import { getBackend } from '../index';

export async function loadPublishedRates(): Promise<PublishedRates | null> {
  const backend = await getBackend();
  return new Promise((resolve, reject) => {
    const stop = backend.creditLines.published(
      (rates) => {
        resolve(rates);
        queueMicrotask(() => stop());
      },
      reject,
    );
  });
}
