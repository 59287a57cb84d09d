/**
 * The cashback ledger's transitions (issue 27): each returns the one entry to append. The status
 * events (approval, rejection) come from the proposal trigger and return null when there is
 * nothing to write: a replay, a late delivery, a line without cashback. The admin's commands
 * (release, payout, clawback, recovery) refuse a wrong situation or bad input with a Portuguese
 * DomainError, and then nothing is written.
 */
import { z } from 'zod';
import { inputLimits } from '../constants';
import { DomainError } from '../errors';
import { freeText } from '../fields';
import { saoPauloDayKey } from '../format';
import { requireAdmin, type Actor } from '../handlers/actor';
import { parseCommand } from '../handlers/parse';
import { parseIsoDate } from '../masks';
import { validation } from '../messages';
import type { Millis, Proposal } from '../model';
import { idField } from '../schemas/common';
import type { AppliedCashbackRate } from './cashback-rates';
import { cashbackText as text } from './cashback-text';
import {
  cashbackAmountCents, cashbackCyclesOf, currentCashback, dueDateOf, entryId, isClosed, payoutMethods, SYSTEM_AUTHOR,
  type CashbackCycle, type CashbackEntry, type CashbackEntryType, type ClawbackEntry, type ForecastEntry, type PayoutEntry,
  type RecoveryEntry, type ReleaseEntry, type ReversalEntry,
} from './ledger';
import { isPixEndToEndId } from './pix-key';

// --- Status events ------------------------------------------------------------

export type CashbackEvent = { tipo: 'aprovacao'; em: Millis } | { tipo: 'reprovacao'; em: Millis; motivo: string | null };

type StatusSnapshot = Pick<Proposal, 'status' | 'updated_at'> & Partial<Pick<Proposal, 'status_desde' | 'status_motivo'>>;

/**
 * What a proposal write means for its cashback: entering 'aprovada', entering 'reprovada' (from
 * any column, so a proposal sent back to analysis and then rejected is reversed too), or nothing.
 * The event's instant is when the proposal entered the status: the same for every delivery.
 */
export function cashbackEventOf(before: StatusSnapshot | null, after: StatusSnapshot | null): CashbackEvent | null {
  if (!after || before?.status === after.status) return null;
  const em = after.status_desde ?? after.updated_at;
  if (after.status === 'aprovada') return { tipo: 'aprovacao', em };
  if (after.status === 'reprovada') return { tipo: 'reprovacao', em, motivo: after.status_motivo ?? null };
  return null;
}

/**
 * The line and the amount a proposal's cashback applies to, always a financed amount (issue 45):
 * that of the simulation it was sent with (the line chosen for 'Busque a melhor opção' included);
 * without one, the line named and the system value less the down payment it asked. Only a
 * proposal stored before the down payment was (no valor_entrada) falls back to its value.
 */
export function cashbackBasisOf(proposal: Pick<Proposal, 'linha_credito' | 'valor_proposta' | 'valor_sistema' | 'valor_entrada' | 'simulacao'>): { linha: string; baseCentavos: number } {
  const simulation = proposal.simulacao;
  if (simulation) return { linha: simulation.linha, baseCentavos: simulation.financiado_centavos };
  const entrada = proposal.valor_entrada;
  return typeof entrada === 'number'
    ? { linha: proposal.linha_credito, baseCentavos: Math.max(0, proposal.valor_sistema - entrada) }
    : { linha: proposal.linha_credito, baseCentavos: proposal.valor_proposta };
}

export interface Approval {
  propostaId: string;
  integradorId: string;
  /** When the proposal entered 'aprovada' (CashbackEvent.em). */
  aprovadaEm: Millis;
  linha: string;
  baseCentavos: number;
  clienteNome?: string;
  nomeEmpresa?: string;
}

export interface Rejection {
  propostaId: string;
  /** When the proposal entered 'reprovada' (CashbackEvent.em). */
  reprovadaEm: Millis;
  motivo: string | null;
}

const ledgerOf = (entries: readonly CashbackEntry[], propostaId: string) => entries.filter((entry) => entry.proposta_id === propostaId);

/** An entry of the cycle, carrying its names and approval instant so that a month's statement names every proposal (issue 45). */
function entryBase<T extends CashbackEntryType>(cycle: CashbackCycle, tipo: T, por: string, em: Millis) {
  const { proposta_id, integrador_id, ciclo, valor_centavos, aprovada_em } = cycle;
  return {
    id: entryId(proposta_id, ciclo, tipo), proposta_id, integrador_id, ciclo, valor_centavos, registrado_por: por, registrado_em: em, tipo, aprovada_em,
    ...(cycle.cliente_nome ? { cliente_nome: cycle.cliente_nome } : {}),
    ...(cycle.nome_empresa ? { nome_empresa: cycle.nome_empresa } : {}),
  };
}

