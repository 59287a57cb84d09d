/**
 * The customer's page (/c/{token}, issue 28): four callables anyone may call ('guest' access),
 * each carrying the link's token and passing admitGuest first (token shape, rate limit, lookup).
 * - openCustomerLink ({ token }) → GuestLinkView: the company's name and logo, the customer's
 *   name, and either the open form's folder and expiry or the proposal's progress with the
 *   pending items addressed to the customer (para_cliente), nothing internal;
 * - authorizeCustomerUpload ({ token }) → { customToken, pasta }: a session for uid
 *   cliente_{linkId} whose claims name the link's folder only, for an open link (its attachments)
 *   or a filled one (answers to its items), and the hash of the token it was made for (a renewal
 *   ends it); the Storage rules decide what each may write;
 * - submitCustomerApplication ({ token, dados, aceite: true }) → { ok: true }: the draft for the
 *   integrator and the link turned preenchido, once, and the customer's acceptance of the terms
 *   (aceites/cliente_{linkId}, issue 51);
 * - answerCustomerPendingItem ({ token, itemId, texto?, arquivo? }) → { ok: true }: the customer
 *   answers an open item addressed to them, with the integrator's answer's very writes (so the
 *   answer trigger moves the proposal to 'Corrigida' when none is left open).
 * Every refusal of a token is the neutral 'Link inválido ou expirado'. Nothing here logs the
 * payload (it holds the token).
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  answerAsCustomer,
  customerLogoOf,
  guestLink,
  guestView,
  guestUploadUid,
  submitCustomerApplication as decideSubmit,
  uploadableLink,
  uploadClaimsOf,
} from '@solarcred/domain/customer-link/commands';
import type { CustomerLink } from '@solarcred/domain/customer-link/link';
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { pendingItemTarget } from '@solarcred/domain/handlers/pending-items';
import { pendingItemLimits, type PendingItem } from '@solarcred/domain/pending-items';
import { linkCustomerSubject } from '@solarcred/domain/data/privacy';
import { acceptanceOf, requireConsentBox } from '@solarcred/domain/privacy/consent';
import { draftDeleteAt, linkDeleteAt } from '@solarcred/domain/privacy/retention';
import { proposalAttachmentFolder } from '@solarcred/domain/storage-names';
import { adminAuth } from '../app';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';
import { bucketFactsOrNone } from '../integrators/stored-files';
import { answerFileFacts } from '../pendencias/answer-facts';
import { commitPendingWrites } from '../pendencias/commit';
import { readCurrentConsent, writeAcceptanceIn } from '../privacy/consent';
import { admitGuest } from './guest-access';

/**
 * The items of propostas/{proposalId} addressed to the customer (one equality: no composite
 * index), bounded by the most a proposal may ever hold. guestView keeps what the page may show.
 */
async function customerItems(db: Firestore, proposalId: string): Promise<PendingItem[]> {
  const snapshot = await typedCollection(db, proposalPendingItems(proposalId)).where('para_cliente', '==', true).limit(pendingItemLimits.maxTotal).get();
  return snapshot.docs.map((doc) => doc.data());
}

export const openCustomerLink = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const now = Date.now();
  const { link } = await admitGuest(db, data, address, now);
  guestLink(link, now, 'view');
  // An open link shows the form, never items; a filled one its proposal's items for the customer.
  const filled = link.preenchido_em !== null;
  const [proposal, integrator, items] = await Promise.all([
    typedDoc(db, proposals, link.proposta_id).get(),
    typedDoc(db, integrators, link.integrador_id).get(),
    filled ? customerItems(db, link.proposta_id) : Promise.resolve([]),
  ]);
  const stored = proposal.data();
  const status = stored && stored.integrador_id === link.integrador_id ? stored.status : null;
  // No proposal of the link's integrator under that id: no progress, and no items (guestView).
  return guestView(link, now, status, customerLogoOf(integrator.data()), status === null ? [] : items);
});

export const authorizeCustomerUpload = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const now = Date.now();
  const { link } = await admitGuest(db, data, address, now);
  const uploadable = uploadableLink(link, now);
  const customToken = await adminAuth().createCustomToken(guestUploadUid(uploadable.id), uploadClaimsOf(uploadable));
  return { customToken, pasta: proposalAttachmentFolder(uploadable.integrador_id, uploadable.proposta_id) };
});

