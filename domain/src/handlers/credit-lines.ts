/**
 * updateCreditLine (issue 32), admins: the line's new values under the next version, the values
 * they replace kept as a version of their own (who set them, since when, until when), and the
 * public subset of every active line rebuilt for the landing's simulator. One transaction.
 */
import { creditText as text } from '../credit/credit-text';
import { publishedRatesOf, type CreditLine, type CreditLineVersion, type PublishedRates, type StoredCreditLine } from '../credit/lines';
import { DomainError } from '../errors';
import type { Millis } from '../model';
import { creditLineInput } from '../schemas/credit-lines';
import { requireAdmin, type Actor } from './actor';
import { parseCommand } from './parse';

export interface CreditLineWrites {
  line: StoredCreditLine;
  /** The replaced values, or null for a line's first values. */
  version: CreditLineVersion | null;
  published: PublishedRates;
}

const valuesOf = ({ id, ativa, taxas, valor_min_centavos, valor_max_centavos, tarifa_centavos, nota }: CreditLine): CreditLine => ({
  id, ativa, taxas, valor_min_centavos, valor_max_centavos, tarifa_centavos, nota,
});


export function updateCreditLine(current: StoredCreditLine | null, lines: readonly StoredCreditLine[], input: unknown, actor: Actor | null, now: Millis): CreditLineWrites {
  const caller = requireAdmin(actor);
  const { versao, ...values } = parseCommand(creditLineInput, input);
  const currentVersion = current?.versao ?? 0;
  if (versao !== currentVersion) throw new DomainError('failed-precondition', text.stale);
  const taxas = Object.fromEntries(Object.entries(values.taxas).filter(([, rate]) => typeof rate === 'number'));
  const line: StoredCreditLine = { ...values, taxas, versao: currentVersion + 1, atualizado_por: caller.uid, atualizado_em: now };
  const version: CreditLineVersion | null = current
    ? { id: String(current.versao), versao: current.versao, valores: valuesOf(current), por: current.atualizado_por, desde_em: current.atualizado_em, substituida_em: now }
    : null;
  const others = lines.filter((other) => other.id !== line.id);
  return { line, version, published: publishedRatesOf([...others, line], now) };
}
