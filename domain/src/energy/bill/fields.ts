/**
 * What every layout parser does once it has found the printed strings: turn them into the bill's
 * facts, keeping only values that parse (never a guess).
 */
import { inputLimits } from '../../constants';
import { billLimits } from '../limits';
import type { BillReading } from '../types';
import {
  billMonth, brCents, brDate, cepIn, cityState, connectionIn, consumerClass, consumptionFrom, squash, streetParts, subgroupIn, type BillText,
} from './text';

export interface LayoutResult {
  facts: BillReading['facts'];
  endereco: BillReading['endereco'];
  vencimento: string | null;
}

export type LayoutParser = (doc: BillText) => LayoutResult;

/** The strings a layout found (null: not printed, or not where this layout prints it). */
export interface PrintedFields {
  titular?: string | null;
  uc?: string | null;
  /** Text naming the class (and perhaps the subgroup). */
  classe?: string | null;
  subgrupo?: string | null;
  ligacao?: string | null;
  mesReferencia?: string | null;
  vencimento?: string | null;
  total?: string | null;
  /** Tariff with taxes, R$/kWh, already summed when the bill prints TE and TUSD apart. */
  tarifa?: number | null;
  historico?: { mes: string; kwh: number }[];
  /** The kWh billed this month (used when no history is printed). */
  kwhFaturado?: number | null;
  /** The street line ('RUA X, 12 - AP 3'). */
  rua?: string | null;
  /** The line with the city and state (and maybe the CEP). */
  cidade?: string | null;
  /** A line with the CEP when it is not on the city's line. */
  cep?: string | null;
}

const ucDigits = (text: string | null | undefined) => {
  const digits = (text ?? '').replace(/[\s./-]/g, '');
  return /^\d{4,20}$/.test(digits) ? digits : null;
};

const holder = (text: string | null | undefined) => {
  const name = squash(text ?? '');
  return /\p{L}{2,}/u.test(name) && !/\d/.test(name) ? name.slice(0, inputLimits.name) : null;
};

/** The facts a layout's strings give; missing and unparsable values are simply absent. */
export function fieldsToResult(p: PrintedFields): LayoutResult {
  const facts: LayoutResult['facts'] = {};
  const endereco: LayoutResult['endereco'] = {};
  const titular = holder(p.titular);
  if (titular) facts.titular = titular;
  const uc = ucDigits(p.uc);
  if (uc) facts.uc = uc;
  const classe = consumerClass(p.classe ?? null);
  if (classe) facts.classe = classe;
  const subgrupo = subgroupIn(p.subgrupo ?? null) ?? subgroupIn(p.classe ?? null);
  if (subgrupo) facts.subgrupo = subgrupo;
  const ligacao = connectionIn(p.ligacao ?? null);
  if (ligacao) facts.ligacao = ligacao;
  const mes = p.mesReferencia ? billMonth(p.mesReferencia) : null;
  if (mes) facts.mes_referencia = mes;
  const total = p.total ? brCents(p.total) : null;
  if (total !== null) facts.valor_total_centavos = total;
  if (p.tarifa !== undefined && p.tarifa !== null) facts.tarifa_reais_kwh = Math.round(p.tarifa * 100_000) / 100_000;
  const history = p.historico ?? [];
  const billed = p.kwhFaturado ?? null;
  // A history of the months before the reference month only: the month billed leads it, so the
  // months keep their places (the forms label them by how many months before the reference they are).
  const months = mes && billed !== null && history.length > 0 && !history.some((row) => row.mes === mes) ? [{ mes, kwh: billed }, ...history] : history;
  const consumo = consumptionFrom(months, mes, billLimits.maxMonths);
  if (consumo.length > 0) facts.consumo_kwh = consumo;
  else if (billed !== null) facts.consumo_kwh = [billed];
  const street = p.rua ? streetParts(p.rua) : null;
  if (street) {
    endereco.logradouro = street.logradouro.slice(0, inputLimits.name);
    endereco.numero = street.numero;
    if (street.complemento) endereco.complemento = street.complemento.slice(0, inputLimits.name);
  }
  const place = p.cidade ? cityState(p.cidade) : null;
  if (place) {
    endereco.cidade = place.cidade.slice(0, inputLimits.name);
    endereco.estado = place.estado;
  }
  const cep = (p.cep ? cepIn(p.cep) : null) ?? (p.cidade ? cepIn(p.cidade) : null);
  if (cep) endereco.cep = cep;
  return { facts, endereco, vencimento: p.vencimento ? brDate(p.vencimento) : null };
}
