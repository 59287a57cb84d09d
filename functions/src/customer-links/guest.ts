/**
 * The customer's page (/c/{token}, issue 28): three callables anyone may call ('guest' access),
 * each carrying the link's token and passing admitGuest first (token shape, rate limit, lookup).
 * - openCustomerLink ({ token }) → GuestLinkView: the company's name and logo, the customer's
 *   name, and either the open form's folder and expiry or the proposal's progress;
 * - authorizeCustomerUpload ({ token }) → { customToken, pasta }: a session for uid
 *   cliente_{linkId} whose claims name the link's folder only (the Storage rules check them);
 * - submitCustomerApplication ({ token, dados }) → { ok: true }: the draft for the integrator and
 *   the link turned preenchido, once.
 * Every refusal of a token is the neutral 'Link inválido ou expirado'. Nothing here logs the
 * payload (it holds the token).
 */
import { logger } from 'firebase-functions';
import { guestLink, guestView, submitCustomerApplication as decideSubmit, uploadClaimsOf, guestUploadUid } from '@solarcred/domain/customer-link/commands';
import type { CustomerLink } from '@solarcred/domain/customer-link/link';
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import type { StoredObjectFacts } from '@solarcred/domain/handlers/integrator-profile';
import type { Integrator } from '@solarcred/domain/model';
import { proposalAttachmentFolder } from '@solarcred/domain/storage-names';
import { adminAuth } from '../app';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';
import { bucketFacts, storageMissingInEmulator } from '../integrators/stored-files';
import { admitGuest } from './guest-access';

/** The integrator's photo as the customer's page may show it: an https URL, else none. */
export function logoOf(integrator: Integrator | undefined): string | null {
  const photo = integrator?.foto_perfil;
  if (typeof photo !== 'string') return null;
  try {
    return new URL(photo).protocol === 'https:' ? photo : null;
  } catch {
    return null;
  }
}

export const openCustomerLink = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const now = Date.now();
  const { link } = await admitGuest(db, data, address, now);
  guestLink(link, now, 'view');
  const [proposal, integrator] = await Promise.all([typedDoc(db, proposals, link.proposta_id).get(), typedDoc(db, integrators, link.integrador_id).get()]);
  const stored = proposal.data();
  const status = stored && stored.integrador_id === link.integrador_id ? stored.status : null;
  return guestView(link, now, status, logoOf(integrator.data()));
});

export const authorizeCustomerUpload = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const now = Date.now();
  const { link } = await admitGuest(db, data, address, now);
  const open = guestLink(link, now, 'fill');
  const customToken = await adminAuth().createCustomToken(guestUploadUid(open.id), uploadClaimsOf(open));
  return { customToken, pasta: proposalAttachmentFolder(open.integrador_id, open.proposta_id) };
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

/** Size and content type of each named object, read from the bucket; null without a Storage emulator. */
async function attachmentFacts(dados: unknown, link: CustomerLink): Promise<StoredObjectFacts | null> {
  if (storageMissingInEmulator()) {
    logger.warn('submitCustomerApplication: no Storage emulator; the attachments are not checked in the bucket');
    return null;
  }
  return bucketFacts(attachmentPathsIn(dados, link));
}

export const submitCustomerApplication = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const { link, tokenHash } = await admitGuest(db, data, address, Date.now());
  const open = guestLink(link, Date.now(), 'fill');
  const dados = dadosOf(data);
  const facts = await attachmentFacts(dados, open);
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(typedDoc(db, customerLinks, open.id))).data() ?? null;
    // Renewed meanwhile: the caller's token no longer names this link.
    const writes = decideSubmit({ link: current?.token_hash === tokenHash ? current : null, input: dados, now: Date.now(), facts });
    tx.create(db.doc(customerDrafts.docPath(writes.draft.id)), toFirestore(writes.draft));
    tx.update(db.doc(customerLinks.docPath(open.id)), toFirestore(writes.link));
  });
  return { ok: true as const };
});
