/**
 * addPendingItem ({ propostaId, tipo, texto, exigeArquivo }), admins: one transaction creates the
 * item, moves the open-items counters and, for the first open item, moves the proposal to
 * 'Pendente Correção' exactly as the Kanban move does (same domain handler), with its history entry.
 */
import { proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { addPendingItem as decide, pendingItemTarget } from '@solarcred/domain/handlers/pending-items';
import { callable, commandFirestore } from '../callable';
import { typedDoc } from '../firestore-data';
import { commitPendingWrites } from './commit';

export const addPendingItem = callable('admin', async ({ actor, data }) => {
  const { propostaId } = pendingItemTarget(data);
  const db = commandFirestore();
  const itemId = db.collection(proposalPendingItems(propostaId).path).doc().id;
  await db.runTransaction(async (tx) => {
    const proposal = (await tx.get(typedDoc(db, proposals, propostaId))).data() ?? null;
    commitPendingWrites(db, tx, propostaId, itemId, decide(proposal, data, actor, Date.now(), itemId), 'create');
  });
  return { id: itemId };
});
