/**
 * publico/energia (issue 49): the admin's energy settings and tariff table, read by anyone (the
 * landing's simulator, the customer's page), written by updateEnergySettings; each replaced value
 * is kept in publico/energia/versoes/{versao} (admins read them).
 */
import type { EnergySettings } from '../energy/types';
import { collectionOf, type DocumentSpec } from './collection';

export const energySettingsDoc: DocumentSpec<EnergySettings> = { collection: collectionOf<EnergySettings>('publico'), id: 'energia' };
export const energySettingsVersions = collectionOf<EnergySettings>('publico/energia/versoes');
