/** undoMilestone ({ propostaId, marco, motivo }), admins: undoes the last milestone marked (issue 30). */
import { proposals } from '@solarcred/domain/data/proposals';
import { undoMilestone as decide } from '@solarcred/domain/installation/mark-milestone';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { undoMilestoneInput } from '@solarcred/domain/installation/installation-schemas';
import { callable, commandFirestore } from '../callable';
import { typedDoc } from '../firestore-data';
import { commitMilestoneWrites } from './commit';

export const undoMilestone = callable('admin', async ({ actor, data }) => {
  // The payload is parsed (bounded) before any read; the handler parses it again with the document.
  const { propostaId } = parseCommand(undoMilestoneInput, data);
  const db = commandFirestore();
  await db.runTransaction(async (tx) => {
    const proposal = (await tx.get(typedDoc(db, proposals, propostaId))).data() ?? null;
    commitMilestoneWrites(db, tx, propostaId, decide(proposal, data, actor, Date.now()));
  });
  return null;
}, 'undoMilestone');
