/**
 * addComment ({ propostaId, comentario }): administrators and the proposal's owning approved
 * integrator. The domain handler decides author, time and the denormalised fields; clients never
 * write comments themselves (the rules deny it), so nobody can sign a comment as someone else.
 */
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { product } from '@solarcred/domain/config';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposalComments, proposals } from '@solarcred/domain/data/proposals';
import { addComment as decide, commentTarget } from '@solarcred/domain/handlers/add-comment';
import { requireSignedIn } from '@solarcred/domain/handlers/actor';
import { actorOf, commandFirestore, toHttpsError } from '../callable';
import { typedDoc } from '../firestore-data';
import { APP_CHECK_ENFORCED } from '../params';

export const addComment = onCall(
  { region: product.region, enforceAppCheck: APP_CHECK_ENFORCED },
  async (request: CallableRequest<unknown>): Promise<{ id: string }> => {
    try {
      const actor = requireSignedIn(actorOf(request.auth));
      const propostaId = commentTarget(request.data);
      const db = commandFirestore();
      const [proposal, integrator] = await Promise.all([
        typedDoc(db, proposals, propostaId).get(),
        actor.role === 'integrador' ? typedDoc(db, integrators, actor.uid).get() : Promise.resolve(null),
      ]);
      const ref = db.collection(proposalComments(propostaId).path).doc();
      const comment = decide(proposal.data() ?? null, integrator?.data() ?? null, request.data, actor, Date.now(), ref.id);
      await typedDoc(db, proposalComments(propostaId), ref.id).create(comment);
      return { id: ref.id };
    } catch (error) {
      throw error instanceof HttpsError ? error : toHttpsError(error);
    }
  },
);