/**
 * Approval: a 'prevista' entry of rate × base, opening the proposal's first cycle, or the next one
 * after a rejection. Null when a cycle is open (a replay, or a return to 'aprovada'), when the
 * last cycle was closed by an admin's clawback, when the approval is older than the rejection
 * that closed it (late delivery), or when the line pays no cashback.
 */
export function onApproval(ledger: readonly CashbackEntry[], approval: Approval, rate: AppliedCashbackRate | null): ForecastEntry | null {
  const last = cashbackCyclesOf(ledgerOf(ledger, approval.propostaId)).at(-1);
  // Open cycles and admin clawbacks have no rejection instant.
  if (last && (last.reprovada_em === null || approval.aprovadaEm <= last.reprovada_em)) return null;
  if (!rate) return null;
  const valor = cashbackAmountCents(approval.baseCentavos, rate.valor);
  if (valor === 0) return null;
  const ciclo = (last?.ciclo ?? 0) + 1;
  return {
    id: entryId(approval.propostaId, ciclo, 'prevista'),
    proposta_id: approval.propostaId,
    integrador_id: approval.integradorId,
    ciclo,
    valor_centavos: valor,
    registrado_por: SYSTEM_AUTHOR,
    registrado_em: approval.aprovadaEm,
    tipo: 'prevista',
    linha: approval.linha,
    taxa_bps: rate.valor,
    taxa_versao: rate.versao,
    base_centavos: approval.baseCentavos,
    aprovada_em: approval.aprovadaEm,
    ...(approval.clienteNome ? { cliente_nome: approval.clienteNome } : {}),
    ...(approval.nomeEmpresa ? { nome_empresa: approval.nomeEmpresa } : {}),
  };
}

/**
 * Rejection: 'estornada' for an unpaid cashback, 'clawback' (the rejection's reason) for a paid
 * one. Null when nothing is open (no cashback, or a replay) or the rejection is older than the
 * open cycle's approval (late delivery).
 */
export function onRejection(ledger: readonly CashbackEntry[], rejection: Rejection): ReversalEntry | ClawbackEntry | null {
  const cycle = currentCashback(ledgerOf(ledger, rejection.propostaId));
  if (!cycle || isClosed(cycle) || rejection.reprovadaEm <= cycle.aprovada_em) return null;
  const motivo = rejection.motivo?.trim() || null;
  const reprovada_em = rejection.reprovadaEm;
  if (cycle.situacao === 'paga') {
    return { ...entryBase(cycle, 'clawback', SYSTEM_AUTHOR, reprovada_em), origem: 'reprovacao', reprovada_em, motivo: motivo ?? text.clawbackOnRejection };
  }
  const de = cycle.situacao === 'a_pagar' ? 'a_pagar' : 'prevista';
  return { ...entryBase(cycle, 'estornada', SYSTEM_AUTHOR, reprovada_em), de, vencimento: cycle.vencimento, reprovada_em, motivo };
}

// --- The admin's commands -----------------------------------------------------

const isoDateField = z
  .string({ error: validation.required })
  .max(inputLimits.identifier, { error: validation.dateInvalid })
  .trim()
  .min(1, { error: validation.required })
  .refine((s) => parseIsoDate(s) !== null, { error: validation.dateInvalid });

export const releaseInput = z.object({ propostaId: idField, data_liberacao: isoDateField });
export type ReleaseInput = z.input<typeof releaseInput>;

export const payoutInput = z
  .object({
    propostaId: idField,
    data_pagamento: isoDateField,
    valor_centavos: z
      .number({ error: validation.numberInvalid })
      .int({ error: validation.integerInvalid })
      .positive({ error: text.payoutAmountPositive }),
    forma: z.enum(payoutMethods, { error: validation.required }),
    /** The PIX end-to-end id, or the transfer's reference. */
    referencia: z.string({ error: validation.required }).max(inputLimits.name, { error: validation.tooLong }).trim(),
  })
  .superRefine((payout, ctx) => {
    const message =
      payout.forma === 'pix'
        ? (isPixEndToEndId(payout.referencia) ? null : text.endToEndInvalid)
        : (payout.referencia === '' ? text.referenceRequired : null);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['referencia'], input: payout.referencia });
  });
export type PayoutInput = z.input<typeof payoutInput>;

export const clawbackInput = z.object({ propostaId: idField, motivo: freeText });
export type ClawbackInput = z.input<typeof clawbackInput>;

export const recoveryInput = z.object({
  propostaId: idField,
  data_recuperacao: isoDateField,
  /** The bank's reference of the money received. */
  referencia: z.string({ error: validation.required }).max(inputLimits.name, { error: validation.tooLong }).trim().min(1, { error: text.referenceRequired }),
});
export type RecoveryInput = z.input<typeof recoveryInput>;

