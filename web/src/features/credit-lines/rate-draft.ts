/** The line form's text fields and the callable's values, both ways. */
import { terms, type StoredCreditLine, type Term } from '@solarcred/domain/credit/lines';
import type { CreditLineInput } from '@solarcred/domain/schemas/credit-lines';

export interface LineDraft {
  ativa: boolean;
  taxas: Record<`${Term}`, string>;
  /** Integer centavos, null while the field is empty (read by useMoneyInput). */
  min: number | null;
  max: number | null;
  fee: number | null;
  nota: string;
}

/** 1.49 → '1,49'. */
export const rateText = (rate: number): string => rate.toLocaleString('pt-BR', { maximumFractionDigits: 4 });

export function draftOf(line: StoredCreditLine): LineDraft {
  return {
    ativa: line.ativa,
    taxas: Object.fromEntries(terms.map((term) => [`${term}`, typeof line.taxas[`${term}`] === 'number' ? rateText(line.taxas[`${term}`] as number) : ''])) as LineDraft['taxas'],
    min: line.valor_min_centavos,
    max: line.valor_max_centavos,
    fee: line.tarifa_centavos,
    nota: line.nota,
  };
}

/** '1,49' → 1.49; blank → not offered; anything else → NaN, which the schema refuses with its message. */
function rateOf(text: string): number | undefined {
  const trimmed = text.trim().replace('%', '');
  if (trimmed === '') return undefined;
  return /^\d{1,3}([.,]\d{1,4})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

export function inputOf(line: StoredCreditLine, draft: LineDraft): CreditLineInput {
  const taxas = Object.fromEntries(terms.flatMap((term) => {
    const rate = rateOf(draft.taxas[`${term}`]);
    return rate === undefined ? [] : [[`${term}`, rate]];
  }));
  return {
    id: line.id,
    ativa: draft.ativa,
    taxas,
    valor_min_centavos: draft.min ?? 0,
    valor_max_centavos: draft.max ?? 0,
    tarifa_centavos: draft.fee ?? 0,
    nota: draft.nota,
    versao: line.versao,
  };
}
