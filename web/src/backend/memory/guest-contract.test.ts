/**
 * The contract on the customer's link over the memory store (issue 47): the refusals write
 * nothing (a second signature, a voided or expired contract, a revoked link), a wrong code writes
 * only its attempt, and a signature writes everything at once; /verificar's check answers for the
 * signed PDF's hash and for the code, and not for a changed file.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { contractContentOf } from '@solarcred/domain/contract/content';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { sha256Hex } from '@solarcred/domain/contract/hash';
import { contractSummaryOf, newContractDoc } from '@solarcred/domain/contract/lifecycle';
import { renderContractPdf } from '@solarcred/domain/contract/pdf';
import { defaultContractTemplate } from '@solarcred/domain/contract/template';
import { approvedProposal } from '@solarcred/domain/contract/test-contract';
import type { StoredContract } from '@solarcred/domain/contract/types';
import { customerLinkText } from '@solarcred/domain/customer-link/texts';
import { contracts } from '@solarcred/domain/data/contracts';
import { customerLinks } from '@solarcred/domain/data/customer-links';
import { proposals } from '@solarcred/domain/data/proposals';
import type { MailDocument } from '@solarcred/domain/mail/select';
import type { Proposal } from '@solarcred/domain/model';
import { memoryGuestContract } from './guest-contract';
import { seedState } from './seed';
import { MemoryStore, putDoc } from './store';

const token = 'A'.repeat(43);
const proposalId = 'ContratoUnitario0001';
const linkId = 'LinkUnitario00000001';
let store: MemoryStore;
let contract: StoredContract;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.now()));
  const now = Date.now();
  const proposal = { ...approvedProposal({ at: now - 3_600_000 }), id: proposalId, integrador_id: 'int-aprovado', status_desde: now - 60_000 } as Proposal;
  const content = contractContentOf({ proposal, simulation: proposal.simulacao!, template: defaultContractTemplate, versao: 1, now });
  const bytes = await renderContractPdf(content);
  contract = newContractDoc({ proposal, content, sha256: await sha256Hex(bytes), tamanho: bytes.length, now, provedor: 'interno' });
  const tokenHash = await sha256Hex(token);
  store.update((state) => {
    putDoc(state, contracts, contract);
    putDoc(state, proposals, { ...proposal, contrato: contractSummaryOf(contract) } as Proposal);
    putDoc(state, customerLinks, {
      id: linkId, integrador_id: 'int-aprovado', empresa_nome: 'Sol Nascente', cliente_nome: proposal.cliente_nome, cliente_telefone: null, cliente_email: null,
      token_hash: tokenHash, proposta_id: proposalId, criado_em: now - 86_400_000, expira_em: now + 86_400_000, revogado_em: null, preenchido_em: now - 3_600_000,
    });
  });
});

const guest = () => memoryGuestContract(store);
const docs = () => JSON.stringify(store.snapshot.docs);
const lastCode = () => {
  const mails = Object.values(store.snapshot.docs['mail'] ?? {}) as unknown as MailDocument[];
  const mail = mails.filter((m) => m.evento === 'contrato_codigo').sort((a, b) => b.created_at - a.created_at)[0];
  return /\b(\d{6})\b/.exec(mail?.message.text ?? '')?.[1] ?? '';
};
const nome = () => contract.conteudo.cliente.nome;
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('memoryGuestContract (issue 47)', () => {
  it('signs once, writing everything together; a second signature is refused with nothing written', async () => {
    await guest().requestCode(token, contract.id);
    const signed = await guest().sign(token, contract.id, { codigo: lastCode(), aceite: true, nome: nome().toUpperCase() });
    const state = store.snapshot.docs;
    expect(state['contratos']?.[contract.id]?.['estado']).toBe('assinado');
    expect(state['verificacoes_contrato']?.[signed.codigo_verificacao]).toMatchObject({ contrato_id: contract.id });
    expect(state['contratos_assinatura']?.[contract.id]).toBeUndefined();
    const stored = state['propostas']?.[proposalId] as unknown as Proposal & { contrato: { estado: string }; instalacao: { marcos: Record<string, { estado: string }> } };
    expect(stored.contrato.estado).toBe('assinado');
    expect(stored.instalacao.marcos['contrato_assinado']?.estado).toBe('marcado');

    const before = docs();
    expect(await refusal(guest().sign(token, contract.id, { codigo: '123456', aceite: true, nome: nome() }))).toBe(contractText.alreadySigned);
    expect(await refusal(guest().requestCode(token, contract.id))).toBe(contractText.alreadySigned);
    expect(docs()).toBe(before);

    // /verificar: the signed PDF's hash and the code are authentic; one byte changed is not.
    const pdf = await guest().pdf(token, contract.id, true);
    expect(pdf.nome).toBe('contrato-v1-assinado.pdf');
    const bytes = Uint8Array.from(atob(pdf.base64), (c) => c.charCodeAt(0));
    expect(await guest().verify({ sha256: await sha256Hex(bytes) })).toEqual({ autentico: true, assinado_em: signed.assinado_em, codigo_verificacao: signed.codigo_verificacao });
    expect(await guest().verify({ codigo: signed.codigo_verificacao.toLowerCase() })).toMatchObject({ autentico: true });
    bytes[Math.floor(bytes.length / 2)]! ^= 1;
    expect(await guest().verify({ sha256: await sha256Hex(bytes) })).toEqual({ autentico: false });
  });

  it('a wrong code writes its attempt only; a voided or expired contract, a proposal no longer approved and a revoked link are refused with nothing written', async () => {
    await guest().requestCode(token, contract.id);
    const code = lastCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await refusal(guest().sign(token, contract.id, { codigo: wrong, aceite: true, nome: nome() }))).toBe(contractText.codeWrong(4));
    expect(store.snapshot.docs['contratos_assinatura']?.[contract.id]?.['tentativas']).toBe(1);

    const cases: [string, (c: StoredContract) => Partial<StoredContract>, string][] = [
      ['voided', () => ({ estado: 'substituido', substituido_em: Date.now(), substituido_por: `${proposalId}_v2` }), contractText.voided],
      ['expired', () => ({ expira_em: Date.now() - 1 }), contractText.expired],
    ];
    for (const [, patch, message] of cases) {
      store.update((state) => putDoc(state, contracts, { ...contract, ...patch(contract) }));
      const before = docs();
      expect(await refusal(guest().sign(token, contract.id, { codigo: code, aceite: true, nome: nome() }))).toBe(message);
      expect(await refusal(guest().requestCode(token, contract.id))).toBe(message);
      expect(docs()).toBe(before);
    }

    // The proposal moved out of 'aprovada' (rejected, sent back): its unsigned contract is not signable, nothing written.
    store.update((state) => putDoc(state, contracts, contract));
    const approved = store.snapshot.docs['propostas']?.[proposalId] as unknown as Proposal;
    for (const status of ['reprovada', 'pendente_correcao'] as const) {
      store.update((state) => putDoc(state, proposals, { ...approved, status }));
      const before = docs();
      expect(await refusal(guest().requestCode(token, contract.id))).toBe(contractText.notSignableNow);
      expect(await refusal(guest().sign(token, contract.id, { codigo: code, aceite: true, nome: nome() }))).toBe(contractText.notSignableNow);
      expect(docs()).toBe(before);
    }
    store.update((state) => putDoc(state, proposals, approved));

    store.update((state) => {
      putDoc(state, contracts, contract);
      const link = state.docs['links_cliente']?.[linkId];
      if (link) link['revogado_em'] = Date.now();
    });
    const before = docs();
    expect(await refusal(guest().sign(token, contract.id, { codigo: code, aceite: true, nome: nome() }))).toBe(customerLinkText.invalid);
    expect(await refusal(guest().openContract(token))).toBe(customerLinkText.invalid);
    expect(docs()).toBe(before);
  });
});
