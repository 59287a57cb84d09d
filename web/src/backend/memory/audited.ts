/**
 * The demo's audited commands (issue 51): what functions/src/audit/audited.ts writes after a
 * callable, written here after the memory command, from the same table
 * (domain/src/audit/describe.ts) — so both backends' trails agree. The entry is written in the
 * store update right after the command's own, in the same task: nothing runs between the two.
 */
import { auditDraftsOf, auditTargetCollections, auditTargetFacts, configDraftOf, type AuditedCommand } from '@solarcred/domain/audit/describe';
import { contractDocumentOf, documentOpenedEntry } from '@solarcred/domain/audit/document-path';
import type { AuditActor } from '@solarcred/domain/audit/types';
import { collectionOf } from '@solarcred/domain/data/collection';
import { integrators } from '@solarcred/domain/data/integrators';
import { members } from '@solarcred/domain/data/members';
import { profiles } from '@solarcred/domain/data/profiles';
import type { Actor } from '@solarcred/domain/handlers/actor';
import { recordMemoryAudit } from './audit-log';
import { callerOf } from './commands';
import { readDoc, type MemoryState, type MemoryStore } from './store';

/** The actor as the trail names it (its profile's or membership's name). */
export function auditActorIn(state: MemoryState, actor: Actor): AuditActor {
  const nome = readDoc(state, profiles, actor.uid)?.nome || readDoc(state, members, actor.uid)?.nome || actor.uid;
  return { uid: actor.uid, nome, tipo: actor.role === 'admin' ? 'admin' : 'integrador' };
}

/** Writes the entries `command` describes for this accepted input and answer. */
export function writeMemoryCommandAudit(store: MemoryStore, command: AuditedCommand, input: unknown, output: unknown): void {
  const actor = callerOf(store);
  if (!actor) return;
  const drafts = auditDraftsOf(command, input, output, actor.role);
  if (drafts.length === 0) return;
  store.update((state) => {
    const ator = auditActorIn(state, actor);
    for (const draft of drafts) {
      const collection = auditTargetCollections[draft.alvo.tipo];
      const doc = collection ? (readDoc(state, collectionOf<Record<string, unknown>>(collection), draft.alvo.id) as Record<string, unknown> | null) : null;
      const { rotulo, integrador_id } = auditTargetFacts(draft.alvo.tipo, draft.alvo.id, doc);
      const empresa = draft.alvo.tipo === 'integrador' ? rotulo : integrador_id ? (readDoc(state, integrators, integrador_id)?.nome_empresa ?? null) : null;
      recordMemoryAudit(state, { acao: draft.acao, ator, alvo: { ...draft.alvo, rotulo }, integrador_id, detalhe: integrador_id ? { ...draft.detalhe, empresa } : draft.detalhe, comando: command });
    }
  });
}

/** `run` (a memory command), then its entries: `audited(store, 'moveProposal', input, runCommand(…))`. */
export async function audited<T>(store: MemoryStore, command: AuditedCommand, input: unknown, run: Promise<T>): Promise<T> {
  const output = await run;
  writeMemoryCommandAudit(store, command, input, output);
  return output;
}

/**
 * What the config/{id} trigger writes on Firebase, inside the settings' own store update: the
 * 'configuracao' entry naming the changed fields, by the admin the document is stamped with.
 */
export function recordMemoryConfigAudit(state: MemoryState, id: string, before: object | null, after: object & { updated_by?: string }): void {
  const draft = configDraftOf(id, before as Record<string, unknown> | null, after as Record<string, unknown>);
  if (!draft) return;
  const ator = after.updated_by ? auditActorIn(state, { uid: after.updated_by, role: 'admin' }) : { uid: 'sistema', nome: 'Sistema', tipo: 'sistema' as const };
  recordMemoryAudit(state, { acao: draft.acao, ator, alvo: { ...draft.alvo, rotulo: draft.alvo.id }, integrador_id: null, detalhe: draft.detalhe, comando: 'config' });
}

/** An admin's reading of a contract's PDF, as contractPdf writes it on Firebase. */
export function recordMemoryContractOpened(store: MemoryStore, contract: Parameters<typeof contractDocumentOf>[0], signed: boolean): void {
  const actor = callerOf(store);
  if (actor?.role !== 'admin') return;
  store.update((state) => {
    const company = readDoc(state, integrators, contract.integrador_id);
    recordMemoryAudit(state, { ...documentOpenedEntry(contractDocumentOf(contract, signed), company?.nome_empresa ?? null), ator: auditActorIn(state, actor), comando: 'contractPdf' });
  });
}