/** The payload's `dados`, unparsed (the domain parses it). */
const dadosOf = (data: unknown): unknown => (typeof data === 'object' && data !== null ? (data as { dados?: unknown }).dados : undefined);

/** The attachment paths of unparsed `dados` that lie in the link's folder: the only objects worth asking the bucket about. */
function attachmentPathsIn(dados: unknown, link: CustomerLink): string[] {
  const value = (typeof dados === 'object' && dados !== null ? dados : {}) as { clientData?: Record<string, unknown>; anexoFaturaEnergia?: unknown; bankingData?: Record<string, unknown> };
  const folder = `${proposalAttachmentFolder(link.integrador_id, link.proposta_id)}/`;
  const candidates = [value.clientData?.['anexoRgCpf'], value.anexoFaturaEnergia, value.bankingData?.['anexoHolerite']];
  return candidates.filter((path): path is string => typeof path === 'string' && path.startsWith(folder) && path.length <= 1024);
}

export const submitCustomerApplication = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const { link, tokenHash } = await admitGuest(db, data, address, Date.now());
  const open = guestLink(link, Date.now(), 'fill');
  // Issue 51: the form's last step ticks 'Li e aceito…'; recorded as aceites/cliente_{linkId} (origem 'link').
  requireConsentBox(data);
  const dados = dadosOf(data);
  const facts = await bucketFactsOrNone(attachmentPathsIn(dados, open), 'submitCustomerApplication');
  await db.runTransaction(async (tx) => {
    const [stored, consent] = await Promise.all([tx.get(typedDoc(db, customerLinks, open.id)), readCurrentConsent(db, tx)]);
    const current = stored.data() ?? null;
    // Renewed meanwhile: the caller's token no longer names this link.
    const writes = decideSubmit({ link: current?.token_hash === tokenHash ? current : null, input: dados, now: Date.now(), facts });
    // Issue 51: the TTL field (privacy/retention.ts): the draft's date; a filled link has none.
    tx.create(db.doc(customerDrafts.docPath(writes.draft.id)), toFirestore({ ...writes.draft, apagar_em: draftDeleteAt(writes.draft) }));
    tx.update(db.doc(customerLinks.docPath(open.id)), toFirestore({ ...writes.link, apagar_em: current ? linkDeleteAt({ ...current, ...writes.link }) : null }));
    writeAcceptanceIn(tx, db, linkCustomerSubject(open.id), acceptanceOf(consent, 'link', Date.now()));
  });
  return { ok: true as const };
});

export const answerCustomerPendingItem = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const { link, tokenHash } = await admitGuest(db, data, address, Date.now());
  const viewable = guestLink(link, Date.now(), 'view');
  const proposalId = viewable.proposta_id;
  // A well-formed id names a document to read; anything else reads nothing (the domain refuses its shape).
  const { itemId } = pendingItemTarget({ propostaId: proposalId, itemId: (data as { itemId?: unknown } | null)?.itemId });
  const facts = await answerFileFacts(data, proposalAttachmentFolder(viewable.integrador_id, proposalId), 'answerCustomerPendingItem');
  await db.runTransaction(async (tx) => {
    const [current, proposal, item] = await Promise.all([
      tx.get(typedDoc(db, customerLinks, viewable.id)).then((s) => s.data() ?? null),
      tx.get(typedDoc(db, proposals, proposalId)).then((s) => s.data() ?? null),
      itemId ? tx.get(typedDoc(db, proposalPendingItems(proposalId), itemId)).then((s) => s.data() ?? null) : Promise.resolve(null),
    ]);
    // Renewed or revoked meanwhile: the caller's token must still name this link.
    const writes = answerAsCustomer({ link: current?.token_hash === tokenHash ? current : null, proposal, item, input: data, now: Date.now(), facts });
    // The domain has parsed the input: a decision always carries the item id read above.
    if (itemId) commitPendingWrites(db, tx, proposalId, itemId, writes, 'update');
  });
  return { ok: true as const };
});
