/** Who did a step, as the details' history and pending items say it to the reader. */
import { isGuestUploadUid } from '@solarcred/domain/customer-link/commands';
import type { Proposal } from '@solarcred/domain/model';
import { systemActorId } from '@solarcred/domain/pending-items';

/**
 * The company's side is its titular (the company's id) and whoever sent the proposal (issue 29);
 * another member's step (a gestor answering on a vendedor's proposal) still reads as an
 * administrator's: the entries carry a uid, not a role.
 */
export function actorPhrase(uid: string, me: string | null, proposal: Pick<Proposal, 'integrador_id' | 'criado_por'>): string {
  if (uid === systemActorId) return 'automaticamente';
  if (uid === me) return 'por você';
  if (uid === proposal.integrador_id || uid === proposal.criado_por) return 'pelo integrador';
  // The customer answering on their link's page (issue 28).
  if (isGuestUploadUid(uid)) return 'pelo cliente';
  return 'por um administrador';
}
