/**
 * addPendingItem ({ propostaId, itemId, tipo, texto, exigeArquivo }), admins: one transaction creates
 * the item, moves the open-items counters and, for the first open item, moves the proposal to
 * 'Pendente Correção' exactly as the Kanban move does (same domain handler), with its history entry.
 * Idempotent on the form's itemId: the transaction reads that item first and writes nothing when it
 * already holds the same item (a call repeated after a lost answer).
 */
import { proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { addPendingItem as decide, pendingItemTarget } from '@solarcred/domain/handlers/pending-items';
import { callable, commandFirestore } from '../callable';
import { typedDoc } from '../firestore-data';
import { commitPendingWrites } from './commit';

export const addPendingItem = callable('admin', async ({ actor, data }) => {
  const { propostaId, itemId } = pendingItemTarget(data);
  const db = commandFirestore();
  await db.runTransaction(async (tx) => {
    const [proposal, existing] = await Promise.all([
      tx.get(typedDoc(db, proposals, propostaId)),
      itemId ? tx.get(typedDoc(db, proposalPendingItems(propostaId), itemId)) : Promise.resolve(null),
    ]);
    const writes = decide(proposal.data() ?? null, existing?.data() ?? null, data, actor, Date.now());
    // The handler has parsed the input: a non-null decision always carries its item id.
    if (writes && itemId) commitPendingWrites(db, tx, propostaId, itemId, writes, 'create');
  });
  return { id: itemId };
}, 'addPendingItem');
