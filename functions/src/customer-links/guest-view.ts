/**
 * The customer's page, live (issue 45). vistas_cliente/{linkId} is the link's view as its guest
 * may read it (domain/customer-link/live-view.ts); the functions keep it in step:
 * - watchCustomerLink ({ token }) → { customToken, linkId }: after admitGuest (token shape, rate
 *   limit, lookup), for an open or filled link, a session (uid cliente_{linkId}) whose claims name
 *   the link and its current token hash: firestore.rules let it read that one document, nothing
 *   else. The page listens to it in an app of its own, beside the upload session;
 * - three triggers rewrite it from its sources in one transaction (so a late event never leaves
 *   an older state behind): the link written (created, filled, revoked, renewed), the proposal the
 *   link reserved created, deleted, moved to another status or its contract's summary changed
 *   (issue 47: a version generated, replaced, viewed, signed) or its savings (issue 49), and an item addressed to the
 *   customer written (added, answered, returned, accepted).
 * The view is the sources' function, so a replayed event writes the same state again.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Change } from 'firebase-functions';
import type { DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { guestLink, guestUploadUid } from '@solarcred/domain/customer-link/commands';
import { guestLiveView, guestSavingsOf, guestViewClaimsOf } from '@solarcred/domain/customer-link/live-view';
import { customerLinks } from '@solarcred/domain/data/customer-links';
import { guestLiveViews } from '@solarcred/domain/data/guest-views';
import { proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import type { Proposal } from '@solarcred/domain/model';
import { pendingItemLimits, type PendingItem } from '@solarcred/domain/pending-items';
import { linkDeleteAt } from '@solarcred/domain/privacy/retention';
import { adminAuth, adminFirestore } from '../app';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';
import { admitGuest } from './guest-access';

/** A proposal with its contract's summary (issue 47). */

/** The contract summary's fields the customer's view shows. */
const contractKey = (proposal: Proposal): string => (proposal.contrato ? `${proposal.contrato.id}:${proposal.contrato.estado}` : '');

/** The energy analysis' fields the customer's view shows (issue 49). */
const savingsKey = (proposal: Proposal): string => JSON.stringify(guestSavingsOf(proposal.energia));

/** Rewrites vistas_cliente/{linkId} from the link, its proposal and the customer's items (deleted with the link). */
export async function refreshGuestView(db: Firestore, linkId: string, now: number = Date.now()): Promise<void> {
  const viewRef = db.doc(guestLiveViews.docPath(linkId));
  await db.runTransaction(async (tx) => {
    const link = (await tx.get(typedDoc(db, customerLinks, linkId))).data() ?? null;
    if (!link) {
      tx.delete(viewRef);
      return;
    }
    const proposal = (await tx.get(typedDoc(db, proposals, link.proposta_id))).data() ?? null;
    // No proposal of the link's integrator under that id: no progress beyond 'recebida', no items.
    const status = proposal && proposal.integrador_id === link.integrador_id ? proposal.status : null;
    const items =
      status !== null && link.preenchido_em !== null
        ? (await tx.get(typedCollection(db, proposalPendingItems(link.proposta_id)).where('para_cliente', '==', true).limit(pendingItemLimits.maxTotal))).docs.map((doc) => doc.data())
        : [];
    const contract = status !== null ? (proposal?.contrato ?? null) : null;
    // Issue 49: the savings beside the installment, once createProposal stored the analysis.
    const energy = status !== null ? (proposal?.energia ?? null) : null;
    // Issue 51: the view goes with its link (the same TTL date).
    // Merged: the customer's LGPD request (issue 51, privacy/guest-view.ts) keeps its field `lgpd`.
    tx.set(viewRef, toFirestore({ ...guestLiveView(link, status, items, now, contract, energy), apagar_em: linkDeleteAt(link) }), { merge: true });
  });
}

/** The views of the links that reserved `proposalId` (one, in practice). */
async function refreshViewsOfProposal(db: Firestore, proposalId: string): Promise<void> {
  const links = await typedCollection(db, customerLinks).where('proposta_id', '==', proposalId).limit(10).get();
  await Promise.all(links.docs.map((doc) => refreshGuestView(db, doc.id)));
}

export const watchCustomerLink = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const now = Date.now();
  const { link } = await admitGuest(db, data, address, now);
  const viewable = guestLink(link, now, 'view');
  // A link older than the triggers has no view yet.
  if (!(await db.doc(guestLiveViews.docPath(viewable.id)).get()).exists) await refreshGuestView(db, viewable.id, now);
  const customToken = await adminAuth().createCustomToken(guestUploadUid(viewable.id), { ...guestViewClaimsOf(viewable) });
  return { customToken, linkId: viewable.id };
});

/** A document written (each trigger's path is declared in index.ts). */
type Written = FirestoreEvent<Change<DocumentSnapshot> | undefined>;

export async function onCustomerLinkView(event: Written): Promise<void> {
  const linkId = event.params['linkId'];
  if (linkId) await refreshGuestView(adminFirestore(), linkId);
}

export async function onProposalGuestView(event: Written): Promise<void> {
  const before = (event.data?.before.data() ?? null) as Proposal | null;
  const after = (event.data?.after.data() ?? null) as Proposal | null;
  const proposalId = event.params['id'];
  // Most proposal writes (counters, search tokens, comments) change nothing the customer sees.
  const unchanged = before !== null && after !== null && before.status === after.status && before.integrador_id === after.integrador_id && contractKey(before) === contractKey(after)
    && savingsKey(before) === savingsKey(after);
  if (!proposalId || unchanged) return;
  await refreshViewsOfProposal(adminFirestore(), proposalId);
}

export async function onPendingItemGuestView(event: Written): Promise<void> {
  const before = (event.data?.before.data() ?? null) as PendingItem | null;
  const after = (event.data?.after.data() ?? null) as PendingItem | null;
  const proposalId = event.params['proposalId'];
  if (!proposalId || (before?.para_cliente !== true && after?.para_cliente !== true)) return;
  await refreshViewsOfProposal(adminFirestore(), proposalId);
}
