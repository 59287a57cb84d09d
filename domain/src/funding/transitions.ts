/**
 * The funding ledger's transitions (issue 48). `fundingEventsOf` is the proposal trigger's
 * reconcile: from the proposal as it is now and its ledger, every entry still missing (open the
 * cycle on approval, release the tranches whose milestone is marked, block again those whose
 * milestone was undone, reverse or claw back on rejection); run again on the state it produced it
 * finds nothing. The commands (the admin's check and payouts, the integrator's new evidence)
 * return the entries to append, or refuse with a Portuguese DomainError and nothing is written.
 */
import { z } from 'zod';
import { addBusinessDays } from '../business-days';
import { cashbackBasisOf, payoutInput } from '../cashback/transitions';
import { inputLimits, storageFolders } from '../constants';
import type { CreditLineId } from '../credit/lines';
import { DomainError, isDomainError } from '../errors';
import { saoPauloDayKey } from '../format';
import { requireAdmin, requireSignedIn, type Actor } from '../handlers/actor';
import type { StoredObjectFacts } from '../handlers/integrator-profile';
import { parseCommand } from '../handlers/parse';
import { checkedFiles } from '../installation/mark-milestone';
import { evidenceLimits, markOf, milestoneOf } from '../installation/milestones';
import { validation } from '../messages';
import type { Integrator, Millis, Proposal } from '../model';
import { proposalStatusLabel, shortId } from '../proposal-status';
import { idField, storedFileInput } from '../schemas/common';
import { actsOnProposal } from '../team/company';
import { fundingText as text } from './funding-text';
import { applyFundingEntry, closedAtOf, currentFunding, FUNDING_SYSTEM_AUTHOR, fundingEntryId, isClosedCycle, isClosedSituation } from './ledger';
import { fundingPlanLimits, planOf, settingsOf, splitTranches } from './plan';
import {
  type AcceptedEntry, type FundingCycle, type FundingEntry, type FundingPlan, type FundingSettings, type PlanEntry,
  type RefusedEntry, type ResubmittedEntry, type Tranche, type TrancheEntry, type TranchePayoutEntry, type VerifyingEntry,
} from './types';

type TrancheType = TrancheEntry['tipo'];

const ledgerOf = (entries: readonly FundingEntry[], propostaId: string) => entries.filter((entry) => entry.proposta_id === propostaId);

/** The fields every tranche entry carries, numbered as the cycle's next entry. */
function trancheEntryBase<T extends TrancheType>(cycle: FundingCycle, tranche: Tranche, tipo: T, por: string, em: Millis) {
  const { proposta_id, integrador_id, ciclo, seq } = cycle;
  return {
    id: fundingEntryId(proposta_id, ciclo, seq), proposta_id, integrador_id, ciclo, seq, registrado_por: por, registrado_em: em, tipo,
    parcela: tranche.parcela, valor_centavos: tranche.valor_centavos,
  };
}

// --- The trigger ----------------------------------------------------------------

/** The credit line whose plan a proposal's funding uses: the cashback's (its simulation's line, else the one named). */
export const fundingLineOf = (proposal: Pick<Proposal, 'linha_credito' | 'valor_proposta' | 'valor_sistema' | 'valor_entrada' | 'simulacao'>): string =>
  cashbackBasisOf(proposal).linha;

const approvedStatuses: readonly string[] = ['aprovada', 'finalizada'];

/** When the proposal was approved, as the cycle it opens records it: the status' start, or the installation's approval once finalised. */
function approvalInstant(proposal: Proposal): Millis | null {
  if (proposal.status === 'aprovada') return proposal.status_desde ?? proposal.updated_at;
  if (proposal.status === 'finalizada') return proposal.instalacao?.aprovada_em ?? null;
  return null;
}

