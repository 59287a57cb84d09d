/**
 * The milestone commands (issue 30): the owner integrator or an admin marks the next milestone of
 * an approved proposal; an admin undoes the last one marked. Each returns the writes of one
 * transaction: the proposal's whole installation state (and its status when the step moves it)
 * and one history entry. The last mark moves the proposal to 'finalizada', an undo on a finalised
 * one moves it back to 'aprovada', both through the Kanban's own `statusChange`.
 */
import type { z } from 'zod';
import { DomainError } from '../errors';
import { requireAdmin, requireSignedIn, type Actor } from '../handlers/actor';
import type { StoredObjectFacts } from '../handlers/integrator-profile';
import { parseCommand } from '../handlers/parse';
import { statusChange, type ProposalMoveWrites, type ProposalPatch } from '../handlers/proposal-move';
import { isoToDateBr } from '../masks';
import { validation } from '../messages';
import type { Integrator, Millis, StoredDocument } from '../model';
import { approvalInstantOf, dayOf } from './due-dates';
import { markMilestoneInput, undoMilestoneInput } from './installation-schemas';
import { installationText as text } from './installation-text';
import { actsOnProposal } from '../team/company';
import {
  isLastMilestone,
  isMilestoneEvidencePath,
  markOf,
  milestoneIds,
  milestoneOf,
  previousMilestone,
  storedEvidenceError,
  type InstallationHistoryWrite,
  type InstallationState,
  type MilestoneDefinition,
  type MilestoneMark,
  type MilestoneRecord,
  type MilestoneStep,
  type ProposalWithInstallation,
} from './milestones';

export interface MilestoneWrites {
  /** Merged into propostas/{id}: the whole installation state, and the status fields when it moves. */
  proposal: Partial<ProposalPatch> & { instalacao: InstallationState; updated_at: Millis };
  /** Appended to propostas/{id}/historico. */
  history: InstallationHistoryWrite;
}

type MarkCommand = z.output<typeof markMilestoneInput>;

const brDate = (isoDate: string) => isoToDateBr(isoDate) ?? isoDate;

/** A refusal tied to one field of the form. */
const fieldError = (code: DomainError['code'], field: string, message: string) => new DomainError(code, message, { [field]: message });

function existing(proposal: ProposalWithInstallation | null, propostaId: string): ProposalWithInstallation {
  if (!proposal || proposal.id !== propostaId) throw new DomainError('not-found', text.proposalNotFound);
  return proposal;
}

/** The milestone's day: a real day, not after today nor before approval or the previous milestone (São Paulo days). */
function checkDate(data: string, approvalDay: string, previous: { label: string; data: string } | null, now: Millis): void {
  if (data > dayOf(now)) throw fieldError('invalid-argument', 'data', validation.dateFuture);
  if (data < approvalDay) throw fieldError('invalid-argument', 'data', text.dateBeforeApproval(brDate(approvalDay)));
  if (previous && data < previous.data) throw fieldError('invalid-argument', 'data', text.dateBeforePrevious(previous.label, brDate(previous.data)));
}

/**
 * The files as stored: each one uploaded for this milestone of this proposal, with the bucket's
 * size and type when a bucket can be asked (else the client's), checked by the kind's rules.
 * Exported for the funding tranche's resubmitted evidence (issue 48), which is checked the same way.
 */
export function checkedFiles(proposal: Pick<ProposalWithInstallation, 'id' | 'integrador_id'>, command: Pick<MarkCommand, 'arquivos'>, milestone: MilestoneDefinition, facts: StoredObjectFacts | null, now: Millis): StoredDocument[] {
  const paths = command.arquivos.map((file) => file.path);
  if (new Set(paths).size !== paths.length) throw fieldError('invalid-argument', 'arquivos', text.duplicateFile);
  return command.arquivos.map((file) => {
    if (!isMilestoneEvidencePath(file.path, proposal.integrador_id, proposal.id, milestone.id)) throw fieldError('invalid-argument', 'arquivos', text.foreignFile);
    const stored = facts ? facts(file.path) : { size: file.tamanho, contentType: file.tipo };
    if (!stored) throw fieldError('failed-precondition', 'arquivos', text.uploadMissing(file.nome));
    const problem = storedEvidenceError(milestone.arquivos.kind, stored);
    if (problem !== null) throw fieldError('invalid-argument', 'arquivos', problem);
    return { path: file.path, nome: file.nome, tamanho: stored.size, tipo: stored.contentType, enviado_em: now };
  });
}

