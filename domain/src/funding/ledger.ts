/**
 * The funding ledger's fold (issue 48): per proposal, an append-only list of entries, never edited
 * or deleted. A 'plano' entry opens a cycle at approval with every tranche 'bloqueada'; each later
 * entry moves one tranche. Entries are numbered in their cycle (seq 0 the plan, then 1, 2, …) and
 * their id is `${proposal}:${cycle}:${seq}`, so a replayed append computes an id that exists.
 * The fold sorts by (cycle, seq): the store's order does not matter.
 */
import { trancheIdOf } from '../data/funding';
import type { Millis } from '../model';
import {
  clockedSituations, type FundingCycle, type FundingEntry, type FundingEntryType, type IsoDate, type ProposalFundingSummary, type StoredFunding,
  type StoredTranche, type Tranche, type TrancheSituation,
} from './types';

/** Who wrote the trigger's entries (approval, milestones, rejection). */
export const FUNDING_SYSTEM_AUTHOR = 'sistema';

/** The deterministic id of a cycle's seq-th entry. */
export const fundingEntryId = (propostaId: string, ciclo: number, seq: number): string => `${propostaId}:${ciclo}:${seq}`;

/** Situations a tranche leaves for good: the cycle is closed when every tranche is in one. */
export const closedSituations = ['estornada', 'clawback'] as const satisfies readonly TrancheSituation[];

export const isClockedSituation = (situacao: TrancheSituation): boolean => (clockedSituations as readonly TrancheSituation[]).includes(situacao);
export const isClosedSituation = (situacao: TrancheSituation): boolean => (closedSituations as readonly TrancheSituation[]).includes(situacao);

/** Which tranche situations each tranche entry may follow. */
const follows: Record<Exclude<FundingEntryType, 'plano'>, readonly TrancheSituation[]> = {
  liberada: ['bloqueada'],
  em_verificacao: ['liberada'],
  recusada: ['em_verificacao'],
  reenviada: ['recusada'],
  aprovada: ['em_verificacao'],
  paga: ['aprovada'],
  bloqueada: ['liberada', 'em_verificacao', 'recusada', 'aprovada'],
  estornada: ['bloqueada', 'liberada', 'em_verificacao', 'recusada', 'aprovada'],
  clawback: ['paga'],
};

const broken = (entry: FundingEntry, why: string) => new Error(`funding ledger: ${entry.id} ${why}`);

/** The cycle after one more entry; throws when the ledger breaks the state machine (a bug, not user input). */
export function applyFundingEntry(cycle: FundingCycle | null, entry: FundingEntry): FundingCycle {
  if (entry.id !== fundingEntryId(entry.proposta_id, entry.ciclo, entry.seq)) throw broken(entry, 'has a foreign id');
  if (entry.tipo === 'plano') {
    if (cycle && (cycle.proposta_id !== entry.proposta_id || entry.ciclo !== cycle.ciclo + 1 || !isClosedCycle(cycle))) throw broken(entry, 'opens a cycle out of turn');
    if (entry.seq !== 0) throw broken(entry, 'opens a cycle with seq ≠ 0');
    const { proposta_id, integrador_id, ciclo, linha, plano_versao, financiado_centavos, aprovada_em, cliente_nome, nome_empresa, criado_por } = entry;
    return {
      proposta_id, integrador_id, ciclo, seq: 1, linha, plano_versao, financiado_centavos, aprovada_em, cliente_nome, nome_empresa, criado_por,
      parcelas: entry.parcelas.map((tranche, i): Tranche => ({
        parcela: i + 1, marco: tranche.marco, percentual_bps: tranche.percentual_bps, valor_centavos: tranche.valor_centavos, situacao: 'bloqueada',
        data_liberacao: null, prazo: null, verificado_por: null, motivo_recusa: null, arquivos_reenviados: [], data_pagamento: null, forma: null,
        referencia: null, motivo_encerramento: null, atualizada_em: entry.registrado_em,
      })),
    };
  }
  if (!cycle || entry.ciclo !== cycle.ciclo || entry.proposta_id !== cycle.proposta_id) throw broken(entry, 'does not belong to its cycle');
  if (entry.seq !== cycle.seq) throw broken(entry, `has seq ${entry.seq}, expected ${cycle.seq}`);
  const tranche = cycle.parcelas[entry.parcela - 1];
  if (!tranche || tranche.valor_centavos !== entry.valor_centavos) throw broken(entry, 'names no tranche of its cycle');
  if (!follows[entry.tipo].includes(tranche.situacao)) throw broken(entry, `cannot follow ${tranche.situacao}`);
  const at = { atualizada_em: entry.registrado_em };
  let next: Tranche;
  switch (entry.tipo) {
    case 'liberada':
      next = { ...tranche, ...at, situacao: 'liberada', data_liberacao: entry.data_liberacao, prazo: entry.prazo };
      break;
    case 'em_verificacao':
      next = { ...tranche, ...at, situacao: 'em_verificacao', verificado_por: entry.registrado_por };
      break;
    case 'recusada':
      // The integrator's turn: no clock.
      next = { ...tranche, ...at, situacao: 'recusada', motivo_recusa: entry.motivo, prazo: null };
      break;
    case 'reenviada':
      next = { ...tranche, ...at, situacao: 'em_verificacao', arquivos_reenviados: entry.arquivos, prazo: entry.prazo };
      break;
    case 'aprovada':
      next = { ...tranche, ...at, situacao: 'aprovada' };
      break;
    case 'paga':
      next = { ...tranche, ...at, situacao: 'paga', prazo: null, data_pagamento: entry.data_pagamento, forma: entry.forma, referencia: entry.referencia };
      break;
    case 'bloqueada':
      next = { ...tranche, ...at, situacao: 'bloqueada', data_liberacao: null, prazo: null };
      break;
    case 'estornada':
      next = { ...tranche, ...at, situacao: 'estornada', prazo: null, motivo_encerramento: entry.motivo };
      break;
    case 'clawback':
      next = { ...tranche, ...at, situacao: 'clawback', prazo: null, motivo_encerramento: entry.motivo };
      break;
  }
  return { ...cycle, seq: cycle.seq + 1, parcelas: cycle.parcelas.map((old) => (old.parcela === entry.parcela ? next : old)) };
}

