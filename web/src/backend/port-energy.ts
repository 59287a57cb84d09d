/** Issue 49: the energy settings and tariff table (publico/energia) as features ask for them. */
import type { EnergySettingsInput } from '@solarcred/domain/energy/settings';
import type { EnergySettings } from '@solarcred/domain/energy/types';
import type { Live } from './port';

export interface EnergyPort {
  /** publico/energia live, for anyone; the domain's defaults when the admin never saved it. */
  settings: Live<EnergySettings>;
  /** Admins: the replaced versions, the newest first, at most `limit`. */
  versions(limit: number): Live<EnergySettings[]>;
  /** Admins: the updateEnergySettings callable (refused when `versao` is no longer the stored one). */
  update(input: EnergySettingsInput): Promise<void>;
}
