/**
 * The cashback ledger (issue 27): per proposal, an append-only list of entries, never edited or
 * deleted. An approval opens a cycle with a 'prevista' entry; the credit's release makes it
 * 'a_pagar' (due 7 business days later), the payout 'paga'. A rejection closes an unpaid cycle
 * with 'estornada' and a paid one with 'clawback' (the money is now to be recovered), as does an
 * admin's clawback; 'recuperada' records that the money came back (issue 45). An approval after
 * a rejection opens the next cycle. The proposal's cashback is the fold of its entries; no entry
 * rewrites an earlier one (a payout stays paid after its clawback).
 *
 * Each entry's id is `${proposalId}:${cycle}:${type}`: a cycle holds at most one entry of each
 * type, so a replayed transition computes an id that already exists and is written at most once.
 */
import { addBusinessDays } from '../business-days';
import { review } from '../constants';
import type { Millis } from '../model';

export const cashbackEntryTypes = ['prevista', 'a_pagar', 'paga', 'estornada', 'clawback', 'recuperada'] as const;
export type CashbackEntryType = (typeof cashbackEntryTypes)[number];

export const payoutMethods = ['pix', 'transferencia'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

/** Who wrote the entries of the status triggers (approval, rejection). */
export const SYSTEM_AUTHOR = 'sistema';

/** A calendar date, 'YYYY-MM-DD' (a string: only numbers in *_em fields become Timestamps). */
export type IsoDate = string;

interface EntryBase {
  /** `${proposta_id}:${ciclo}:${tipo}` (entryId). */
  id: string;
  proposta_id: string;
  integrador_id: string;
  /** 1 for the first approval, one more for each approval after a rejection. */
  ciclo: number;
  /** The cycle's cashback, repeated on each of its entries so that one entry moves the counters. */
  valor_centavos: number;
  /** The admin's uid, or SYSTEM_AUTHOR. */
  registrado_por: string;
  /** The admin's command time, or the status change's instant (so a replay builds the same entry). */
  registrado_em: Millis;
  /** When the proposal entered 'aprovada' (on 'prevista'; copied on later entries since issue 45). */
  aprovada_em?: Millis;
  /** The names the statements and the admin's payouts show, as they were at approval (copied like aprovada_em). */
  cliente_nome?: string;
  nome_empresa?: string;
}

export interface ForecastEntry extends EntryBase {
  tipo: 'prevista';
  /** The credit line whose rate applied, and that rate's version (cashback_taxas/{linha}.versao). */
  linha: string;
  taxa_bps: number;
  taxa_versao: number;
  /** The amount the rate applied to. */
  base_centavos: number;
  /** When the proposal entered 'aprovada'. */
  aprovada_em: Millis;
}

export interface ReleaseEntry extends EntryBase {
  tipo: 'a_pagar';
  data_liberacao: IsoDate;
  /** data_liberacao + 7 business days. */
  vencimento: IsoDate;
}

export interface PayoutEntry extends EntryBase {
  tipo: 'paga';
  vencimento: IsoDate;
  data_pagamento: IsoDate;
  forma: PayoutMethod;
  /** The PIX end-to-end id, or the bank's reference of the transfer. */
  referencia: string;
}

export interface ReversalEntry extends EntryBase {
  tipo: 'estornada';
  /** The situation reversed, and its due date when it was 'a_pagar'. */
  de: 'prevista' | 'a_pagar';
  vencimento: IsoDate | null;
  /** When the proposal entered 'reprovada'. */
  reprovada_em: Millis;
  motivo: string | null;
}

export interface ClawbackEntry extends EntryBase {
  tipo: 'clawback';
  /** 'reprovacao': the proposal was rejected after the payout; 'admin': an admin took it back. */
  origem: 'reprovacao' | 'admin';
  reprovada_em: Millis | null;
  motivo: string;
}

/** The clawed-back money came back (a transfer from the integrator, or deducted elsewhere). */
export interface RecoveryEntry extends EntryBase {
  tipo: 'recuperada';
  data_recuperacao: IsoDate;
  /** The bank's reference of the money received. */
  referencia: string;
}

export type CashbackEntry = ForecastEntry | ReleaseEntry | PayoutEntry | ReversalEntry | ClawbackEntry | RecoveryEntry;

/** The deterministic id of a cycle's entry of a type. */
export const entryId = (propostaId: string, ciclo: number, tipo: CashbackEntryType): string => `${propostaId}:${ciclo}:${tipo}`;

/**
 * Cashback in integer centavos: base × rate, rounded half up to the centavo, in integer arithmetic
 * (R$ 10.000,33 at 1,5 % is 15.000,495 centavos -> R$ 150,00; R$ 10.000,34 -> R$ 150,01).
 */
export function cashbackAmountCents(baseCents: number, rateBps: number): number {
  if (!Number.isSafeInteger(baseCents) || baseCents < 0) throw new RangeError(`cashback base out of range: ${baseCents}`);
  if (!Number.isSafeInteger(rateBps) || rateBps < 0 || !Number.isSafeInteger(baseCents * rateBps + 5_000)) {
    throw new RangeError(`cashback rate out of range: ${rateBps}`);
  }
  return Math.floor((baseCents * rateBps + 5_000) / 10_000);
}

/** The payout's due date: 7 business days (national holidays excluded) after the credit's release. */
export function dueDateOf(releaseDate: IsoDate): IsoDate {
  return addBusinessDays(releaseDate, review.cashbackBusinessDays);
}

/** A proposal's cashback in one cycle: its entries folded. */
export interface CashbackCycle {
  proposta_id: string;
  integrador_id: string;
  ciclo: number;
  /** The type of the cycle's last entry. */
  situacao: CashbackEntryType;
  valor_centavos: number;
  linha: string;
  taxa_bps: number;
  taxa_versao: number;
  base_centavos: number;
  aprovada_em: Millis;
  cliente_nome: string | null;
  nome_empresa: string | null;
  data_liberacao: IsoDate | null;
  vencimento: IsoDate | null;
  data_pagamento: IsoDate | null;
  forma: PayoutMethod | null;
  referencia: string | null;
  /** The rejection that closed the cycle (estornada, or a clawback on rejection); null otherwise. */
  reprovada_em: Millis | null;
  motivo: string | null;
  /** When the reversal or the clawback was recorded (its entry's registrado_em); null before. */
  encerrada_em?: Millis | null;
  /** When the clawed-back money came back; null before (absent on cycles stored before issue 45). */
  data_recuperacao?: IsoDate | null;
}

/** Closed cycles let the next approval open a cycle ('clawback' still takes its 'recuperada'); an open one is still owed or paid. */
export const isClosed = (cycle: Pick<CashbackCycle, 'situacao'>): boolean =>
  cycle.situacao === 'estornada' || cycle.situacao === 'clawback' || cycle.situacao === 'recuperada';

/** Released, unpaid, and past its due date on `day` (YYYY-MM-DD); the due date itself is on time. */
export function isOverdue(cycle: Pick<CashbackCycle, 'situacao' | 'vencimento'>, day: IsoDate): boolean {
  return cycle.situacao === 'a_pagar' && cycle.vencimento !== null && cycle.vencimento < day;
}

/** Which situations each entry type may follow (null: it opens a cycle). */
const follows: Record<CashbackEntryType, readonly (CashbackEntryType | null)[]> = {
  prevista: [null],
  a_pagar: ['prevista'],
  paga: ['a_pagar'],
  estornada: ['prevista', 'a_pagar'],
  clawback: ['paga'],
  recuperada: ['clawback'],
};

const broken = (entry: CashbackEntry, why: string) => new Error(`cashback ledger: ${entry.id} ${why}`);

/** The cycle after one more entry; throws when the ledger breaks the state machine (a bug, not user input). */
export function applyEntry(cycle: CashbackCycle | null, entry: CashbackEntry): CashbackCycle {
  if (!follows[entry.tipo].includes(cycle?.situacao ?? null)) throw broken(entry, `cannot follow ${cycle?.situacao ?? 'nothing'}`);
  if (entry.id !== entryId(entry.proposta_id, entry.ciclo, entry.tipo)) throw broken(entry, 'has a foreign id');
  if (entry.tipo === 'prevista') {
    const { proposta_id, integrador_id, ciclo, valor_centavos, linha, taxa_bps, taxa_versao, base_centavos, aprovada_em } = entry;
    return {
      proposta_id, integrador_id, ciclo, situacao: 'prevista', valor_centavos, linha, taxa_bps, taxa_versao, base_centavos, aprovada_em,
      cliente_nome: entry.cliente_nome ?? null, nome_empresa: entry.nome_empresa ?? null,
      data_liberacao: null, vencimento: null, data_pagamento: null, forma: null, referencia: null, reprovada_em: null, motivo: null,
      encerrada_em: null, data_recuperacao: null,
    };
  }
  if (!cycle || entry.ciclo !== cycle.ciclo || entry.proposta_id !== cycle.proposta_id || entry.valor_centavos !== cycle.valor_centavos) {
    throw broken(entry, 'does not belong to its cycle');
  }
  switch (entry.tipo) {
    case 'a_pagar':
      return { ...cycle, situacao: 'a_pagar', data_liberacao: entry.data_liberacao, vencimento: entry.vencimento };
    case 'paga':
      return { ...cycle, situacao: 'paga', data_pagamento: entry.data_pagamento, forma: entry.forma, referencia: entry.referencia };
    case 'estornada':
      return { ...cycle, situacao: 'estornada', reprovada_em: entry.reprovada_em, motivo: entry.motivo, encerrada_em: entry.registrado_em };
    case 'clawback':
      return { ...cycle, situacao: 'clawback', reprovada_em: entry.reprovada_em, motivo: entry.motivo, encerrada_em: entry.registrado_em };
    case 'recuperada':
      // The payout's reference stays: the recovery's is its entry's.
      return { ...cycle, situacao: 'recuperada', data_recuperacao: entry.data_recuperacao };
  }
}

/** Entry order inside a cycle (the store returns them in any order). */
const rank: Record<CashbackEntryType, number> = { prevista: 0, a_pagar: 1, paga: 2, estornada: 3, clawback: 3, recuperada: 4 };

/**
 * Every cycle of one proposal's entries, oldest first. Entries of the same id count once; cycles
 * must run 1, 2, … and only the last may be open.
 */
export function cashbackCyclesOf(entries: readonly CashbackEntry[]): CashbackCycle[] {
  const unique = [...new Map(entries.map((entry) => [entry.id, entry])).values()];
  const ordered = unique.sort((a, b) => a.ciclo - b.ciclo || rank[a.tipo] - rank[b.tipo]);
  const cycles: CashbackCycle[] = [];
  for (const entry of ordered) {
    const last = cycles.at(-1) ?? null;
    if (entry.tipo === 'prevista') {
      if (entry.ciclo !== (last?.ciclo ?? 0) + 1 || (last && !isClosed(last))) throw broken(entry, 'opens a cycle out of turn');
      if (last && last.proposta_id !== entry.proposta_id) throw broken(entry, 'belongs to another proposal');
      cycles.push(applyEntry(null, entry));
    } else {
      cycles[cycles.length - 1] = applyEntry(last, entry);
    }
  }
  return cycles;
}

/** The proposal's current cashback: its last cycle, or null before any approval with cashback. */
export function currentCashback(entries: readonly CashbackEntry[]): CashbackCycle | null {
  return cashbackCyclesOf(entries).at(-1) ?? null;
}
