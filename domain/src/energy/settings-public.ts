/**
 * The energy settings as anyone reads them (issue 49), without zod: the defaults until an admin
 * saves publico/energia, a stored value completed with the defaults' rows it lacks, and the
 * landing's check of the REST answer (its chunk takes no zod, as publico/taxas's). Anything that is
 * not the expected shape reads as no settings (the caller then uses the defaults), never as wrong numbers.
 */
import { distributorIds, type DistributorId } from './distributors';
import { energySettingsLimits as limits } from './limits';
import { defaultTariffs, tariffTableDate, tariffTableSource } from './tariffs-data';
import type { DistributorTariff, EnergySettings } from './types';

/** The settings until an admin saves (versao 0): the limits' defaults and the repo's tariff table. */
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

/**
 * publico/energia as a reader takes it: absent → the defaults; a distributor the stored table has
 * no row for (one added to the code after the admin's last save) → the repo's row.
 */
export function energySettingsOf(stored: EnergySettings | null | undefined): EnergySettings {
  const defaults = defaultEnergySettings();
  if (!stored) return defaults;
  const { id: _id, ...value } = stored as EnergySettings & { id?: string };
  return { ...value, tarifas: { ...defaults.tarifas, ...value.tarifas } };
}

const within = (value: unknown, bounds: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= bounds.min && value <= bounds.max;

function tariffOf(value: unknown): DistributorTariff | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  const [te, tusd, fioB, taxes] = [row['te_reais_mwh'], row['tusd_reais_mwh'], row['fio_b_reais_mwh'], row['impostos_pct']];
  if (!within(te, limits.tariffReaisMwh) || !within(tusd, limits.tariffReaisMwh) || !within(fioB, limits.tariffReaisMwh) || !within(taxes, limits.taxesPct)) return null;
  if (fioB > tusd) return null;
  return { te_reais_mwh: te, tusd_reais_mwh: tusd, fio_b_reais_mwh: fioB, impostos_pct: taxes };
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/**
 * The plain value of publico/energia (e.g. the REST answer unwrapped) checked field by field:
 * every bound of the admin's form; a missing distributor's row is the repo's, a malformed one
 * makes the whole value unreadable (null).
 */
export function parsePublishedEnergy(value: unknown): EnergySettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { versao, performance_ratio: pr, crescimento_tarifa_aa_pct: growth, margem_parcela_pct: margin, tarifas, tarifas_fonte: fonte, tarifas_vigencia: vigencia } = record;
  if (typeof versao !== 'number' || !Number.isInteger(versao) || versao < 0) return null;
  if (!within(pr, limits.performanceRatio) || !within(growth, limits.tariffGrowthPct) || !within(margin, limits.installmentMarginPct)) return null;
  if (typeof tarifas !== 'object' || tarifas === null || !isText(fonte, 200) || !isText(vigencia, 40)) return null;
  const defaults = defaultEnergySettings();
  const rows: Partial<Record<DistributorId, DistributorTariff>> = {};
  for (const id of distributorIds) {
    const stored = (tarifas as Record<string, unknown>)[id];
    if (stored === undefined) {
      rows[id] = defaults.tarifas[id];
      continue;
    }
    const row = tariffOf(stored);
    if (!row) return null;
    rows[id] = row;
  }
  const at = record['atualizado_em'];
  const by = record['atualizado_por'];
  return {
    versao,
    performance_ratio: pr,
    crescimento_tarifa_aa_pct: growth,
    margem_parcela_pct: margin,
    tarifas: rows as Record<DistributorId, DistributorTariff>,
    tarifas_fonte: fonte,
    tarifas_vigencia: vigencia,
    atualizado_em: typeof at === 'number' && Number.isFinite(at) ? at : 0,
    atualizado_por: typeof by === 'string' ? by : null,
  };
}
