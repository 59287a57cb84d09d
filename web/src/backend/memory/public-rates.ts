/** publico/taxas and publico/energia of the demo data: the memory backend's own reads (the demo has no SDK to spare). */
import type { PublishedRates } from '@solarcred/domain/credit/lines';
import type { EnergySettings } from '@solarcred/domain/energy/types';
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

/** publico/energia (issue 49) as the demo holds it: the defaults while no admin saved it. */
export async function loadPublishedEnergy(): Promise<EnergySettings | null> {
  const backend = await getBackend();
  return new Promise((resolve, reject) => {
    const stop = backend.energy.settings(
      (settings) => {
        resolve(settings);
        queueMicrotask(() => stop());
      },
      reject,
    );
  });
}