function planEntryOf(proposal: Proposal, ciclo: number, aprovadaEm: Millis, storedPlan: FundingPlan | null): PlanEntry | null {
  const { linha, baseCentavos } = cashbackBasisOf(proposal);
  if (baseCentavos <= 0) return null;
  const plan = planOf(storedPlan, linha as CreditLineId);
  return {
    id: fundingEntryId(proposal.id, ciclo, 0), proposta_id: proposal.id, integrador_id: proposal.integrador_id, ciclo, seq: 0,
    registrado_por: FUNDING_SYSTEM_AUTHOR, registrado_em: aprovadaEm, tipo: 'plano', linha, plano_versao: plan.versao,
    financiado_centavos: baseCentavos, parcelas: splitTranches(plan.parcelas, baseCentavos), aprovada_em: aprovadaEm,
    cliente_nome: proposal.cliente_nome || null, nome_empresa: proposal.integrador?.nome_empresa || null, criado_por: proposal.criado_por ?? null,
  };
}

/**
 * Every entry the proposal's state asks for and its ledger lacks, in order. `plan` is the stored
 * plan of the proposal's line (fundingLineOf; null: the default), read only when a cycle opens;
 * `settings` the clock's (config/repasses). Entries written by the trigger are signed 'sistema'.
 */
export function fundingEventsOf(ledger: readonly FundingEntry[], proposal: Proposal | null, plan: FundingPlan | null, settings: FundingSettings | null, now: Millis): FundingEntry[] {
  if (!proposal) return [];
  const out: FundingEntry[] = [];
  let cycle = currentFunding(ledgerOf(ledger, proposal.id));
  const push = (entry: FundingEntry) => {
    cycle = applyFundingEntry(cycle, entry);
    out.push(entry);
  };

  // Approval: a cycle opens when none is open and the approval is newer than the rejection that closed the last.
  const aprovadaEm = approvalInstant(proposal);
  if (aprovadaEm !== null && (!cycle || (isClosedCycle(cycle) && aprovadaEm > closedAtOf(cycle)))) {
    const opening = planEntryOf(proposal, (cycle?.ciclo ?? 0) + 1, aprovadaEm, plan);
    if (opening) push(opening);
  }
  const open: FundingCycle | null = cycle;
  if (!open || isClosedCycle(open)) return out;

  // Rejection after this cycle's approval: every unpaid tranche reversed, every paid one clawed back.
  if (proposal.status === 'reprovada') {
    const reprovadaEm = proposal.status_desde ?? proposal.updated_at;
    if (reprovadaEm <= open.aprovada_em) return out;
    const motivo = proposal.status_motivo?.trim() || null;
    for (const tranche of open.parcelas) {
      if (isClosedSituation(tranche.situacao)) continue;
      const base = trancheEntryBase(cycle as FundingCycle, tranche, tranche.situacao === 'paga' ? 'clawback' : 'estornada', FUNDING_SYSTEM_AUTHOR, reprovadaEm);
      push(base.tipo === 'clawback' ? { ...base, tipo: 'clawback', motivo: motivo ?? text.clawbackOnRejection } : { ...base, tipo: 'estornada', de: tranche.situacao, motivo });
    }
    return out;
  }
  if (!approvedStatuses.includes(String(proposal.status))) return out;

  // Milestones: release what is marked, block again what was undone before its payout.
  const days = settingsOf(settings).prazo_dias_uteis;
  // A milestone marked before a re-approval is released by that approval: its clock starts then, not at the old mark.
  const approvalDay = saoPauloDayKey(open.aprovada_em);
  for (const tranche of open.parcelas) {
    const mark = markOf(proposal.instalacao, tranche.marco);
    if (tranche.situacao === 'bloqueada' && mark) {
      const start = [mark.data, saoPauloDayKey(mark.marcado_em), approvalDay].reduce((a, b) => (b > a ? b : a));
      const prazo = addBusinessDays(start, days);
      push({ ...trancheEntryBase(cycle as FundingCycle, tranche, 'liberada', FUNDING_SYSTEM_AUTHOR, now), data_liberacao: mark.data, prazo });
    } else if (!mark && tranche.situacao !== 'bloqueada' && tranche.situacao !== 'paga' && !isClosedSituation(tranche.situacao)) {
      const record = proposal.instalacao?.marcos[tranche.marco];
      const motivo = record?.estado === 'desfeito' ? record.motivo : null;
      push({ ...trancheEntryBase(cycle as FundingCycle, tranche, 'bloqueada', FUNDING_SYSTEM_AUTHOR, now), motivo });
    }
  }
  return out;
}

