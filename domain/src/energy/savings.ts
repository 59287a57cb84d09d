/**
 * The bill before and after the solar system, month by month over the financing term (issue 49),
 * under Lei 14.300's GD II rule:
 * - the tariff with taxes (R$/kWh) grows by the admin's yearly rate, compounded monthly:
 *   × (1 + g)^(months since today / 12);
 * - the availability charge (30/50/100 kWh) is billed before and after, whatever the generation
 *   (our conservative reading; see docs/architecture.md);
 * - compensation happens within the month: the energy compensated is the generation, at most the
 *   consumption above the availability charge (what exceeds it would become credits, not counted);
 * - on every compensated kWh the customer pays the year's share of the Fio B (law-14300.ts).
 * conta_antes = max(consumo, disp) × tarifa;
 * conta_depois = max(consumo − compensada, disp) × tarifa + compensada × fioB × share(ano);
 * each rounded half-up to centavos once per month; economia = antes − depois.
 */
import { fioBShare } from './law-14300';
import { availabilityOf } from './sizing';
import type { ConnectionType, DistributorTariff } from './types';

export interface SavingsMonth {
  /** 'YYYY-MM'. */
  mes: string;
  conta_antes_centavos: number;
  conta_depois_centavos: number;
  economia_centavos: number;
  /** The share of the Fio B paid on compensated energy that month, percent. */
  fio_b_pct: number;
}

const grossUp = (reaisMwh: number, impostosPct: number) => reaisMwh / 1000 / (1 - impostosPct / 100);

/** The B1 tariff with taxes, R$/kWh: (TE + TUSD) / 1000 / (1 − impostos). */
export function tariffWithTaxes(t: DistributorTariff): number {
  return grossUp(t.te_reais_mwh + t.tusd_reais_mwh, t.impostos_pct);
}

/** The Fio B with taxes, R$/kWh. */
export function fioBWithTaxes(t: DistributorTariff): number {
  return grossUp(t.fio_b_reais_mwh, t.impostos_pct);
}

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Months since year 0 of a 'YYYY-MM'. */
export function monthIndex(month: string): number {
  const m = monthPattern.exec(month);
  if (!m) throw new RangeError(`Invalid month: ${month}`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

/** 'YYYY-MM' plus n months. */
export function addMonths(month: string, n: number): string {
  const i = monthIndex(month) + n;
  return `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** Half-up to whole centavos from reais (money here is never negative). */
const centavos = (reais: number) => Math.floor(reais * 100 + 0.5 + 1e-9);

export interface SavingsInput {
  /** Average monthly consumption, kWh. */
  consumoMensalKwh: number;
  /** Expected generation in an average month, kWh (the same every month: we keep annual averages only). */
  geracaoMensalKwh: number;
  ligacao: ConnectionType | '';
  /** Today's tariff with taxes, R$/kWh. */
  tarifaReaisKwh: number;
  /** Today's Fio B with taxes, R$/kWh. */
  fioBReaisKwh: number;
  /** Yearly tariff growth, percent. */
  crescimentoAaPct: number;
  /** The first month, 'YYYY-MM' (the first installment's). */
  inicio: string;
  meses: number;
  /** The month the tariff is today's, 'YYYY-MM'. */
  hoje: string;
}

/** The bill before and after, month by month from `inicio` over `meses` months. */
export function projectSavings(input: SavingsInput): SavingsMonth[] {
  const nonNegative: [string, number][] = [
    ['consumoMensalKwh', input.consumoMensalKwh], ['geracaoMensalKwh', input.geracaoMensalKwh], ['tarifaReaisKwh', input.tarifaReaisKwh],
    ['fioBReaisKwh', input.fioBReaisKwh], ['crescimentoAaPct', input.crescimentoAaPct], ['meses', input.meses],
  ];
  for (const [name, value] of nonNegative) if (!Number.isFinite(value) || value < 0) throw new RangeError(`Invalid ${name}: ${String(value)}`);
  const disp = availabilityOf(input.ligacao);
  const consumo = input.consumoMensalKwh;
  const compensada = Math.min(input.geracaoMensalKwh, Math.max(consumo - disp, 0));
  const start = monthIndex(input.inicio);
  const today = monthIndex(input.hoje);
  const g = input.crescimentoAaPct / 100;
  const rows: SavingsMonth[] = [];
  for (let k = 0; k < Math.floor(input.meses); k += 1) {
    const mes = addMonths(input.inicio, k);
    const growth = (1 + g) ** ((start + k - today) / 12);
    const tarifa = input.tarifaReaisKwh * growth;
    const fioB = input.fioBReaisKwh * growth;
    const share = fioBShare(Math.floor((start + k) / 12));
    const antes = centavos(Math.max(consumo, disp) * tarifa);
    const depois = centavos(Math.max(consumo - compensada, disp) * tarifa + compensada * fioB * share);
    rows.push({ mes, conta_antes_centavos: antes, conta_depois_centavos: depois, economia_centavos: antes - depois, fio_b_pct: Math.round(share * 100) });
  }
  return rows;
}
