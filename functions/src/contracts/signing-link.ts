/**
 * createSigningLink ({ propostaId }) → { id, token } (issue 47), integrators: 'Gerar link de
 * assinatura' on the details' Contrato tab, for a proposal the integrator typed (it has no customer
 * link, so its customer could not sign). domain/contract/signing-link.ts decides in one
 * transaction with the proposal, its current contract, the company and the proposal's links: a new
 * links_cliente document bound to the proposal, already preenchido, or the existing one renewed (a
 * new token; the old one stops working, and its guest Auth user is deleted as 'Renovar' does). Only
 * the token's SHA-256 is stored; the token is returned once and never logged. The link's trigger
 * (customer-links/guest-view.ts onCustomerLinkView) rebuilds vistas_cliente for it.
 */
import { signingLinkInput, signingLinkWrites } from '@solarcred/domain/contract/signing-link';
import type { CustomerLink } from '@solarcred/domain/customer-link/link';
import { hashLinkToken, newLinkToken } from '@solarcred/domain/customer-link/token';
import { contracts } from '@solarcred/domain/data/contracts';
import { customerLinks } from '@solarcred/domain/data/customer-links';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { linkDeleteAt } from '@solarcred/domain/privacy/retention';
import { companyOf } from '@solarcred/domain/team/company';
import { adminAuth } from '../app';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';
import { deleteGuestAccount } from '../customer-links/guest-accounts';

export const createSigningLink = callable('integrador', async ({ actor, data }) => {
  const { propostaId } = parseCommand(signingLinkInput, data);
  const db = commandFirestore();
  const token = newLinkToken();
  const tokenHash = await hashLinkToken(token);
  const newId = db.collection(customerLinks.path).doc().id;
  const write = await db.runTransaction(async (tx) => {
    const [proposal, company, links] = await Promise.all([
      tx.get(typedDoc(db, proposals, propostaId)).then((s) => s.data() ?? null),
      tx.get(typedDoc(db, integrators, companyOf(actor))).then((s) => s.data() ?? null),
      tx.get(typedCollection(db, customerLinks).where('proposta_id', '==', propostaId).where('integrador_id', '==', companyOf(actor)).limit(10)).then((q) => q.docs.map((doc) => doc.data())),
    ]);
    const contractId = proposal?.contrato?.id;
    const contract = contractId ? ((await tx.get(typedDoc(db, contracts, contractId))).data() ?? null) : null;
    const decided = signingLinkWrites({ actor, company, proposal, contract, links, now: Date.now(), id: newId, tokenHash });
    // Issue 51: the TTL field (privacy/retention.ts); a renewal un-revokes, so it clears the date.
    if (decided.kind === 'create') tx.create(db.doc(customerLinks.docPath(decided.link.id)), toFirestore({ ...decided.link, apagar_em: linkDeleteAt(decided.link) }));
    else {
      const renewed = { ...links.find((link) => link.id === decided.id), ...decided.patch } as CustomerLink;
      tx.update(db.doc(customerLinks.docPath(decided.id)), toFirestore({ ...decided.patch, apagar_em: linkDeleteAt(renewed) }));
    }
    return decided;
  });
  const id = write.kind === 'create' ? write.link.id : write.id;
  if (write.kind === 'renew') await deleteGuestAccount(adminAuth(), id);
  return { id, token };
});
