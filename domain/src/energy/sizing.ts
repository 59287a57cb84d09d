/**
 * Sizing a grid-tied system from the bill (issue 49): the energy to offset is the average
 * consumption less the availability charge (REN ANEEL 1.000/2021: 30/50/100 kWh a month for mono,
 * bi and trifásico, billed anyway), divided by what 1 kWp yields in an average month — the
 * municipality's daily global irradiation (kWh/m²/dia, i.e. peak-sun hours) × 30.42 days × the
 * performance ratio. Rounded UP to 0.01 kWp so the suggestion never falls short.
 */
import { availabilityKwh } from './limits';
import type { ConnectionType } from './types';

/** Days of an average month (365 / 12). */
export const averageMonthDays = 365 / 12;

/** The availability charge of a connection; an unknown connection counts as monofásico (the smallest). */
export function availabilityOf(ligacao: ConnectionType | '' | null | undefined): number {
  return ligacao ? availabilityKwh[ligacao] : availabilityKwh.monofasico;
}

/** Days in a 'YYYY-MM' month. */
export function daysInMonth(month: string): number {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) throw new RangeError(`Invalid month: ${month}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
}

export interface SizingInput {
  /** Average monthly consumption, kWh. */
  consumoMedioKwh: number;
  ligacao: ConnectionType | '';
  /** Annual average daily global irradiation, kWh/m²/dia. */
  irradiacaoKwhM2Dia: number;
  performanceRatio: number;
}

export interface Sizing {
  /** kWp, two decimals, rounded up; 0 when the consumption does not pass the availability charge. */
  kwpSugerido: number;
  disponibilidadeKwh: number;
}

const assertPositive = (value: number, name: string) => {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be positive: ${String(value)}`);
};

/** The size (kWp) that offsets the average consumption above the availability charge. */
export function sizeSystem(input: SizingInput): Sizing {
  assertPositive(input.irradiacaoKwhM2Dia, 'irradiacaoKwhM2Dia');
  assertPositive(input.performanceRatio, 'performanceRatio');
  if (!Number.isFinite(input.consumoMedioKwh) || input.consumoMedioKwh < 0) throw new RangeError(`Invalid consumption: ${String(input.consumoMedioKwh)}`);
  const disponibilidadeKwh = availabilityOf(input.ligacao);
  const toOffset = Math.max(input.consumoMedioKwh - disponibilidadeKwh, 0);
  const perKwp = input.irradiacaoKwhM2Dia * averageMonthDays * input.performanceRatio;
  // The small tolerance keeps an exact quotient (e.g. 3.0000000000000004) from rounding up a cent.
  const kwpSugerido = Math.ceil(toOffset / perKwp * 100 - 1e-9) / 100;
  return { kwpSugerido: Math.max(kwpSugerido, 0), disponibilidadeKwh };
}

/** Expected generation (kWh) of `kwp` in a given 'YYYY-MM' month, or in an average month when none is given. */
export function expectedGenerationKwh(kwp: number, irradiacaoKwhM2Dia: number, performanceRatio: number, month?: string): number {
  if (!Number.isFinite(kwp) || kwp < 0) throw new RangeError(`Invalid kWp: ${String(kwp)}`);
  const days = month === undefined ? averageMonthDays : daysInMonth(month);
  return kwp * irradiacaoKwhM2Dia * days * performanceRatio;
}
