/** CONTRACT STUB (issue 49): the settings helper (H3) replaces this with the real Firebase adapter. */
import { defaultEnergySettings } from '@solarcred/domain/energy/settings';
import type { EnergyPort } from '../port-energy';

export const firebaseEnergy: EnergyPort = {
  settings: (listener) => { listener(defaultEnergySettings()); return () => undefined; },
  versions: () => (listener) => { listener([]); return () => undefined; },
  update: () => Promise.reject(new Error('not built yet')),
};