const refused = (message: string) => new DomainError('failed-precondition', message);
const invalid = (field: string, message: string) => new DomainError('invalid-argument', message, { [field]: message });

function requireCycle(ledger: readonly CashbackEntry[], propostaId: string): CashbackCycle {
  const cycle = currentCashback(ledgerOf(ledger, propostaId));
  if (!cycle) throw new DomainError('not-found', text.notFound);
  return cycle;
}

/** The admin marks the credit released on a date (not future, not before the approval): the cashback becomes due. */
export function releaseCredit(ledger: readonly CashbackEntry[], input: unknown, actor: Actor | null, now: Millis): ReleaseEntry {
  const caller = requireAdmin(actor);
  const { propostaId, data_liberacao } = parseCommand(releaseInput, input);
  const cycle = requireCycle(ledger, propostaId);
  if (cycle.situacao === 'estornada') throw refused(text.reversed);
  if (cycle.situacao !== 'prevista') throw refused(text.alreadyReleased);
  if (data_liberacao > saoPauloDayKey(now)) throw invalid('data_liberacao', text.releaseFuture);
  if (data_liberacao < saoPauloDayKey(cycle.aprovada_em)) throw invalid('data_liberacao', text.releaseBeforeApproval);
  return { ...entryBase(cycle, 'a_pagar', caller.uid, now), data_liberacao, vencimento: dueDateOf(data_liberacao) };
}

/** The admin records the payout of a due cashback: its exact amount, a date between the release and today, and the reference. */
export function recordPayout(ledger: readonly CashbackEntry[], input: unknown, actor: Actor | null, now: Millis): PayoutEntry {
  const caller = requireAdmin(actor);
  const { propostaId, data_pagamento, valor_centavos, forma, referencia } = parseCommand(payoutInput, input);
  const cycle = requireCycle(ledger, propostaId);
  if (cycle.situacao === 'prevista') throw refused(text.payoutNotReleased);
  if (cycle.situacao === 'estornada') throw refused(text.reversed);
  if (cycle.situacao !== 'a_pagar' || cycle.data_liberacao === null || cycle.vencimento === null) throw refused(text.alreadyPaid);
  if (data_pagamento > saoPauloDayKey(now)) throw invalid('data_pagamento', text.payoutFuture);
  if (data_pagamento < cycle.data_liberacao) throw invalid('data_pagamento', text.payoutBeforeRelease);
  if (valor_centavos !== cycle.valor_centavos) throw invalid('valor_centavos', text.payoutAmountMismatch(cycle.valor_centavos));
  return { ...entryBase(cycle, 'paga', caller.uid, now), vencimento: cycle.vencimento, data_pagamento, forma, referencia };
}

/** The admin takes a paid cashback back, with a reason (a cancelled contract, a payout in error). */
export function recordClawback(ledger: readonly CashbackEntry[], input: unknown, actor: Actor | null, now: Millis): ClawbackEntry {
  const caller = requireAdmin(actor);
  const { propostaId, motivo } = parseCommand(clawbackInput, input);
  const cycle = requireCycle(ledger, propostaId);
  if (cycle.situacao === 'clawback' || cycle.situacao === 'recuperada') throw refused(text.alreadyClawedBack);
  if (cycle.situacao !== 'paga') throw refused(text.clawbackNotPaid);
  return { ...entryBase(cycle, 'clawback', caller.uid, now), origem: 'admin', reprovada_em: null, motivo };
}

/**
 * The admin records that a clawed-back cashback came back (issue 45): 'a recuperar' becomes
 * 'recuperado'; what was paid stays paid. The cycle is the proposal's latest one awaiting
 * recovery (a re-approval may have opened another since), on a date between the clawback and today.
 */
export function recordRecovery(ledger: readonly CashbackEntry[], input: unknown, actor: Actor | null, now: Millis): RecoveryEntry {
  const caller = requireAdmin(actor);
  const { propostaId, data_recuperacao, referencia } = parseCommand(recoveryInput, input);
  const cycles = cashbackCyclesOf(ledgerOf(ledger, propostaId));
  if (cycles.length === 0) throw new DomainError('not-found', text.notFound);
  const cycle = cycles.findLast((candidate) => candidate.situacao === 'clawback');
  if (!cycle) throw refused(cycles.some((candidate) => candidate.situacao === 'recuperada') ? text.alreadyRecovered : text.recoveryNotClawedBack);
  if (data_recuperacao > saoPauloDayKey(now)) throw invalid('data_recuperacao', text.recoveryFuture);
  if (cycle.encerrada_em != null && data_recuperacao < saoPauloDayKey(cycle.encerrada_em)) throw invalid('data_recuperacao', text.recoveryBeforeClawback);
  return { ...entryBase(cycle, 'recuperada', caller.uid, now), data_recuperacao, referencia };
}
