/**
 * addComment ({ propostaId, commentId, comentario }): administrators and the proposal's owning
 * approved integrator. The domain handler decides author, time and the denormalised fields;
 * clients never write comments themselves (the rules deny it), so nobody can sign a comment as
 * someone else. Idempotent on the client-generated commentId: one transaction reads the comment
 * and create()s it only when absent, so a retried call (its answer lost) stores no second comment
 * and sends no second e-mail; the same id with another text is refused.
 */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposalComments, proposals } from '@solarcred/domain/data/proposals';
import { addComment as decide, commentTarget } from '@solarcred/domain/handlers/add-comment';
import { requireSignedIn } from '@solarcred/domain/handlers/actor';
import { companyOf } from '@solarcred/domain/team/company';
import { actorOf, asMember, commandFirestore, toHttpsError } from '../callable';
import { typedDoc } from '../firestore-data';

export async function addComment(request: CallableRequest<unknown>): Promise<{ id: string }> {
  try {
    const actor = requireSignedIn(await asMember(actorOf(request.auth)));
    const { propostaId, commentId } = commentTarget(request.data);
    const db = commandFirestore();
    await db.runTransaction(async (tx) => {
      const commentRef = typedDoc(db, proposalComments(propostaId), commentId);
      const [proposal, integrator, existing] = await Promise.all([
        tx.get(typedDoc(db, proposals, propostaId)),
        actor.role === 'integrador' ? tx.get(typedDoc(db, integrators, companyOf(actor))) : Promise.resolve(null),
        tx.get(commentRef),
      ]);
      const comment = decide(proposal.data() ?? null, integrator?.data() ?? null, existing.data() ?? null, request.data, actor, Date.now());
      if (comment) tx.create(commentRef, comment);
    });
    return { id: commentId };
  } catch (error) {
    throw error instanceof HttpsError ? error : toHttpsError(error);
  }
}
