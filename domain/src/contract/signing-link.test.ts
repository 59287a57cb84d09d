import { describe, expect, it } from 'vitest';
import { linkState, type CustomerLink } from '../customer-link/link';
import type { Actor } from '../handlers/actor';
import { completeIntegrator, domainErrorOf } from '../test-fixtures';
import { contractText } from './contract-text';
import { contractSummaryOf } from './lifecycle';
import { signingLinkInput, signingLinkWrites, type SigningLinkContext } from './signing-link';
import { approvedAt, approvedProposal, generatedContract } from './test-contract';

const now = approvedAt + 60_000;
const contract = generatedContract();
const proposal = { ...approvedProposal(), contrato: contractSummaryOf(contract) };
const company = completeIntegrator({ status: 'aprovado', nome_empresa: 'Sol Nascente Energia' });
const titular: Actor = { uid: 'uid-1', role: 'integrador' };
const base: SigningLinkContext = { actor: titular, company, proposal, contract, links: [], now, id: 'link-new', tokenHash: 'b'.repeat(64) };

const linkOf = (overrides: Partial<CustomerLink> = {}): CustomerLink => ({
  id: 'link-old',
  integrador_id: 'uid-1',
  empresa_nome: 'Sol Nascente Energia',
  cliente_nome: proposal.cliente_nome,
  cliente_telefone: null,
  cliente_email: 'joao@exemplo.com.br',
  token_hash: 'c'.repeat(64),
  proposta_id: proposal.id,
  criado_em: approvedAt - 10 * 86_400_000,
  expira_em: approvedAt - 3 * 86_400_000,
  revogado_em: approvedAt - 86_400_000,
  preenchido_em: approvedAt - 9 * 86_400_000,
  ...overrides,
});

describe('signingLinkWrites', () => {
  it('creates a filled link bound to a typed proposal, storing only the token hash', () => {
    const write = signingLinkWrites(base);
    expect(write.kind).toBe('create');
    if (write.kind !== 'create') return;
    expect(write.link).toMatchObject({ id: 'link-new', integrador_id: 'uid-1', proposta_id: proposal.id, token_hash: 'b'.repeat(64), cliente_nome: proposal.cliente_nome, empresa_nome: 'Sol Nascente Energia', revogado_em: null, preenchido_em: now });
    expect(write.link.expira_em).toBe(now + 7 * 86_400_000);
    expect(linkState(write.link, now)).toBe('preenchido');
  });

  it('renews the link the proposal already has (new token, not revoked), even a filled one', () => {
    const write = signingLinkWrites({ ...base, links: [linkOf()] });
    expect(write).toEqual({ kind: 'renew', id: 'link-old', patch: { token_hash: 'b'.repeat(64), expira_em: now + 7 * 86_400_000, revogado_em: null, preenchido_em: approvedAt - 9 * 86_400_000 } });
  });

  it("ignores another company's link under the same proposal id", () => {
    expect(signingLinkWrites({ ...base, links: [linkOf({ integrador_id: 'other' })] }).kind).toBe('create');
  });

  it('lets a gestor and the vendedor who sent it, refuses another vendedor, another company and an unapproved company', () => {
    expect(signingLinkWrites({ ...base, actor: { uid: 'g', role: 'integrador', empresa: 'uid-1', papel: 'gestor' } }).kind).toBe('create');
    const sent = { ...proposal, criado_por: 'v1' };
    expect(signingLinkWrites({ ...base, proposal: sent, actor: { uid: 'v1', role: 'integrador', empresa: 'uid-1', papel: 'vendedor' } })).toMatchObject({ kind: 'create', link: { criado_por: 'v1' } });
    const refused = [
      { ...base, proposal: sent, actor: { uid: 'v2', role: 'integrador', empresa: 'uid-1', papel: 'vendedor' } as Actor },
      { ...base, actor: { uid: 'x', role: 'integrador' } as Actor, company: completeIntegrator({ id: 'x', user_id: 'x', status: 'aprovado' }) },
      { ...base, company: { ...company, status: 'pendente_documentacao' as const } },
      { ...base, actor: { uid: 'adm', role: 'admin' } as Actor },
      { ...base, actor: null },
      { ...base, proposal: null },
    ];
    for (const context of refused) expect(domainErrorOf(() => signingLinkWrites(context))).toMatchObject({ code: 'not-found', message: contractText.proposalNotFound });
  });

  it('needs an approved proposal with a current contract still signable', () => {
    expect(domainErrorOf(() => signingLinkWrites({ ...base, proposal: { ...proposal, status: 'em_analise' } })).message).toBe(contractText.signingLink.notApproved);
    expect(domainErrorOf(() => signingLinkWrites({ ...base, contract: null })).message).toBe(contractText.signingLink.noContract);
    expect(domainErrorOf(() => signingLinkWrites({ ...base, proposal: { ...proposal, contrato: null } })).message).toBe(contractText.signingLink.noContract);
    expect(domainErrorOf(() => signingLinkWrites({ ...base, contract: generatedContract(2) })).message).toBe(contractText.signingLink.noContract);
    for (const estado of ['assinado', 'substituido'] as const) {
      expect(domainErrorOf(() => signingLinkWrites({ ...base, contract: { ...contract, estado } })).message).toBe(contractText.signingLink.closed);
    }
    expect(domainErrorOf(() => signingLinkWrites({ ...base, now: contract.expira_em })).message).toBe(contractText.signingLink.closed);
  });
});

describe('signingLinkInput', () => {
  it('takes a proposal id only', () => {
    expect(signingLinkInput.safeParse({ propostaId: proposal.id }).success).toBe(true);
    expect(signingLinkInput.safeParse({ propostaId: proposal.id, extra: 1 }).success).toBe(false);
    expect(signingLinkInput.safeParse({ propostaId: 'x'.repeat(2000) }).success).toBe(false);
  });
});
