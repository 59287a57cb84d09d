/**
 * The audited commands' entries (issue 51), written once for every callable: the shell
 * (../callable.ts) calls writeCommandAudit after a command named in domain/src/audit/describe.ts
 * succeeded. Each draft is completed with the actor (its profile's name) and with its target's
 * label and company, read from the target's document after the change.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { auditDraftsOf, auditTargetCollections, auditTargetFacts, type AuditedCommand, type AuditDraft } from '@solarcred/domain/audit/describe';
import type { AuditActor, NewAuditEntry } from '@solarcred/domain/audit/types';
import { integrators } from '@solarcred/domain/data/integrators';
import { profiles } from '@solarcred/domain/data/profiles';
import type { Actor } from '@solarcred/domain/handlers/actor';
import { typedDoc } from '../firestore-data';
import { recordAudit } from './record';

/** The actor as the trail names it: uid, its profile's (or membership's) name, admin or integrator. */
export async function auditActorOf(db: Firestore, actor: Actor): Promise<AuditActor> {
  const nome = actor.nome || (await typedDoc(db, profiles, actor.uid).get()).data()?.nome || actor.uid;
  return { uid: actor.uid, nome, tipo: actor.role === 'admin' ? 'admin' : 'integrador' };
}

/** The entry of one draft, its target read for the label and the company. */
export async function entryOfDraft(db: Firestore, ator: AuditActor, comando: string, draft: AuditDraft): Promise<NewAuditEntry> {
  const collection = auditTargetCollections[draft.alvo.tipo];
  const doc = collection ? ((await db.collection(collection).doc(draft.alvo.id).get()).data() ?? null) : null;
  const { rotulo, integrador_id } = auditTargetFacts(draft.alvo.tipo, draft.alvo.id, doc);
  // The company's name beside its id, so the page can name it without reading the company.
  const company = integrador_id && draft.alvo.tipo !== 'integrador' ? ((await typedDoc(db, integrators, integrador_id).get()).data()?.nome_empresa ?? null) : null;
  const empresa = draft.alvo.tipo === 'integrador' ? rotulo : company;
  return { acao: draft.acao, ator, alvo: { ...draft.alvo, rotulo }, integrador_id, detalhe: integrador_id ? { ...draft.detalhe, empresa } : draft.detalhe, comando };
}

/** Writes the entries `command` describes for this accepted input and answer. */
export async function writeCommandAudit(db: Firestore, actor: Actor, command: AuditedCommand, input: unknown, output: unknown): Promise<void> {
  const drafts = auditDraftsOf(command, input, output, actor.role);
  if (drafts.length === 0) return;
  const ator = await auditActorOf(db, actor);
  const now = Date.now();
  await Promise.all(drafts.map(async (draft) => recordAudit(db, await entryOfDraft(db, ator, command, draft), now)));
}
