/**
 * The pending-item commands (issue 14), run by the callables and by the memory adapter. Each
 * returns the writes of one transaction: the item, the proposal's counters (and status when it
 * moves) and one history entry per step. Status changes reuse the Kanban move: adding the first
 * open item (or returning an answer when none was open) is the admin's own move to
 * 'Pendente Correção', with the same rules and the same history entry as a drag.
 */
import { DomainError } from '../errors';
import type { Integrator, Millis, Proposal, StatusHistoryEntry } from '../model';
import {
  countersAfter,
  nextItemState,
  openItemsOf,
  pendingItemLimits as limits,
  systemActorId,
  type PendingItem,
  type PendingItemAction,
  type PendingItemStep,
} from '../pending-items';
import { pendingItemsText as text } from '../pending-items-text';
import { pendingItemAddInput, pendingItemAnswerInput, pendingItemReviewInput } from '../schemas/pending-items';
import { isPendingAnswerPath } from '../storage-names';
import { requireAdmin, requireSignedIn, type Actor } from './actor';
import type { HistoryWrite, StoredObjectFacts } from './integrator-profile';
import type { ProposalStatus } from '../options';
import { parseCommand } from './parse';
import { checkStoredFiles } from './stored-files';
import { moveProposal, statusChange, type ProposalMoveWrites } from './proposal-move';
import { actsOnProposal } from '../team/company';

export interface PendingItemWrites {
  /** The whole item (create) or the fields that change (update). */
  item: PendingItem | Partial<PendingItem>;
  /** Counters, and the status fields when the step moves the proposal. */
  proposal: Partial<Proposal>;
  history: HistoryWrite;
}

/** The proposal and item a command names (read them before deciding). */
export function pendingItemTarget(input: unknown): { propostaId: string; itemId: string | null } {
  const record = (typeof input === 'object' && input !== null ? input : {}) as { propostaId?: unknown; itemId?: unknown };
  const id = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 128 && !value.includes('/') ? value : null);
  const propostaId = id(record.propostaId);
  if (!propostaId) throw new DomainError('invalid-argument', text.proposalNotFound);
  return { propostaId, itemId: id(record.itemId) };
}

function existing(proposal: Proposal | null, propostaId: string): Proposal {
  if (!proposal || proposal.id !== propostaId) throw new DomainError('not-found', text.proposalNotFound);
  return proposal;
}

function advance(item: PendingItem | null, proposal: Proposal, itemId: string, action: PendingItemAction, refusal: string) {
  if (!item || item.id !== itemId || item.proposta_id !== proposal.id) throw new DomainError('not-found', text.itemNotFound);
  const next = nextItemState(item.estado, action);
  if (!next) throw new DomainError('failed-precondition', refusal);
  return next;
}

/** One history entry: the step, merged into the move's entry when the step moved the proposal. */
function historyOf(proposal: Proposal, step: PendingItemStep, por: string, now: Millis, move: ProposalMoveWrites | null): HistoryWrite {
  const status = String(proposal.status);
  const base: Omit<StatusHistoryEntry, 'id'> = move?.history ?? { de: status, para: status, por, em: now };
  return { ...base, pendencia: step };
}

/**
 * Opening an item when none was open moves the proposal to 'Pendente Correção' through the
 * Kanban move (same handler, same checks), with the item text or the return note as the reason.
 */
function moveIfFirstOpen(proposal: Proposal, reason: string, actor: Actor, now: Millis): ProposalMoveWrites | null {
  if (openItemsOf(proposal) > 0) return null;
  return moveProposal(proposal, { propostaId: proposal.id, status: 'pendente_correcao', motivo: reason }, actor, now);
}

/** The same item asked for again: same proposal, author, type, text and file requirement. */
function isSameItem(existing: PendingItem, caller: Actor, input: { tipo: string; texto: string; exigeArquivo: boolean; paraCliente: boolean }): boolean {
  return (
    existing.criada_por === caller.uid && existing.tipo === input.tipo && existing.texto === input.texto && existing.exige_arquivo === input.exigeArquivo &&
    (existing.para_cliente ?? false) === input.paraCliente
  );
}

/**
 * Admin: adds an item under the form's id. Null when that id already holds this very item (a
 * retried call whose answer was lost: nothing to write, so no second item, count or e-mail);
 * the same id with anything else is refused.
 */
export function addPendingItem(proposal: Proposal | null, existingItem: PendingItem | null, input: unknown, actor: Actor | null, now: Millis): PendingItemWrites | null {
  const caller = requireAdmin(actor);
  const { propostaId, itemId: id, tipo, texto, exigeArquivo, paraCliente } = parseCommand(pendingItemAddInput, input);
  const current = existing(proposal, propostaId);
  if (existingItem) {
    if (existingItem.proposta_id === current.id && isSameItem(existingItem, caller, { tipo, texto, exigeArquivo, paraCliente })) return null;
    throw new DomainError('already-exists', text.idTaken);
  }
  if (openItemsOf(current) >= limits.maxOpen) throw new DomainError('failed-precondition', text.tooManyOpen(limits.maxOpen));
  if ((current.pendencias_total ?? 0) >= limits.maxTotal) throw new DomainError('failed-precondition', text.tooMany(limits.maxTotal));
  const item: PendingItem = {
    id, proposta_id: current.id, integrador_id: current.integrador_id, tipo, texto, exige_arquivo: exigeArquivo, para_cliente: paraCliente, estado: 'aberta',
    criada_por: caller.uid, criada_em: now, resposta_texto: null, resposta_arquivo: null, respondida_por: null, respondida_em: null,
    revisada_por: null, revisada_em: null, nota_devolucao: null, devolucoes: 0, updated_at: now,
  };
  const move = moveIfFirstOpen(current, texto, caller, now);
  return {
    item,
    proposal: { ...move?.patch, ...countersAfter(current, 1, 1, now), updated_at: now },
    history: historyOf(current, { acao: 'criada', item_id: id, tipo, texto }, caller.uid, now, move),
  };
}

