/**
 * publico/taxas as the public simulator receives it, checked by hand (the landing's chunk takes no
 * zod): anything that is not the expected shape reads as no rates, never as wrong numbers.
 */
import { creditLineIds, terms, type CreditLine, type CreditLineId, type PublishedLine, type PublishedRates } from './lines';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isRate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 100;

function lineOf(value: unknown): PublishedLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const id = record['id'];
  const taxas = record['taxas'];
  if (typeof id !== 'string' || !(creditLineIds as string[]).includes(id) || typeof taxas !== 'object' || taxas === null) return null;
  const rates = Object.fromEntries(terms.flatMap((term) => (isRate((taxas as Record<string, unknown>)[`${term}`]) ? [[`${term}`, (taxas as Record<string, number>)[`${term}`]]] : [])));
  const [min, max, fee] = [record['valor_min_centavos'], record['valor_max_centavos'], record['tarifa_centavos']];
  if (!isCount(min) || !isCount(max) || !isCount(fee)) return null;
  return { id: id as CreditLineId, ativa: true, taxas: rates, valor_min_centavos: min, valor_max_centavos: max, tarifa_centavos: fee };
}

export function parsePublishedRates(value: unknown): PublishedRates | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const lines = record['linhas'];
  if (!Array.isArray(lines)) return null;
  const parsed = lines.map(lineOf).filter((line): line is PublishedLine => line !== null);
  return { linhas: parsed, atualizado_em: typeof record['atualizado_em'] === 'number' ? record['atualizado_em'] : 0 };
}

/** A published line as the arithmetic takes it (active by construction, no note). */
export const asCreditLine = (line: PublishedLine): CreditLine => ({ ...line, nota: '' });
