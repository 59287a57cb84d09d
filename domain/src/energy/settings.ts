/**
 * The admin's energy settings (publico/energia): the input updateEnergySettings takes, bounded by
 * energySettingsLimits, its stale check, and (re-exported from the zod-free settings-public.ts,
 * which the landing imports) the defaults used until an admin saves and the public parser.
 */
import { z } from 'zod';
import { distributorIds, type DistributorId } from './distributors';
import { energyText as text } from './energy-text';
import { energySettingsLimits as limits } from './limits';
import type { DistributorTariff, EnergySettings } from './types';

export { defaultEnergySettings, energySettingsOf, parsePublishedEnergy } from './settings-public';

const bounded = (bounds: { min: number; max: number }, message: string) =>
  z.number({ error: message }).min(bounds.min, { error: message }).max(bounds.max, { error: message });

const tariffInput = z
  .object({
    te_reais_mwh: bounded(limits.tariffReaisMwh, text.settingsTe),
    tusd_reais_mwh: bounded(limits.tariffReaisMwh, text.settingsTusd),
    fio_b_reais_mwh: bounded(limits.tariffReaisMwh, text.settingsFioB),
    impostos_pct: bounded(limits.taxesPct, text.settingsTaxes),
  })
  .refine((row) => row.fio_b_reais_mwh <= row.tusd_reais_mwh, { error: text.settingsFioBAboveTusd, path: ['fio_b_reais_mwh'] }) satisfies z.ZodType<DistributorTariff, unknown>;

const label = (max: number, message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

export const energySettingsInput = z.object({
  /** The version the admin's form was loaded with (0 before the first save). */
  versao: z.int({ error: text.settingsVersion }).min(0, { error: text.settingsVersion }).max(1_000_000, { error: text.settingsVersion }),
  performance_ratio: bounded(limits.performanceRatio, text.settingsPerformanceRatio),
  crescimento_tarifa_aa_pct: bounded(limits.tariffGrowthPct, text.settingsTariffGrowth),
  margem_parcela_pct: bounded(limits.installmentMarginPct, text.settingsMargin),
  tarifas: z.object(Object.fromEntries(distributorIds.map((id) => [id, tariffInput])) as Record<DistributorId, typeof tariffInput>),
  tarifas_fonte: label(200, text.settingsSource),
  tarifas_vigencia: label(40, text.settingsValidity),
});

export type EnergySettingsInput = z.input<typeof energySettingsInput>;

/** The stored version the form was loaded with is no longer the stored one (versao 0: never saved). */
export const isStaleEnergySettings = (formVersao: number, stored: Pick<EnergySettings, 'versao'> | null | undefined): boolean =>
  formVersao !== (stored?.versao ?? 0);