// --- The commands' inputs ----------------------------------------------------------

const trancheNumber = z
  .number({ error: text.trancheNotFound })
  .int({ error: text.trancheNotFound })
  .min(1, { error: text.trancheNotFound })
  .max(fundingPlanLimits.maxTranches, { error: text.trancheNotFound });

export const trancheCommandInput = z.object({ propostaId: idField, parcela: trancheNumber });
export type TrancheCommandInput = z.input<typeof trancheCommandInput>;

export const trancheRefusalInput = trancheCommandInput.extend({
  motivo: z
    .string({ error: text.refusalReasonRequired })
    .max(inputLimits.freeText, { error: validation.freeTextTooLong })
    .trim()
    .min(1, { error: text.refusalReasonRequired }),
});
export type TrancheRefusalInput = z.input<typeof trancheRefusalInput>;

/** New evidence after a refusal: files already uploaded under the milestone's evidence names, as markMilestone takes them. */
export const trancheResubmitInput = trancheCommandInput.extend({
  arquivos: z
    .array(storedFileInput(storageFolders.proposalAttachments), { error: text.resubmitFilesRequired })
    .min(1, { error: text.resubmitFilesRequired })
    // Bounded before the callable asks the bucket about each file: no milestone takes more (markMilestoneInput's bound).
    .max(evidenceLimits.maxFiles, { error: text.resubmitTooManyFiles(evidenceLimits.maxFiles) }),
});
export type TrancheResubmitInput = z.input<typeof trancheResubmitInput>;

/** A tranche's payout: the cashback's payout fields (amount, date, method, reference checked the same way) and the tranche. */
export const tranchePayoutInput = payoutInput.safeExtend({ parcela: trancheNumber });
export type TranchePayoutInput = z.input<typeof tranchePayoutInput>;

export const tranchePayoutBatchLimit = 50;

/** The batch's shape; each payout is then parsed in full, its refusal named by its proposal and tranche. */
export const tranchePayoutBatchInput = z.object({
  pagamentos: z
    .array(z.looseObject({ propostaId: idField, parcela: trancheNumber }), { error: text.batchEmpty })
    .min(1, { error: text.batchEmpty })
    .max(tranchePayoutBatchLimit, { error: text.batchTooLarge(tranchePayoutBatchLimit) }),
});
export type TranchePayoutBatchInput = { pagamentos: TranchePayoutInput[] };

// --- The commands ----------------------------------------------------------------

const refused = (message: string) => new DomainError('failed-precondition', message);
const invalid = (field: string, message: string) => new DomainError('invalid-argument', message, { [field]: message });

/** The proposal's open cycle and the tranche named; refused when there is none or it is closed. */
function requireTranche(ledger: readonly FundingEntry[], propostaId: string, parcela: number): { cycle: FundingCycle; tranche: Tranche } {
  const cycle = currentFunding(ledgerOf(ledger, propostaId));
  if (!cycle) throw new DomainError('not-found', text.notFound);
  const tranche = cycle.parcelas[parcela - 1];
  if (!tranche) throw new DomainError('not-found', text.trancheNotFound);
  if (tranche.situacao === 'estornada') throw refused(text.reversed);
  if (tranche.situacao === 'clawback') throw refused(text.clawedBack);
  return { cycle, tranche };
}

/** The refusal a tranche's situation gives a command that needs `wanted`. */
function situationRefusal(tranche: Tranche, fallback: string): DomainError {
  if (tranche.situacao === 'bloqueada') return refused(text.blocked);
  if (tranche.situacao === 'paga') return refused(text.alreadyPaid);
  return refused(fallback);
}

/** The named tranche, which a command needs in situation `from`; else the refusal. */
function trancheIn(ledger: readonly FundingEntry[], command: { propostaId: string; parcela: number }, from: Tranche['situacao'], refusal: string) {
  const found = requireTranche(ledger, command.propostaId, command.parcela);
  if (found.tranche.situacao !== from) throw situationRefusal(found.tranche, refusal);
  return found;
}

/**
 * An admin's step on a tranche (check, accept, refuse, pay) needs its proposal approved or
 * finalised now: one sent back to analysis, or rejected before the trigger closed its cycle,
 * keeps its money waiting. The commands run first (their role and situation refusals come first),
 * then each backend checks the proposal it read in the same transaction.
 */
