/**
 * 'Gerar link de assinatura' over the memory store (issue 47), as the createSigningLink callable
 * (functions/src/contracts/signing-link.ts): the same domain decision over the proposal, its current
 * contract, the caller's company and the proposal's links, then a new filled link or the existing
 * one renewed (a new token: the old one stops working). Only the token's hash is stored, as
 * memory/customer-links.ts does; the guest's live view is computed from the store, so it follows.
 */
import { signingLinkInput, signingLinkWrites } from '@solarcred/domain/contract/signing-link';
import { hashLinkToken, newLinkToken } from '@solarcred/domain/customer-link/token';
import { contracts } from '@solarcred/domain/data/contracts';
import { customerLinks } from '@solarcred/domain/data/customer-links';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { companyOf } from '@solarcred/domain/team/company';
import { newDocumentId } from '../document-id';
import { actorOf, runCommand } from './commands';
import { putDoc, type MemoryStore } from './store';

export async function createMemorySigningLink(store: MemoryStore, proposalId: string): Promise<{ id: string; token: string }> {
  const token = newLinkToken();
  const tokenHash = await hashLinkToken(token);
  return runCommand(store, 'createSigningLink', () => {
    const { propostaId } = parseCommand(signingLinkInput, { propostaId: proposalId });
    const actor = actorOf(store);
    const proposal = store.doc(proposals, propostaId);
    const contractId = proposal?.contrato?.id;
    const write = signingLinkWrites({
      actor,
      company: actor ? store.doc(integrators, companyOf(actor)) : null,
      proposal,
      contract: contractId ? store.doc(contracts, contractId) : null,
      links: store.collection(customerLinks).filter((link) => link.proposta_id === propostaId),
      now: Date.now(),
      id: newDocumentId(),
      tokenHash,
    });
    if (write.kind === 'create') {
      store.update((state) => putDoc(state, customerLinks, write.link));
      return { id: write.link.id, token };
    }
    const link = store.doc(customerLinks, write.id)!;
    store.update((state) => putDoc(state, customerLinks, { ...link, ...write.patch }));
    return { id: write.id, token };
  });
}
