/** CONTRACT STUB (issue 49): the settings helper (H3) replaces this with the real memory adapter. */
import { defaultEnergySettings } from '@solarcred/domain/energy/settings';
import type { EnergyPort } from '../port-energy';
import type { MemoryStore } from './store';

export function memoryEnergy(_store: MemoryStore): EnergyPort {
  return {
    settings: (listener) => { listener(defaultEnergySettings()); return () => undefined; },
    versions: () => (listener) => { listener([]); return () => undefined; },
    update: () => Promise.reject(new Error('not built yet')),
  };
}
