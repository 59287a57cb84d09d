/**
 * The e-mail triggers (issue 15): a proposal's history entry (a move between columns), an
 * integrator's history entry (approved, rejected, now awaiting approval), a new comment and a new
 * pending item each
 * write their e-mails to mail/{id} (outbox.ts). Event triggers run at least once; the e-mails'
 * ids come from the stored entry, so a replay writes nothing new.
 */
import { logger } from 'firebase-functions';
import type { FirestoreEvent, QueryDocumentSnapshot } from 'firebase-functions/v2/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { integratorHistory, integrators } from '@solarcred/domain/data/integrators';
import { proposalComments, proposalHistory, proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { cashbackPaidMailEvent, commentMailEvent, integratorHistoryMailEvent, pendingItemMailEvent, proposalHistoryMailEvent } from '@solarcred/domain/mail/events';
import { cashbackEntries } from '@solarcred/domain/data/cashback';
import { adminFirestore } from '../app';
import { typedDoc } from '../firestore-data';
import { APP_URL } from '../params';
import { sendEventMails } from './outbox';

/** The app's public origin: the APP_URL parameter, else the project's default Hosting site. */
export function appUrl(): string {
  return APP_URL.value() || `https://${process.env['GCLOUD_PROJECT'] ?? 'localhost'}.web.app`;
}

/** E-mails of propostas/{proposalId}/historico/{entryId}; answers how many were new. */
export async function sendProposalHistoryMails(db: Firestore, proposalId: string, entryId: string, url: string): Promise<number> {
  const [proposal, entry] = await Promise.all([typedDoc(db, proposals, proposalId).get(), typedDoc(db, proposalHistory(proposalId), entryId).get()]);
  const [p, e] = [proposal.data(), entry.data()];
  if (!p || !e) return 0;
  return sendEventMails(db, proposalHistoryMailEvent(p, e), p.integrador_id, url, Date.now());
}

/** E-mails of integradores/{integratorId}/historico/{entryId}. */
export async function sendIntegratorHistoryMails(db: Firestore, integratorId: string, entryId: string, url: string): Promise<number> {
  const [integrator, entry] = await Promise.all([typedDoc(db, integrators, integratorId).get(), typedDoc(db, integratorHistory(integratorId), entryId).get()]);
  const [i, e] = [integrator.data(), entry.data()];
  if (!i || !e) return 0;
  return sendEventMails(db, integratorHistoryMailEvent(i, e), integratorId, url, Date.now());
}

/** E-mails of propostas/{proposalId}/comentarios/{commentId}. */
export async function sendCommentMails(db: Firestore, proposalId: string, commentId: string, url: string): Promise<number> {
  const [proposal, comment] = await Promise.all([typedDoc(db, proposals, proposalId).get(), typedDoc(db, proposalComments(proposalId), commentId).get()]);
  const [p, c] = [proposal.data(), comment.data()];
  if (!p || !c) return 0;
  return sendEventMails(db, commentMailEvent(p, c), p.integrador_id, url, Date.now());
}

/** E-mails of propostas/{proposalId}/pendencias/{itemId}, a pending item just added. */
export async function sendPendingItemMails(db: Firestore, proposalId: string, itemId: string, url: string): Promise<number> {
  const [proposal, item] = await Promise.all([typedDoc(db, proposals, proposalId).get(), typedDoc(db, proposalPendingItems(proposalId), itemId).get()]);
  const [p, i] = [proposal.data(), item.data()];
  if (!p || !i) return 0;
  return sendEventMails(db, pendingItemMailEvent(p, i), p.integrador_id, url, Date.now());
}

/** E-mail of cashback_lancamentos/{entryId} when it is a payout (issue 27). */
export async function sendCashbackPaidMails(db: Firestore, entryId: string, url: string): Promise<number> {
  const entry = (await typedDoc(db, cashbackEntries, entryId).get()).data();
  if (!entry || entry.tipo !== 'paga') return 0;
  const proposal = (await typedDoc(db, proposals, entry.proposta_id).get()).data();
  if (!proposal) return 0;
  return sendEventMails(db, cashbackPaidMailEvent(proposal, entry), entry.integrador_id, url, Date.now());
}

/** A document created (each trigger's path is declared in index.ts). */
type Created = FirestoreEvent<QueryDocumentSnapshot | undefined>;
const logSent = (what: string, sent: number, document: string) => logger.info(`${what}: ${sent} e-mail(s) queued`, { document });

export async function onProposalHistoryMail(event: Created): Promise<void> {
  const { proposalId, entryId } = event.params;
  if (!proposalId || !entryId) return;
  // A step without a status move (a milestone, a funding tranche, an edit) mails nobody
  // (proposalHistoryMailEvent): told from the event itself, without the two reads.
  const created = event.data?.data();
  if (created && created['de'] === created['para']) return;
  logSent('proposal status', await sendProposalHistoryMails(adminFirestore(), proposalId, entryId, appUrl()), event.document);
}

export async function onIntegratorHistoryMail(event: Created): Promise<void> {
  const { integratorId, entryId } = event.params;
  if (!integratorId || !entryId) return;
  logSent('integrator status', await sendIntegratorHistoryMails(adminFirestore(), integratorId, entryId, appUrl()), event.document);
}

export async function onCommentMail(event: Created): Promise<void> {
  const { proposalId, commentId } = event.params;
  if (!proposalId || !commentId) return;
  logSent('comment', await sendCommentMails(adminFirestore(), proposalId, commentId, appUrl()), event.document);
}

export async function onPendingItemMail(event: Created): Promise<void> {
  const { proposalId, itemId } = event.params;
  if (!proposalId || !itemId) return;
  logSent('pending item', await sendPendingItemMails(adminFirestore(), proposalId, itemId, appUrl()), event.document);
}

export async function onCashbackPaidMail(event: Created): Promise<void> {
  const { entryId } = event.params;
  if (!entryId) return;
  logSent('cashback paid', await sendCashbackPaidMails(adminFirestore(), entryId, appUrl()), event.document);
}
