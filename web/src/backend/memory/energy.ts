/**
 * The energy settings over the memory store (issue 49): the reads firestore.rules allows
 * (publico/energia: anyone, by name; its versoes: admins), each billed as Firestore bills it, and
 * the updateEnergySettings callable's domain handler.
 */
import { energySettingsDoc, energySettingsVersions } from '@solarcred/domain/data/energy';
import { energySettingsOf } from '@solarcred/domain/energy/settings-public';
import { updateEnergySettings } from '@solarcred/domain/handlers/energy-settings';
import type { EnergyPort } from '../port-energy';
import { actorOf, rulesDenied, runCommand } from './commands';
import { audited } from './audited';
import { liveQuery } from './live';
import { putDoc, putSingle, type MemoryStore } from './store';

export function memoryEnergy(store: MemoryStore): EnergyPort {
  return {
    settings: liveQuery(store, () => energySettingsOf(store.single(energySettingsDoc)), () => 1),
    versions: (limit) =>
      liveQuery(
        store,
        () => {
          if (actorOf(store)?.role !== 'admin') throw rulesDenied();
          return store.collection(energySettingsVersions).sort((a, b) => b.versao - a.versao).slice(0, limit);
        },
        (found) => found.length,
      ),
    update: (input) =>
      audited(store, 'updateEnergySettings', input, runCommand(store, 'updateEnergySettings', () => {
        const { settings, replaced } = updateEnergySettings(store.single(energySettingsDoc), input, actorOf(store), Date.now());
        store.update((state) => {
          putSingle(state, energySettingsDoc, settings);
          putDoc(state, energySettingsVersions, { ...replaced, id: String(replaced.versao) });
        });
      })),
  };
}