/** The writes of a step: the state with `record`, the status move if any, the history entry. */
function writesOf(
  proposal: ProposalWithInstallation,
  aprovadaEm: Millis,
  record: MilestoneRecord,
  step: MilestoneStep,
  move: ProposalMoveWrites | null,
  moveReason: string | null,
  por: string,
  now: Millis,
): MilestoneWrites {
  const instalacao: InstallationState = { aprovada_em: aprovadaEm, marcos: { ...proposal.instalacao?.marcos, [step.marco]: record } };
  const status = String(proposal.status);
  const base = move ? { ...move.history, motivo: moveReason } : { de: status, para: status, por, motivo: step.motivo, em: now };
  return { proposal: { ...move?.patch, instalacao, updated_at: now }, history: { ...base, marco: step } };
}

/**
 * Marks a milestone of an approved proposal: the owner integrator, or an admin with a reason. In
 * order, once, dated between approval and today, with the evidence its definition asks for.
 */
export function markMilestone(
  current: ProposalWithInstallation | null,
  input: unknown,
  actor: Actor | null,
  now: Millis,
  facts: StoredObjectFacts | null,
  /** The caller's integrator record (null for an admin): an owner must be approved, as for every proposal command. */
  callerRecord: Pick<Integrator, 'id' | 'status'> | null,
): MilestoneWrites {
  const caller = requireSignedIn(actor);
  const command = parseCommand(markMilestoneInput, input);
  const proposal = existing(current, command.propostaId);
  const isAdmin = caller.role === 'admin';
  const isOwner = actsOnProposal(caller, callerRecord, proposal);
  if (!isAdmin && !isOwner) throw new DomainError('permission-denied', text.notAllowed);
  if (isAdmin && !command.motivo) throw fieldError('invalid-argument', 'motivo', text.reasonRequired);
  const aprovadaEm = proposal.status === 'aprovada' ? approvalInstantOf(proposal) : null;
  if (aprovadaEm === null) throw new DomainError('failed-precondition', text.notApproved);

  const milestone = milestoneOf(command.marco);
  const state = proposal.instalacao;
  const already = markOf(state, milestone.id);
  if (already) throw new DomainError('already-exists', text.alreadyMarked(milestone.label, brDate(already.data)));
  const previousId = previousMilestone(milestone.id);
  const previous = previousId ? markOf(state, previousId) : null;
  if (previousId && !previous) throw new DomainError('failed-precondition', text.previousFirst(milestoneOf(previousId).label));
  checkDate(command.data, dayOf(aprovadaEm), previousId && previous ? { label: milestoneOf(previousId).label, data: previous.data } : null, now);
  const arquivos = checkedFiles(proposal, command, milestone, facts, now);

  const motivo = isAdmin ? command.motivo : null;
  const mark: MilestoneMark = {
    estado: 'marcado',
    data: command.data,
    marcado_por: caller.uid,
    marcado_por_tipo: isAdmin ? 'admin' : 'integrador',
    marcado_em: now,
    arquivos,
    protocolo: command.protocolo,
    leitura_kwh: command.leituraKwh,
    motivo,
  };
  const move = isLastMilestone(milestone.id) ? statusChange(proposal, 'finalizada', null, caller.uid, now) : null;
  const step: MilestoneStep = { acao: 'marcado', marco: milestone.id, data: command.data, motivo };
  return writesOf(proposal, aprovadaEm, mark, step, move, text.autoFinalized, caller.uid, now);
}

/**
 * Admin: undoes a mark, with a reason. Only the last milestone marked (the marks stay a prefix of
 * the order); on a finalised proposal the work is open again, so it moves back to 'aprovada'.
 */
export function undoMilestone(current: ProposalWithInstallation | null, input: unknown, actor: Actor | null, now: Millis): MilestoneWrites {
  const caller = requireAdmin(actor);
  const { propostaId, marco, motivo } = parseCommand(undoMilestoneInput, input);
  const proposal = existing(current, propostaId);
  if (proposal.status !== 'aprovada' && proposal.status !== 'finalizada') throw new DomainError('failed-precondition', text.undoNotApproved);
  const state = proposal.instalacao;
  const milestone = milestoneOf(marco);
  const mark = markOf(state, marco);
  if (!state || !mark) throw new DomainError('failed-precondition', text.notMarked(milestone.label));
  const later = milestoneIds.slice(milestoneIds.indexOf(marco) + 1).findLast((id) => markOf(state, id));
  if (later) throw new DomainError('failed-precondition', text.laterFirst(milestoneOf(later).label));

  const undone: MilestoneRecord = { estado: 'desfeito', desfeito_por: caller.uid, desfeito_em: now, motivo, anterior: mark };
  const move = proposal.status === 'finalizada' ? statusChange(proposal, 'aprovada', null, caller.uid, now) : null;
  const step: MilestoneStep = { acao: 'desfeito', marco, data: mark.data, motivo };
  return writesOf(proposal, state.aprovada_em, undone, step, move, motivo, caller.uid, now);
}
