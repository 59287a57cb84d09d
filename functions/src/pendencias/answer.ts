/**
 * answerPendingItem ({ propostaId, itemId, texto?, arquivo? }), the proposal's approved owner:
 * the answer file's size and type are read from the bucket, then one transaction marks the item
 * 'respondida' and counts it out of the open items. The move to 'Corrigida' when none is left is
 * the trigger's (auto-correct.ts). The customer's answer on their link's page
 * (customer-links/guest.ts, answerCustomerPendingItem) reads the same facts and commits the same
 * writes (answer-facts.ts, commit.ts).
 */
import { integrators } from '@solarcred/domain/data/integrators';
import { proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { answerPendingItem as decide, pendingItemTarget } from '@solarcred/domain/handlers/pending-items';
import { DomainError } from '@solarcred/domain/errors';
import { pendingItemsText } from '@solarcred/domain/pending-items-text';
import { proposalAttachmentFolder } from '@solarcred/domain/storage-names';
import { companyOf } from '@solarcred/domain/team/company';
import { callable, commandFirestore } from '../callable';
import { typedDoc } from '../firestore-data';
import { answerFileFacts } from './answer-facts';
import { commitPendingWrites } from './commit';

export const answerPendingItem = callable('integrador', async ({ actor, data }) => {
  const { propostaId, itemId } = pendingItemTarget(data);
  if (!itemId) throw new DomainError('invalid-argument', pendingItemsText.itemNotFound);
  // Its answers live in its own folder of the proposal (the domain refuses any other path).
  const facts = await answerFileFacts(data, proposalAttachmentFolder(companyOf(actor), propostaId), 'answerPendingItem');
  const db = commandFirestore();
  await db.runTransaction(async (tx) => {
    const [proposal, item, integrator] = await Promise.all([
      tx.get(typedDoc(db, proposals, propostaId)).then((s) => s.data() ?? null),
      tx.get(typedDoc(db, proposalPendingItems(propostaId), itemId)).then((s) => s.data() ?? null),
      tx.get(typedDoc(db, integrators, companyOf(actor))).then((s) => s.data() ?? null),
    ]);
    const writes = decide({ proposal, item, integrator, input: data, actor, now: Date.now(), facts });
    commitPendingWrites(db, tx, propostaId, itemId, writes, 'update');
  });
  return null;
});
