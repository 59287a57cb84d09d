/**
 * markMilestone ({ propostaId, marco, data, arquivos?, protocolo?, leituraKwh?, motivo? }): the
 * approved owner, or an admin with a reason, marks the next installation milestone (issue 30).
 * The files' size and type are read from the bucket; one transaction reads the proposal and the
 * caller's record, lets the domain decide, and writes the installation state (and 'finalizada'
 * after the last milestone) with one history entry. The counters follow the status through their trigger.
 * An admin's mark writes its audit entry (issue 51); the owner's does not.
 */
import { integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { markMilestone as decide } from '@solarcred/domain/installation/mark-milestone';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { markMilestoneInput } from '@solarcred/domain/installation/installation-schemas';
import { companyOf } from '@solarcred/domain/team/company';
import { callable, commandFirestore } from '../callable';
import { typedDoc } from '../firestore-data';
import { storedObjectFacts } from '../integrators/stored-files';
import { commitMilestoneWrites } from './commit';

export const markMilestone = callable('signed-in', async ({ actor, data }) => {
  // The payload is parsed (bounded) before any read; the handler parses it again with the document.
  const { propostaId } = parseCommand(markMilestoneInput, data);
  const facts = await storedObjectFacts(data);
  const db = commandFirestore();
  await db.runTransaction(async (tx) => {
    const [proposal, callerRecord] = await Promise.all([
      tx.get(typedDoc(db, proposals, propostaId)).then((s) => s.data() ?? null),
      actor.role === 'integrador' ? tx.get(typedDoc(db, integrators, companyOf(actor))).then((s) => s.data() ?? null) : Promise.resolve(null),
    ]);
    commitMilestoneWrites(db, tx, propostaId, decide(proposal, data, actor, Date.now(), facts, callerRecord));
  });
  return null;
}, 'markMilestone');
