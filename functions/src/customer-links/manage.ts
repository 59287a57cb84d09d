/**
 * The integrator's side of the customer link (issue 28), approved companies' members (issue 45:
 * titular, gestor and vendedor; a link records its maker in criado_por, and a vendedor renews and
 * revokes only its own, titular and gestor any of the company's, as with proposals):
 * - createCustomerLink ({ clienteNome, contato }) → { id, token }: a new link with a new token
 *   and a reserved proposal id (both Firestore auto ids); only the token's SHA-256 is stored;
 * - revokeCustomerLink ({ id }) → { id }: the customer can no longer open it (twice: no write);
 * - renewCustomerLink ({ id }) → { id, token }: a new token and 7 more days, the old token dead.
 * Both then delete the link's guest Auth user (issue 45, guest-accounts.ts): the old guest's
 * refresh tokens die with it, and storage.rules refuse the ID token it still holds.
 * A link the caller may not touch (another company's, another seller's), or none, is the neutral not-found. The token is returned once and
 * never logged.
 */
import { createCustomerLink as decideCreate, linkIdOf, renewCustomerLink as decideRenew, revokeCustomerLink as decideRevoke } from '@solarcred/domain/customer-link/commands';
import { hashLinkToken, newLinkToken } from '@solarcred/domain/customer-link/token';
import { customerLinks } from '@solarcred/domain/data/customer-links';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { linkDeleteAt } from '@solarcred/domain/privacy/retention';
import { companyOf } from '@solarcred/domain/team/company';
import { adminAuth } from '../app';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';
import { deleteGuestAccount } from './guest-accounts';

export const createCustomerLink = callable('integrador', async ({ actor, data }) => {
  const db = commandFirestore();
  const token = newLinkToken();
  const tokenHash = await hashLinkToken(token);
  const id = db.collection(customerLinks.path).doc().id;
  const proposalId = db.collection(proposals.path).doc().id;
  return db.runTransaction(async (tx) => {
    const integrator = (await tx.get(typedDoc(db, integrators, companyOf(actor)))).data() ?? null;
    const link = decideCreate({ actor, integrator, input: data, now: Date.now(), id, proposalId, tokenHash });
    // Issue 51: apagar_em, the TTL field (privacy/retention.ts), on every write of the link.
    tx.create(db.doc(customerLinks.docPath(id)), toFirestore({ ...link, apagar_em: linkDeleteAt(link) }));
    return { id, token };
  });
});

export const revokeCustomerLink = callable('integrador', async ({ actor, data }) => {
  const id = linkIdOf(data);
  const db = commandFirestore();
  await db.runTransaction(async (tx) => {
    const link = (await tx.get(typedDoc(db, customerLinks, id))).data() ?? null;
    const change = decideRevoke(actor, link, Date.now());
    if (change && link) tx.update(db.doc(customerLinks.docPath(id)), toFirestore({ ...change, apagar_em: linkDeleteAt({ ...link, ...change }) }));
  });
  await deleteGuestAccount(adminAuth(), id);
  return { id };
});

export const renewCustomerLink = callable('integrador', async ({ actor, data }) => {
  const id = linkIdOf(data);
  const db = commandFirestore();
  const token = newLinkToken();
  const tokenHash = await hashLinkToken(token);
  await db.runTransaction(async (tx) => {
    const link = (await tx.get(typedDoc(db, customerLinks, id))).data() ?? null;
    const change = decideRenew(actor, link, Date.now(), tokenHash);
    tx.update(db.doc(customerLinks.docPath(id)), toFirestore(link ? { ...change, apagar_em: linkDeleteAt({ ...link, ...change }) } : change));
  });
  await deleteGuestAccount(adminAuth(), id);
  return { id, token };
});
