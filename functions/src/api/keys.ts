/**
 * The titular's API keys on 'Integrações' (issue 52). createApiKey ({ nome, escopos }) →
 * { id, chave }: one transaction counts the company's active keys (at most 10) and stores the new
 * one (only the secret's SHA-256); the full key is in this answer only. revokeApiKey ({ id }) →
 * null: sets revogada_em/por (never deletes; a second revoke writes nothing). Both titular only,
 * by the caller's membership (callable.ts asMember); another company's key reads as missing.
 */
import { createApiKey as decideCreate, revokeApiKey as decideRevoke, revokeApiKeyInput } from '@solarcred/domain/api/commands';
import { apiKeys } from '@solarcred/domain/data/api';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { requireTitular } from '@solarcred/domain/handlers/actor';
import { companyOf } from '@solarcred/domain/team/company';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';

export const createApiKey = callable('integrador', async ({ actor, data }) => {
  const company = companyOf(requireTitular(actor));
  const db = commandFirestore();
  return db.runTransaction(async (tx) => {
    const active = typedCollection(db, apiKeys).where('integrador_id', '==', company).where('revogada_em', '==', null);
    const count = (await tx.get(active.count())).data().count;
    const { stored, issued } = decideCreate(count, data, actor, Date.now());
    tx.create(db.doc(apiKeys.docPath(stored.id)), toFirestore(stored));
    return issued;
  });
});

export const revokeApiKey = callable('integrador', async ({ actor, data }) => {
  requireTitular(actor);
  const { id } = parseCommand(revokeApiKeyInput, data);
  const db = commandFirestore();
  await db.runTransaction(async (tx) => {
    const stored = (await tx.get(typedDoc(db, apiKeys, id))).data() ?? null;
    const change = decideRevoke(stored, actor, Date.now());
    if (change) tx.update(db.doc(apiKeys.docPath(id)), toFirestore(change));
  });
  return null;
});
