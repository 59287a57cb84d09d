/**
 * What the e-mail triggers (functions/src/mail) do, done inline on the memory store with the same
 * domain selection: each history entry, review, comment and new pending item queues its e-mails in the demo's
 * mail collection, which 'Caixa de saída' (/admin/outbox) shows. Create-if-absent as on Firestore.
 */
import { mailDocuments } from '@solarcred/domain/data/mail';
import { profiles } from '@solarcred/domain/data/profiles';
import { commentMailEvent, integratorHistoryMailEvent, pendingItemMailEvent, proposalHistoryMailEvent } from '@solarcred/domain/mail/events';
import { mailAudienceOf, mailsFor, type MailAudience, type MailDocument, type MailEvent, type MailRecipient } from '@solarcred/domain/mail/select';
import type { Integrator, Profile, Proposal, ProposalComment, StatusHistoryEntry } from '@solarcred/domain/model';
import type { PendingItem } from '@solarcred/domain/pending-items';
import { putDoc, readCollection, readDoc, type MemoryState } from './store';

export const recipientOf = (profile: Profile): MailRecipient => ({ uid: profile.id, email: profile.email, profile });

function audienceOf(state: MemoryState, event: MailEvent, integratorId: string): MailAudience {
  const sides = mailAudienceOf(event);
  const integrator = sides.integrator ? readDoc(state, profiles, integratorId) : null;
  return {
    integrator: integrator ? recipientOf(integrator) : null,
    admins: sides.admins ? readCollection(state, profiles).filter((p) => p.tipo_usuario === 'admin').map(recipientOf) : [],
  };
}

/** The app's origin the e-mails link to (none outside a browser: unit tests). */
export const demoAppUrl = () => (typeof window === 'undefined' ? '' : window.location.origin);

/** Writes each e-mail unless its id exists, as create-if-absent does on Firestore. */
export function putMailsOnce(state: MemoryState, mails: readonly MailDocument[]): void {
  for (const mail of mails) if (!readDoc(state, mailDocuments, mail.id)) putDoc(state, mailDocuments, mail);
}

/** Queues the event's e-mails (each once) into a draft state. */
export function queueMails(state: MemoryState, event: MailEvent | null, integratorId: string): void {
  if (!event) return;
  putMailsOnce(state, mailsFor(event, audienceOf(state, event, integratorId), { appUrl: demoAppUrl(), now: Date.now() }));
}

export function onProposalHistoryCreated(state: MemoryState, proposal: Proposal, entry: StatusHistoryEntry): void {
  queueMails(state, proposalHistoryMailEvent(proposal, entry), proposal.integrador_id);
}

export function onIntegratorHistoryCreated(state: MemoryState, integrator: Integrator, entry: StatusHistoryEntry): void {
  queueMails(state, integratorHistoryMailEvent(integrator, entry), integrator.id);
}

export function onCommentMail(state: MemoryState, proposal: Proposal | null, comment: ProposalComment): void {
  if (proposal) queueMails(state, commentMailEvent(proposal, comment), proposal.integrador_id);
}

export function onPendingItemCreated(state: MemoryState, proposal: Proposal | null, item: PendingItem): void {
  if (proposal) queueMails(state, pendingItemMailEvent(proposal, item), proposal.integrador_id);
}
