/**
 * What the reader says about a reading (issue 49): implausible values and unknown layouts as a
 * message (never a silently wrong number), the alerts lenders ask about (an old bill, another
 * person's bill), and the facts the forms start from.
 */
import type { Millis } from '../../model';
import { emptyBillFacts } from '../bill-facts';
import { energyText } from '../energy-text';
import { billLimits } from '../limits';
import { billAddressKeys, billFactKeys, type BillAddressKey, type BillAlert, type BillFactKey, type BillFacts, type BillReading } from '../types';

/** Why a reading cannot be used as read, or null. */
export function billProblem(reading: BillReading): string | null {
  const { facts } = reading;
  const read = Object.keys(facts).filter((k) => k !== 'distribuidora').length + Object.keys(reading.endereco).length;
  if (read === 0) return energyText.billUnknownLayout;
  const months = facts.consumo_kwh ?? [];
  if (months.length > billLimits.maxMonths || months.some((kwh) => !Number.isInteger(kwh) || kwh < billLimits.minMonthlyKwh || kwh > billLimits.maxMonthlyKwh)) {
    return energyText.consumptionImplausible;
  }
  const tariff = facts.tarifa_reais_kwh;
  if (tariff !== undefined && tariff !== null && !(tariff >= billLimits.minTariffReaisKwh && tariff <= billLimits.maxTariffReaisKwh)) {
    return energyText.tariffImplausible;
  }
  const amount = facts.valor_total_centavos;
  if (amount !== undefined && amount !== null && !(Number.isInteger(amount) && amount >= 0 && amount <= billLimits.maxAmountCents)) {
    return energyText.amountInvalid;
  }
  return null;
}

const dayMs = 86_400_000;

/** The day the bill's age counts from: its due date, else its reference month's last day (UTC midnight). */
function billDay(vencimento: string | null | undefined, mesReferencia: string | undefined): number | null {
  const due = vencimento ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(vencimento) : null;
  if (due) return Date.UTC(Number(due[1]), Number(due[2]) - 1, Number(due[3]));
  const month = mesReferencia ? /^(\d{4})-(\d{2})$/.exec(mesReferencia) : null;
  return month ? Date.UTC(Number(month[1]), Number(month[2]), 0) : null;
}

const particles = new Set(['DA', 'DE', 'DO', 'DAS', 'DOS', 'E', 'D']);

const nameTokens = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase()
  .replace(/[^A-Z\s]/g, ' ').split(/\s+/).filter((t) => t !== '' && !particles.has(t));

const sameToken = (a: string, b: string) => a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));

/** Can `shorter`'s middle names be found in order in `longer`'s (equal, or one the other's initial)? */
function middlesFit(shorter: string[], longer: string[]): boolean {
  let j = 0;
  for (const token of shorter) {
    while (j < longer.length && !sameToken(token, longer[j]!)) j++;
    if (j === longer.length) return false;
    j++;
  }
  return true;
}

/**
 * The same person? Case, accents, punctuation, spacing and particles (da, de, dos…) aside, the
 * first and last names must match and the middle names must fit each other: abbreviated ('M.') or
 * left out (bills cut long names) count as the same person.
 */
export function sameHolder(a: string, b: string): boolean {
  const x = nameTokens(a);
  const y = nameTokens(b);
  if (x.length === 0 || y.length === 0) return true;
  if (x[0] !== y[0]) return false;
  if (x.length === 1 || y.length === 1) return x.length === y.length;
  if (!sameToken(x[x.length - 1]!, y[y.length - 1]!) || x[x.length - 1]!.length === 1 || y[y.length - 1]!.length === 1) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return middlesFit(short.slice(1, -1), long.slice(1, -1));
}

type AlertSource = BillReading | (Partial<Pick<BillFacts, 'titular' | 'mes_referencia'>> & { vencimento?: string | null });

/**
 * What lenders ask about: 'conta_antiga' when the bill's day (due date, else the reference month's
 * end) is more than 90 days before `now`; 'titular_diferente' when the holder is not the customer.
 * Nothing is flagged from a value nobody read or typed.
 */
export function billAlerts(bill: AlertSource, context: { now: Millis; customerName: string }): BillAlert[] {
  const source = 'facts' in bill ? { ...bill.facts, vencimento: bill.vencimento } : bill;
  const alerts: BillAlert[] = [];
  const day = billDay(source.vencimento, source.mes_referencia);
  if (day !== null && context.now - day > billLimits.maxAgeDays * dayMs) alerts.push('conta_antiga');
  const titular = source.titular?.trim() ?? '';
  if (titular !== '' && context.customerName.trim() !== '' && !sameHolder(titular, context.customerName)) alerts.push('titular_diferente');
  return alerts;
}

/** The facts a form starts from: what was read (each marked in `lidos`), empty elsewhere. */
export function factsFromReading(reading: BillReading, alerts: BillAlert[]): BillFacts {
  const facts: BillFacts = { ...emptyBillFacts(), ...reading.facts, vencimento: reading.vencimento ?? '', alertas: [...alerts] };
  facts.consumo_kwh = (reading.facts.consumo_kwh ?? []).slice(0, billLimits.maxMonths);
  const lidos: (BillFactKey | BillAddressKey)[] = [];
  for (const key of billFactKeys) {
    const value = reading.facts[key];
    if (value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)) lidos.push(key);
  }
  for (const key of billAddressKeys) if (reading.endereco[key]) lidos.push(key);
  facts.lidos = lidos;
  return facts;
}
