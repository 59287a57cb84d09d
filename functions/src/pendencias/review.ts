/**
 * reviewPendingItem ({ propostaId, itemId, decisao: 'aceitar' | 'devolver', nota? }), admins: an
 * accepted answer closes the item; a returned one opens it again with the note and, when no item
 * was open, moves the proposal back to 'Pendente Correção' through the Kanban move.
 */
import { proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { DomainError } from '@solarcred/domain/errors';
import { pendingItemTarget, reviewPendingItem as decide } from '@solarcred/domain/handlers/pending-items';
import { pendingItemsText } from '@solarcred/domain/pending-items-text';
import { callable, commandFirestore } from '../callable';
import { typedDoc } from '../firestore-data';
import { commitPendingWrites } from './commit';

export const reviewPendingItem = callable('admin', async ({ actor, data }) => {
  const { propostaId, itemId } = pendingItemTarget(data);
  if (!itemId) throw new DomainError('invalid-argument', pendingItemsText.itemNotFound);
  const db = commandFirestore();
  await db.runTransaction(async (tx) => {
    const [proposal, item] = await Promise.all([
      tx.get(typedDoc(db, proposals, propostaId)).then((s) => s.data() ?? null),
      tx.get(typedDoc(db, proposalPendingItems(propostaId), itemId)).then((s) => s.data() ?? null),
    ]);
    commitPendingWrites(db, tx, propostaId, itemId, decide(proposal, item, data, actor, Date.now()), 'update');
  });
  return null;
}, 'reviewPendingItem');
