/**
 * The energy analysis stored with a proposal (`energia`, issue 49): the bill's average consumption,
 * the municipality's irradiation, the suggested and the quoted size, and the bill before and after
 * over the installments' months (Lei 14.300's Fio B by year), beside the installment: the ratio and
 * the admin's risk flag. Pure: createProposal, the wizard and the customer's page all call it.
 * `quickSavings` is the landing's estimate from the bill's amount alone.
 */
import type { Millis } from '../model';
import { saoPauloDayKey } from '../format';
import { distributors, isDistributorId, type DistributorId } from './distributors';
import { irradiationAt, ufOf } from './municipalities';
import { addMonths, fioBWithTaxes, projectSavings, tariffWithTaxes, type SavingsMonth } from './savings';
import { expectedGenerationKwh, sizeSystem } from './sizing';
import type { BillFacts, DistributorTariff, EnergyAnalysis, EnergySettings } from './types';
import { stateIrradiation } from './irradiation-data';
import { defaultTariffs } from './tariffs-data';

/** What the analysis still needs from the user. */
export const energyMissingKeys = ['consumo', 'distribuidora', 'municipio'] as const;
export type EnergyMissing = (typeof energyMissingKeys)[number];

/** A ratio above this is stored as this (no savings at all: the flag says the rest). */
export const maxRatio = 99.99;

export interface EnergyAnalysisInput {
  facts: BillFacts;
  cidade: string;
  uf: string;
  /** The quoted size (kWp); null → the suggestion. */
  kwpUsado: number | null;
  parcelaCents: number;
  prazo: number;
  carenciaMeses: number;
  settings: EnergySettings;
  now: Millis;
}

export type EnergyAnalysisOutcome =
  | { kind: 'ok'; analysis: EnergyAnalysis; meses: SavingsMonth[] }
  | { kind: 'missing'; faltando: EnergyMissing[] };

/**
 * A distributor's row of the stored table; the repo's row when the stored table has none (a
 * distributor added to the code after the admin's last save: createProposal reads publico/energia
 * as stored), as energySettingsOf completes it for the pages.
 */
const tariffRow = (settings: EnergySettings, id: DistributorId): DistributorTariff =>
  (settings.tarifas as Partial<Record<DistributorId, DistributorTariff>>)[id] ?? defaultTariffs[id];

const round2 = (x: number) => Math.round(x * 100) / 100;
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** 'YYYY-MM' of an instant, São Paulo's calendar. */
export const monthOf = (now: Millis) => saoPauloDayKey(now).slice(0, 7);

/** The average of a bill's months, kWh (one decimal); null without months. */
export function averageConsumption(consumo: readonly number[]): number | null {
  const months = consumo.filter((k) => Number.isFinite(k) && k > 0);
  if (months.length === 0) return null;
  return Math.round(months.reduce((a, b) => a + b, 0) / months.length * 10) / 10;
}

/** The month of the first installment: the month after today plus the grace months (as the Price schedule counts them). */
export function firstInstallmentMonth(now: Millis, carenciaMeses: number): string {
  return addMonths(monthOf(now), 1 + Math.max(0, Math.floor(carenciaMeses)));
}

/** Average of rows' economia, centavos, half-up. */
const averageCents = (rows: readonly SavingsMonth[]) =>
  rows.length === 0 ? 0 : Math.floor(rows.reduce((a, r) => a + r.economia_centavos, 0) / rows.length + 0.5);

/** The ratio installment / savings, two decimals, capped at maxRatio (and maxRatio when there are no savings). */
export function installmentRatio(parcelaCents: number, economiaCents: number): number {
  if (parcelaCents <= 0) return 0;
  if (economiaCents <= 0) return maxRatio;
  return Math.min(round2(parcelaCents / economiaCents), maxRatio);
}

/**
 * The admin's risk flag: the installment exceeds the savings by more than the margin. Compared with
 * a relative tolerance far below a centavo, so an installment exactly at savings × (1 + margin)
 * (e.g. 339,00 against 300,00 at 13 %, where 300 × 1,13 is 338,99999999999994 in floating point)
 * is not flagged.
 */
export function aboveMargin(parcelaCents: number, economiaCents: number, margemPct: number): boolean {
  const limit = economiaCents * (100 + margemPct) / 100;
  return parcelaCents > limit + Math.max(Math.abs(limit), 1) * 1e-12;
}

