/**
 * updateEnergySettings (issue 49), admins: publico/energia's new values under the next version,
 * the values they replace kept as publico/energia/versoes/{versao} — the repo's defaults as
 * version 0 on the first save, so every tarifas_versao a proposal's analysis names can be read
 * back. A form loaded on a version someone else has since replaced is refused. One transaction.
 */
import { DomainError } from '../errors';
import { energyText as text } from '../energy/energy-text';
import { defaultEnergySettings, energySettingsInput, isStaleEnergySettings } from '../energy/settings';
import type { EnergySettings } from '../energy/types';
import type { Millis } from '../model';
import { requireAdmin, type Actor } from './actor';
import { parseCommand } from './parse';

export interface EnergySettingsWrites {
  settings: EnergySettings;
  /** The values replaced (the defaults, versao 0, on the first save), for versoes/{replaced.versao}. */
  replaced: EnergySettings;
}

/** `current`: publico/energia as stored, null when never saved. */
export function updateEnergySettings(current: EnergySettings | null, input: unknown, actor: Actor | null, now: Millis): EnergySettingsWrites {
  const caller = requireAdmin(actor);
  const { versao, ...values } = parseCommand(energySettingsInput, input);
  if (isStaleEnergySettings(versao, current)) throw new DomainError('failed-precondition', text.settingsStale);
  const { id: _id, ...replaced } = (current ?? defaultEnergySettings()) as EnergySettings & { id?: string };
  return {
    settings: { ...values, versao: replaced.versao + 1, atualizado_em: now, atualizado_por: caller.uid },
    replaced,
  };
}
