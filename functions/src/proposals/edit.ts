import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { editProposal as edit } from '@solarcred/domain/handlers/proposal-edit';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { proposalEditInput } from '@solarcred/domain/schemas/proposal-edit';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';

/**
 * Admin: changes a proposal's priority and offered value ({ propostaId, prioridade,
 * valor_proposta }) and appends what changed to its history, in one transaction.
 */
export const editProposal = callable('admin', async ({ actor, data }) => {
  const { propostaId } = parseCommand(proposalEditInput, data);
  const db = commandFirestore();
  const ref = typedDoc(db, proposals, propostaId);
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() ?? null;
    const { patch, history } = edit(current, data, actor, Date.now());
    if (Object.keys(patch).length > 0) tx.update(db.doc(proposals.docPath(propostaId)), toFirestore(patch));
    if (history) tx.create(db.collection(proposalHistory(propostaId).path).doc(), toFirestore(history));
  });
  return null;
}, 'editProposal');