export function requireFundable(proposal: Pick<Proposal, 'status'> | null | undefined): void {
  if (!proposal) throw new DomainError('not-found', text.proposalNotFound);
  if (proposal.status !== 'aprovada' && proposal.status !== 'finalizada') throw refused(text.notFundable(proposalStatusLabel(proposal.status)));
}

/** requireFundable for each proposal of a payout batch, the first refusal naming its proposal and tranche. */
export function requireFundableBatch(keys: readonly { propostaId: string; parcela: number }[], proposals: ReadonlyMap<string, Pick<Proposal, 'status'> | null | undefined>): void {
  for (const key of keys) {
    try {
      requireFundable(proposals.get(key.propostaId));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      throw new DomainError(error.code, text.batchItem(shortId(key.propostaId), key.parcela, error.message), error.fields);
    }
  }
}

/** Admin: opens the check of a released tranche's evidence ('em_verificacao', verificado_por the admin). */
export function startVerification(ledger: readonly FundingEntry[], input: unknown, actor: Actor | null, now: Millis): VerifyingEntry {
  const caller = requireAdmin(actor);
  const { cycle, tranche } = trancheIn(ledger, parseCommand(trancheCommandInput, input), 'liberada', text.verifyNotReleased);
  return trancheEntryBase(cycle, tranche, 'em_verificacao', caller.uid, now);
}

/** Admin: accepts the evidence of a tranche under check: it is to be paid. */
export function acceptTranche(ledger: readonly FundingEntry[], input: unknown, actor: Actor | null, now: Millis): AcceptedEntry {
  const caller = requireAdmin(actor);
  const { cycle, tranche } = trancheIn(ledger, parseCommand(trancheCommandInput, input), 'em_verificacao', text.decideNotVerifying);
  return trancheEntryBase(cycle, tranche, 'aprovada', caller.uid, now);
}

/** Admin: refuses the evidence of a tranche under check, with the reason the integrator answers. */
export function refuseTranche(ledger: readonly FundingEntry[], input: unknown, actor: Actor | null, now: Millis): RefusedEntry {
  const caller = requireAdmin(actor);
  const command = parseCommand(trancheRefusalInput, input);
  const { cycle, tranche } = trancheIn(ledger, command, 'em_verificacao', text.decideNotVerifying);
  return { ...trancheEntryBase(cycle, tranche, 'recusada', caller.uid, now), motivo: command.motivo };
}

/**
 * The integrator (anyone who acts on the proposal, or an admin) answers a refusal with new
 * evidence: 1 to the milestone's maximum of files uploaded under its evidence names, checked with
 * the bucket's facts as markMilestone checks them. The tranche is under check again with a fresh
 * clock: today + the settings' business days.
 */
export function resubmitEvidence(
  ledger: readonly FundingEntry[],
  proposal: Proposal | null,
  input: unknown,
  actor: Actor | null,
  callerRecord: Pick<Integrator, 'id' | 'status'> | null,
  facts: StoredObjectFacts | null,
  settings: FundingSettings | null,
  now: Millis,
): ResubmittedEntry {
  const caller = requireSignedIn(actor);
  const command = parseCommand(trancheResubmitInput, input);
  if (!proposal || proposal.id !== command.propostaId) throw new DomainError('not-found', text.proposalNotFound);
  if (caller.role !== 'admin' && !actsOnProposal(caller, callerRecord, proposal)) throw new DomainError('permission-denied', text.notAllowed);
  const { cycle, tranche } = trancheIn(ledger, command, 'recusada', text.resubmitNotRefused);
  const milestone = milestoneOf(tranche.marco);
  if (command.arquivos.length > milestone.arquivos.max) throw invalid('arquivos', text.resubmitTooManyFiles(milestone.arquivos.max));
  // New evidence: a file the admin already saw (the mark's, or an earlier answer's) is refused.
  const seen = new Set([...(markOf(proposal.instalacao, tranche.marco)?.arquivos ?? []), ...tranche.arquivos_reenviados].map((file) => file.path));
  if (command.arquivos.some((file) => seen.has(file.path))) throw invalid('arquivos', text.resubmitSameFile);
  const arquivos = checkedFiles(proposal, command, milestone, facts, now);
  const prazo = addBusinessDays(saoPauloDayKey(now), settingsOf(settings).prazo_dias_uteis);
  return { ...trancheEntryBase(cycle, tranche, 'reenviada', caller.uid, now), arquivos, prazo };
}