export interface AnswerContext {
  proposal: Proposal | null;
  item: PendingItem | null;
  /** integradores/{the caller's company}. */
  integrator: Integrator | null;
  input: unknown;
  actor: Actor | null;
  now: Millis;
  /** The bucket's facts of the answer file; null where no bucket can be asked. */
  facts: StoredObjectFacts | null;
}

/** The approved owner answers an open item with a file in the item's folder and/or a text. */
export function answerPendingItem({ proposal, item, integrator, input, actor, now, facts }: AnswerContext): PendingItemWrites {
  const caller = requireSignedIn(actor);
  const { propostaId, itemId, texto, arquivo } = parseCommand(pendingItemAnswerInput, input);
  const current = existing(proposal, propostaId);
  if (!actsOnProposal(caller, integrator, current)) throw new DomainError('permission-denied', text.notAllowed);
  return answerWrites(current, item, { itemId, texto, arquivo }, caller.uid, now, facts);
}

/** An answer's writes, whoever answers (the integrator, or the customer on their link): the item's checks, its file's place and facts. */
export function answerWrites(
  current: Proposal,
  item: PendingItem | null,
  { itemId, texto, arquivo }: { itemId: string; texto: string | null; arquivo: string | null },
  por: string,
  now: Millis,
  facts: StoredObjectFacts | null,
): PendingItemWrites {
  const estado = advance(item, current, itemId, 'responder', text.notOpen);
  if (item?.exige_arquivo && !arquivo) throw new DomainError('invalid-argument', text.fileRequired);
  if (arquivo) {
    if (!isPendingAnswerPath(arquivo, current.integrador_id, current.id, itemId)) throw new DomainError('invalid-argument', text.foreignFile);
    if (facts) checkStoredFiles([arquivo], facts);
  }
  return {
    item: { estado, resposta_texto: texto, resposta_arquivo: arquivo, respondida_por: por, respondida_em: now, updated_at: now },
    proposal: { ...countersAfter(current, -1, 0, now), updated_at: now },
    history: historyOf(current, { acao: 'respondida', item_id: itemId, tipo: String(item?.tipo) }, por, now, null),
  };
}

/** Admin: accepts an answer, or returns it with a note (open again; the proposal back to 'Pendente Correção' if none was open). */
export function reviewPendingItem(proposal: Proposal | null, item: PendingItem | null, input: unknown, actor: Actor | null, now: Millis): PendingItemWrites {
  const caller = requireAdmin(actor);
  const { propostaId, itemId, decisao, nota } = parseCommand(pendingItemReviewInput, input);
  const current = existing(proposal, propostaId);
  const estado = advance(item, current, itemId, decisao, text.notAnswered);
  const reviewed = { estado, revisada_por: caller.uid, revisada_em: now, updated_at: now };
  const tipo = String(item?.tipo);
  if (decisao === 'aceitar') {
    return { item: reviewed, proposal: {}, history: historyOf(current, { acao: 'aceita', item_id: itemId, tipo }, caller.uid, now, null) };
  }
  const move = moveIfFirstOpen(current, nota ?? '', caller, now);
  return {
    item: { ...reviewed, nota_devolucao: nota, devolucoes: (item?.devolucoes ?? 0) + 1 },
    proposal: { ...move?.patch, ...countersAfter(current, 1, 0, now), updated_at: now },
    history: historyOf(current, { acao: 'devolvida', item_id: itemId, tipo, texto: nota }, caller.uid, now, move),
  };
}

/** 'Corrigida': where a proposal goes once every open item is answered. */
export const correctedStatus: ProposalStatus = 'corrigida_usuario';

/** Whether an item write is the event that may complete a proposal: an item left 'aberta' by an answer. */
export function isAnswerEvent(before: Pick<PendingItem, 'estado'> | null, after: Pick<PendingItem, 'estado'> | null): boolean {
  return before?.estado === 'aberta' && after?.estado === 'respondida';
}

/**
 * The automatic move after an answer: when no item is open and the proposal still waits in
 * 'Pendente Correção', it moves to 'Corrigida' ("todas as pendências respondidas"). The trigger
 * applies it once per event (ledger); a proposal moved elsewhere by an admin stays there.
 */
export function autoCorrect(proposal: Proposal | null, now: Millis): ProposalMoveWrites | null {
  if (!proposal || openItemsOf(proposal) > 0 || (proposal.pendencias_total ?? 0) === 0) return null;
  if (proposal.status !== 'pendente_correcao') return null;
  const move = statusChange(proposal, correctedStatus, null, systemActorId, now);
  return move && { ...move, history: { ...move.history, motivo: text.autoCorrected } };
}
