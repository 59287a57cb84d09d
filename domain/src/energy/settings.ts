/**
 * The admin's energy settings (publico/energia): the input updateEnergySettings takes, bounded by
 * energySettingsLimits, and the defaults used until an admin saves (the repo's tariff table).
 * OWNER: the settings helper (H3) completes this module (defaults, stale check, public parser).
 */
import { z } from 'zod';
import { distributorIds, type DistributorId } from './distributors';
import { energySettingsLimits as limits } from './limits';
import { defaultTariffs, tariffTableDate, tariffTableSource } from './tariffs-data';
import type { DistributorTariff, EnergySettings } from './types';

const bounded = (bounds: { min: number; max: number }, message: string) =>
  z.number({ error: message }).min(bounds.min, { error: message }).max(bounds.max, { error: message });

const tariffInput = z.object({
  te_reais_mwh: bounded(limits.tariffReaisMwh, 'Informe a TE em R$/MWh.'),
  tusd_reais_mwh: bounded(limits.tariffReaisMwh, 'Informe a TUSD em R$/MWh.'),
  fio_b_reais_mwh: bounded(limits.tariffReaisMwh, 'Informe o Fio B em R$/MWh.'),
  impostos_pct: bounded(limits.taxesPct, 'Informe os impostos de 0% a 60%.'),
}) satisfies z.ZodType<DistributorTariff, unknown>;

export const energySettingsInput = z.object({
  /** The version the admin's form was loaded with (0 before the first save). */
  versao: z.number().int().min(0),
  performance_ratio: bounded(limits.performanceRatio, 'O fator de desempenho vai de 0,50 a 0,95.'),
  crescimento_tarifa_aa_pct: bounded(limits.tariffGrowthPct, 'O reajuste anual vai de 0% a 20%.'),
  margem_parcela_pct: bounded(limits.installmentMarginPct, 'A margem vai de 0% a 100%.'),
  tarifas: z.object(Object.fromEntries(distributorIds.map((id) => [id, tariffInput])) as Record<DistributorId, typeof tariffInput>),
  tarifas_fonte: z.string().trim().min(1).max(200),
  tarifas_vigencia: z.string().trim().min(1).max(40),
});

export type EnergySettingsInput = z.input<typeof energySettingsInput>;

/** The settings until an admin saves (versao 0). */
export const defaultEnergySettings = (): EnergySettings => ({
  versao: 0,
  performance_ratio: limits.performanceRatio.default,
  crescimento_tarifa_aa_pct: limits.tariffGrowthPct.default,
  margem_parcela_pct: limits.installmentMarginPct.default,
  tarifas: Object.fromEntries(distributorIds.map((id) => [id, { ...defaultTariffs[id] }])) as Record<DistributorId, DistributorTariff>,
  tarifas_fonte: tariffTableSource,
  tarifas_vigencia: tariffTableDate,
  atualizado_em: 0,
  atualizado_por: null,
});