/** The bill's facts, the place and the installment → the stored analysis, or what is still missing. */
export function analyseEnergy(input: EnergyAnalysisInput): EnergyAnalysisOutcome {
  const { facts, settings } = input;
  const faltando: EnergyMissing[] = [];
  const consumo = averageConsumption(facts.consumo_kwh);
  if (consumo === null) faltando.push('consumo');
  const distribuidora = isDistributorId(facts.distribuidora) ? facts.distribuidora : null;
  // The Fio B comes only from the distributor's row, so the distributor is needed even when the tariff was read.
  if (distribuidora === null) faltando.push('distribuidora');
  const irradiation = input.cidade.trim() === '' ? null : irradiationAt(input.cidade, input.uf);
  if (irradiation === null) faltando.push('municipio');
  if (consumo === null || distribuidora === null || irradiation === null) return { kind: 'missing', faltando };

  const row = tariffRow(settings, distribuidora);
  const tarifa = facts.tarifa_reais_kwh ?? tariffWithTaxes(row);
  // The Fio B is a part of the tariff: a bill's tariff below the table's Fio B caps it (never a saving below zero).
  const fioB = Math.min(fioBWithTaxes(row), tarifa);
  const pr = settings.performance_ratio;
  const { kwpSugerido, disponibilidadeKwh } = sizeSystem({
    consumoMedioKwh: consumo, ligacao: facts.ligacao, irradiacaoKwhM2Dia: irradiation.kwhM2Dia, performanceRatio: pr,
  });
  const kwpUsado = input.kwpUsado !== null && Number.isFinite(input.kwpUsado) && input.kwpUsado >= 0 ? input.kwpUsado : kwpSugerido;
  const geracao = expectedGenerationKwh(kwpUsado, irradiation.kwhM2Dia, pr);
  const meses = projectSavings({
    consumoMensalKwh: consumo,
    geracaoMensalKwh: geracao,
    ligacao: facts.ligacao,
    tarifaReaisKwh: tarifa,
    fioBReaisKwh: fioB,
    crescimentoAaPct: settings.crescimento_tarifa_aa_pct,
    inicio: firstInstallmentMonth(input.now, input.carenciaMeses),
    meses: Math.max(1, Math.floor(input.prazo)),
    hoje: monthOf(input.now),
  });
  const first = meses[0] as SavingsMonth;
  const economiaMedia = averageCents(meses);
  const analysis: EnergyAnalysis = {
    consumo_medio_kwh: consumo,
    disponibilidade_kwh: disponibilidadeKwh,
    irradiacao_kwh_m2_dia: irradiation.kwhM2Dia,
    irradiacao_origem: irradiation.origem,
    ibge: irradiation.ibge,
    performance_ratio: pr,
    kwp_sugerido: kwpSugerido,
    kwp_usado: kwpUsado,
    geracao_mensal_kwh: Math.round(geracao * 10) / 10,
    tarifa_reais_kwh: round4(tarifa),
    tarifas_versao: settings.versao,
    conta_antes_centavos: first.conta_antes_centavos,
    conta_depois_primeiro_mes_centavos: first.conta_depois_centavos,
    economia_primeiro_mes_centavos: first.economia_centavos,
    economia_media_centavos: economiaMedia,
    parcela_centavos: input.parcelaCents,
    razao: installmentRatio(input.parcelaCents, economiaMedia),
    margem_parcela_pct: settings.margem_parcela_pct,
    acima_da_margem: aboveMargin(input.parcelaCents, economiaMedia, settings.margem_parcela_pct),
    crescimento_tarifa_aa_pct: settings.crescimento_tarifa_aa_pct,
    meses: meses.length,
    calculado_em: input.now,
  };
  return { kind: 'ok', analysis, meses };
}

export interface QuickSavingsInput {
  /** The bill's amount, centavos. */
  contaCentavos: number;
  uf: string | null;
  settings: EnergySettings;
  prazo: number;
  now: Millis;
}

export interface QuickSavings {
  economiaPrimeiroMesCents: number;
  economiaMediaCents: number;
}

/** The state's typical tariff row (the mean of its distributors' rows), else the mean of every row. */
function typicalTariff(settings: EnergySettings, uf: string | null): DistributorTariff {
  const ids = Object.values(distributors).filter((d) => d.uf === uf).map((d) => d.id);
  const rows = (ids.length > 0 ? ids : Object.values(distributors).map((d) => d.id)).map((id) => tariffRow(settings, id));
  const mean = (pick: (t: DistributorTariff) => number) => rows.reduce((a, t) => a + pick(t), 0) / rows.length;
  return { te_reais_mwh: mean((t) => t.te_reais_mwh), tusd_reais_mwh: mean((t) => t.tusd_reais_mwh), fio_b_reais_mwh: mean((t) => t.fio_b_reais_mwh), impostos_pct: mean((t) => t.impostos_pct) };
}

/**
 * The landing's estimate from the bill's amount: consumption = amount / the state's typical tariff
 * with taxes (every distributor's mean when the state is unknown or has none in the table), a
 * monofásico connection, the state's irradiation (the mean of the states when unknown), a system
 * sized to the consumption, over `prazo` months from next month. Null when the amount gives no
 * plausible consumption.
 */
export function quickSavings(input: QuickSavingsInput): QuickSavings | null {
  if (!Number.isFinite(input.contaCentavos) || input.contaCentavos <= 0) return null;
  const uf = ufOf(input.uf);
  const row = typicalTariff(input.settings, uf);
  const tarifa = tariffWithTaxes(row);
  const consumo = input.contaCentavos / 100 / tarifa;
  if (consumo < 1 || consumo > 100_000) return null;
  const states = Object.values(stateIrradiation);
  const irradiacao = uf ? stateIrradiation[uf] : states.reduce((a, b) => a + b, 0) / states.length;
  const pr = input.settings.performance_ratio;
  const { kwpSugerido } = sizeSystem({ consumoMedioKwh: consumo, ligacao: 'monofasico', irradiacaoKwhM2Dia: irradiacao, performanceRatio: pr });
  const meses = projectSavings({
    consumoMensalKwh: consumo,
    geracaoMensalKwh: expectedGenerationKwh(kwpSugerido, irradiacao, pr),
    ligacao: 'monofasico',
    tarifaReaisKwh: tarifa,
    fioBReaisKwh: fioBWithTaxes(row),
    crescimentoAaPct: input.settings.crescimento_tarifa_aa_pct,
    inicio: firstInstallmentMonth(input.now, 0),
    meses: Math.max(1, Math.floor(input.prazo)),
    hoje: monthOf(input.now),
  });
  return { economiaPrimeiroMesCents: (meses[0] as SavingsMonth).economia_centavos, economiaMediaCents: averageCents(meses) };
}
