/**
 * The energy settings on Firestore (issue 49): publico/energia live by name (the defaults while
 * absent), the replaced versions newest first (single-field order, `limit` at most: the admin's
 * reads stay flat); the only write is the updateEnergySettings callable.
 */
import { limit, orderBy, query } from 'firebase/firestore';
import { energySettingsDoc, energySettingsVersions } from '@solarcred/domain/data/energy';
import { energySettingsOf } from '@solarcred/domain/energy/settings-public';
import type { EnergyPort } from '../port-energy';
import { call } from './call';
import { liveDoc, liveList } from './live';
import { collectionRef, singletonRef } from './refs';

export const firebaseEnergy: EnergyPort = {
  settings: (listener, onError) => liveDoc(singletonRef(energySettingsDoc))((stored) => listener(energySettingsOf(stored)), onError),
  versions: (max) => liveList(query(collectionRef(energySettingsVersions), orderBy('versao', 'desc'), limit(max))),
  async update(input) {
    await call('updateEnergySettings', input);
  },
};
