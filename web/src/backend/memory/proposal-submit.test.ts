import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerLink } from '@solarcred/domain/customer-link/link';
import { customerLinks } from '@solarcred/domain/data/customer-links';
import { proposals } from '@solarcred/domain/data/proposals';
import type { CreateProposalInput } from '@solarcred/domain/handlers/proposal-create';
import { proposalSubmit } from '@solarcred/domain/messages';
import { proposalWithAttachmentsIn } from '@solarcred/domain/test-fixtures';
import { memoryAuth } from './auth';
import { memoryProposalSubmit } from './proposal-submit';
import { seedState } from './seed';
import { MemoryStore, putDoc } from './store';

let store: MemoryStore;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.UTC(2026, 10, 26, 12)));
});

/** The wizard's values with attachments as paths in `company`'s folder for `id` (never uploaded here); the handler parses it. */
function payload(company: string, id: string): CreateProposalInput {
  return { id, proposta: proposalWithAttachmentsIn(`propostas-anexos/${company}/${id}`) } as unknown as CreateProposalInput;
}

const reserved = 'ReservedByLink000001';
const link: CustomerLink = {
  id: 'link-1', integrador_id: 'int-aprovado', empresa_nome: 'Sol Nascente Energia Ltda', cliente_nome: 'Maria Cliente', cliente_telefone: '11988887777',
  cliente_email: null, token_hash: 'a'.repeat(64), proposta_id: reserved, criado_em: Date.UTC(2026, 10, 25), expira_em: Date.UTC(2026, 11, 2), revogado_em: null, preenchido_em: null,
};

describe('memory createProposal and customer links (issue 45)', () => {
  it("refuses another approved company the id a customer link reserved, before anything else; the link's company goes on", async () => {
    store.update((state) => putDoc(state, customerLinks, link));
    await memoryAuth(store).signIn('luz@solarcred.demo', 'demo123');
    const submit = memoryProposalSubmit(store);
    await expect(submit.createProposal(payload('int-aprovado-2', reserved))).rejects.toMatchObject({ code: 'permission-denied', message: proposalSubmit.idTaken });
    expect(store.doc(proposals, reserved)).toBeNull();

    // The owner gets past the reservation (here to the missing uploads, which this test never made).
    await memoryAuth(store).signIn('integrador@solarcred.demo', 'demo123');
    await expect(submit.createProposal(payload('int-aprovado', reserved))).rejects.toMatchObject({ message: expect.stringContaining('não foi encontrado') });
  });
});
