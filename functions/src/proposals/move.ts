/**
 * Admin: moves a proposal to another Kanban column ({ propostaId, status, motivo? }). One
 * transaction reads the proposal, lets the domain handler decide, and writes the status fields
 * and the history entry propostas/{id}/historico; the counters follow from the counter trigger.
 *
 * Not `callable('admin', …)`: an integrator who tries must read the spec's own text ('Apenas
 * administradores podem alterar o status das propostas'), which the handler's role check gives.
 */
import type { CallableRequest } from 'firebase-functions/v2/https';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { moveProposal as decideMove } from '@solarcred/domain/handlers/proposal-move';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { proposalMoveInput } from '@solarcred/domain/schemas/proposal-move';
import { actorOf, commandFirestore, toHttpsError } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';

/** Answers { moved: false } when the proposal already had that status (nothing written). */
export async function moveProposal(request: CallableRequest<unknown>): Promise<{ moved: boolean }> {
  try {
    const actor = actorOf(request.auth);
    // Role first (no read for an integrator), then the payload, then the stored proposal.
    decideMoveAccess(actor);
    const { propostaId } = parseCommand(proposalMoveInput, request.data);
    const db = commandFirestore();
    const ref = typedDoc(db, proposals, propostaId);
    const answer = await db.runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data() ?? null;
      const writes = decideMove(current, request.data, actor, Date.now());
      if (!writes) return { moved: false };
      tx.update(db.doc(proposals.docPath(propostaId)), toFirestore(writes.patch));
      tx.create(db.collection(proposalHistory(propostaId).path).doc(), toFirestore(writes.history));
      return { moved: true };
    });
    // The audit trail's entry (issue 51), as the callable shell writes it for the other commands.
    if (actor) await (await import('../audit/audited')).writeCommandAudit(db, actor, 'moveProposal', request.data, answer);
    return answer;
  } catch (error) {
    throw toHttpsError(error);
  }
}

/** The handler's own role check, run on no proposal (it refuses before reading one). */
function decideMoveAccess(actor: ReturnType<typeof actorOf>): void {
  if (actor?.role === 'admin') return;
  decideMove(null, { propostaId: '-', status: 'enviada' }, actor, 0);
}