/** One payout checked against the tranche as the batch left it so far. */
function payoutEntryOf(cycle: FundingCycle, tranche: Tranche, payout: z.output<typeof tranchePayoutInput>, hasDestination: boolean, por: string, now: Millis): TranchePayoutEntry {
  if (tranche.situacao !== 'aprovada') throw situationRefusal(tranche, text.payoutNotApproved);
  if (!hasDestination) throw refused(cycle.nome_empresa ? text.noDestination(cycle.nome_empresa) : text.noDestinationUnnamed);
  if (payout.valor_centavos > tranche.valor_centavos) throw invalid('valor_centavos', text.payoutAboveReleased(tranche.valor_centavos));
  if (payout.valor_centavos !== tranche.valor_centavos) throw invalid('valor_centavos', text.payoutBelowReleased(tranche.valor_centavos));
  if (payout.data_pagamento > saoPauloDayKey(now)) throw invalid('data_pagamento', text.payoutFuture);
  if (tranche.data_liberacao !== null && payout.data_pagamento < tranche.data_liberacao) throw invalid('data_pagamento', text.payoutBeforeRelease);
  const { data_pagamento, forma, referencia } = payout;
  return { ...trancheEntryBase(cycle, tranche, 'paga', por, now), data_pagamento, forma, referencia };
}

/** The batch's tranches, in order, each once (a repeat is refused); parses the batch's shape first. Admins. */
export function payoutBatchKeys(input: unknown, actor: Actor | null): { propostaId: string; parcela: number }[] {
  requireAdmin(actor);
  const keys = parseCommand(tranchePayoutBatchInput, input).pagamentos.map(({ propostaId, parcela }) => ({ propostaId, parcela }));
  if (new Set(keys.map((key) => `${key.propostaId}_${key.parcela}`)).size !== keys.length) throw new DomainError('invalid-argument', text.batchDuplicate);
  return keys;
}

/**
 * Admin: payouts of approved tranches, 1 to 50, all or none: every payout's entry, or the first
 * refusal named 'Proposta #… (parcela N): …'. `ledgers` by proposal id (every proposal of the
 * batch); `destinations` by integrator id: whether dados_pagamento/{id} exists. Two tranches of one
 * proposal in a batch get consecutive entries.
 */
export function recordTranchePayouts(
  ledgers: ReadonlyMap<string, readonly FundingEntry[]>,
  destinations: ReadonlyMap<string, boolean>,
  input: unknown,
  actor: Actor | null,
  now: Millis,
): TranchePayoutEntry[] {
  const caller = requireAdmin(actor);
  payoutBatchKeys(input, actor);
  const { pagamentos } = parseCommand(tranchePayoutBatchInput, input);
  const cycles = new Map<string, FundingCycle>();
  return pagamentos.map((raw) => {
    try {
      const payout = parseCommand(tranchePayoutInput, raw);
      const known = cycles.get(payout.propostaId);
      const found = known
        ? { cycle: known, tranche: known.parcelas[payout.parcela - 1] }
        : requireTranche(ledgers.get(payout.propostaId) ?? [], payout.propostaId, payout.parcela);
      if (!found.tranche) throw new DomainError('not-found', text.trancheNotFound);
      if (isClosedSituation(found.tranche.situacao)) throw refused(found.tranche.situacao === 'estornada' ? text.reversed : text.clawedBack);
      const entry = payoutEntryOf(found.cycle, found.tranche, payout, destinations.get(found.cycle.integrador_id) === true, caller.uid, now);
      cycles.set(payout.propostaId, applyFundingEntry(found.cycle, entry));
      return entry;
    } catch (error) {
      if (!isDomainError(error)) throw error;
      throw new DomainError(error.code, text.batchItem(shortId(raw.propostaId), raw.parcela, error.message), error.fields);
    }
  });
}