/** Every tranche reversed or clawed back: the cycle is over, the next approval opens another. */
export const isClosedCycle = (cycle: Pick<FundingCycle, 'parcelas'>): boolean => cycle.parcelas.every((tranche) => isClosedSituation(tranche.situacao));

/** When a closed cycle was closed (its last reversal or clawback; the rejection's instant for the trigger's). */
export const closedAtOf = (cycle: Pick<FundingCycle, 'parcelas'>): Millis => Math.max(...cycle.parcelas.map((tranche) => tranche.atualizada_em));

/**
 * Every cycle of one proposal's entries, oldest first. Entries of the same id count once; they are
 * folded in (cycle, seq) order whatever order they come in.
 */
export function fundingCyclesOf(entries: readonly FundingEntry[]): FundingCycle[] {
  const unique = [...new Map(entries.map((entry) => [entry.id, entry])).values()];
  const ordered = unique.sort((a, b) => a.ciclo - b.ciclo || a.seq - b.seq);
  const cycles: FundingCycle[] = [];
  for (const entry of ordered) {
    const last = cycles.at(-1) ?? null;
    if (entry.tipo === 'plano') {
      if (!last && entry.ciclo !== 1) throw broken(entry, 'opens a cycle out of turn');
      cycles.push(applyFundingEntry(last, entry));
    } else {
      cycles[cycles.length - 1] = applyFundingEntry(last, entry);
    }
  }
  return cycles;
}

/** The proposal's current funding: its last cycle, or null before any approval that opened one. */
export function currentFunding(entries: readonly FundingEntry[]): FundingCycle | null {
  return fundingCyclesOf(entries).at(-1) ?? null;
}

const isSettled = (situacao: TrancheSituation) => situacao === 'paga' || isClosedSituation(situacao);

/** The first tranche neither paid nor closed (its number), null when none is left. */
export function nextTranche(cycle: Pick<FundingCycle, 'parcelas'>): number | null {
  return cycle.parcelas.find((tranche) => !isSettled(tranche.situacao))?.parcela ?? null;
}

/** Clocked and past its prazo on `day` (YYYY-MM-DD, São Paulo); the prazo itself is on time. */
export function isLate(tranche: Pick<Tranche, 'situacao' | 'prazo'>, day: IsoDate): boolean {
  return isClockedSituation(tranche.situacao) && tranche.prazo !== null && tranche.prazo < day;
}

/** The earliest prazo of a clocked tranche, null when no clock runs. */
function earliestPrazo(parcelas: readonly Pick<Tranche, 'situacao' | 'prazo'>[]): IsoDate | null {
  const prazos = parcelas.filter((tranche) => isClockedSituation(tranche.situacao) && tranche.prazo !== null).map((tranche) => tranche.prazo as IsoDate);
  return prazos.length === 0 ? null : prazos.reduce((a, b) => (b < a ? b : a));
}

/** propostas/{id}.repasse: the states without amounts. */
export function summaryOf(cycle: FundingCycle): ProposalFundingSummary {
  return {
    ciclo: cycle.ciclo,
    parcelas: cycle.parcelas.map(({ parcela, marco, situacao, prazo }) => ({ parcela, marco, situacao, prazo })),
    prazo: earliestPrazo(cycle.parcelas),
  };
}

/** repasses/{proposalId}. */
export function storedFundingOf(cycle: FundingCycle, now: Millis): StoredFunding {
  return { ...cycle, id: cycle.proposta_id, proxima: nextTranche(cycle), atualizado_em: now };
}

/** repasse_parcelas/{proposalId}_{n}. */
export function storedTrancheOf(cycle: FundingCycle, parcela: number, now: Millis): StoredTranche {
  const tranche = cycle.parcelas[parcela - 1];
  if (!tranche) throw new RangeError(`tranche ${parcela} of ${cycle.proposta_id}:${cycle.ciclo} does not exist`);
  return {
    ...tranche,
    id: trancheIdOf(cycle.proposta_id, parcela),
    proposta_id: cycle.proposta_id,
    integrador_id: cycle.integrador_id,
    ciclo: cycle.ciclo,
    linha: cycle.linha,
    cliente_nome: cycle.cliente_nome,
    nome_empresa: cycle.nome_empresa,
    aprovada_em: cycle.aprovada_em,
    atualizado_em: now,
  };
}
