/** Who did a step, as the details' history and pending items say it to the reader. */
import { isGuestUploadUid } from '@solarcred/domain/customer-link/commands';
import { systemActorId } from '@solarcred/domain/pending-items';

export function actorPhrase(uid: string, me: string | null, integratorId: string): string {
  if (uid === systemActorId) return 'automaticamente';
  if (uid === me) return 'por você';
  if (uid === integratorId) return 'pelo integrador';
  // The customer answering on their link's page (issue 28).
  if (isGuestUploadUid(uid)) return 'pelo cliente';
  return 'por um administrador';
}
