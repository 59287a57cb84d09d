import { describe, expect, it } from 'vitest';
import type { MailRecipient } from '../mail/select';
import { contractReadyMail, contractSignedMails, signingCodeMail, verifyLink } from './contract-mails';
import { contractContentOf } from './content';
import { defaultContractTemplate } from './template';
import { approvedAt, approvedProposal, generatedContract } from './test-contract';
import type { StoredContract } from './types';

const proposal = approvedProposal();
const content = contractContentOf({ proposal, simulation: proposal.simulacao!, template: defaultContractTemplate, versao: 1, now: approvedAt });
const contract: StoredContract = { ...generatedContract(1, approvedAt, content), criado_por: 'vend-1' };
const now = approvedAt + 60_000;
const signed: StoredContract = {
  ...contract,
  estado: 'assinado',
  assinatura: {
    nome_digitado: 'João Pereira', email_mascarado: 'j**o@e**********.br', sha256_documento: contract.sha256, codigo_verificado_em: now, assinado_em: Date.UTC(2026, 2, 17, 15, 5),
    ip: '203.0.113.9', user_agent: 'UA', link_id: 'l1', codigo_verificacao: 'SC7K-2M9Q-4XHP', provedor: 'interno', sha256_assinado: 'b'.repeat(64), pdf_assinado_path: 'x.pdf', tamanho_assinado_bytes: 1,
  },
};
const person = (uid: string, profile: MailRecipient['profile'] = null): MailRecipient => ({ uid, email: `${uid}@exemplo.com`, profile });

describe('contract e-mails', () => {
  it('tells the customer the contract is ready, with the figures and the deadline, once per version', () => {
    const mail = contractReadyMail(contract, 'joao@exemplo.com.br', 'https://app.solarcred.com.br/', now);
    expect(mail).toMatchObject({ id: `contrato_pronto_${contract.id}`, to: 'joao@exemplo.com.br', evento: 'contrato_pronto', created_at: now });
    expect(mail.message.subject).toBe('SolarCred: seu contrato está pronto para assinatura');
    expect(mail.message.text).toContain(`em 60 parcelas de R$ ${(content.financiamento.parcela_centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`);
    expect(mail.message.text).toContain('até 15/04/2026');
    expect(mail.message.text).toContain('Sol Nascente Energia enviou');
  });

  it('sends the signing code with its 10 minutes, one e-mail per request', () => {
    const mail = signingCodeMail(contract, 'joao@exemplo.com.br', '042917', now);
    expect(mail).toMatchObject({ id: `contrato_codigo_${contract.id}_${now}`, evento: 'contrato_codigo', to: 'joao@exemplo.com.br' });
    expect(mail.message.subject).toContain('042917');
    expect(mail.message.text).toContain('vale por 10 minutos');
    expect(signingCodeMail(contract, 'joao@exemplo.com.br', '042917', now + 1).id).not.toBe(mail.id);
  });

  it('tells the company\'s people (by their switch) and every admin it was signed, each once', () => {
    const mails = contractSignedMails(
      signed,
      [person('uid-1'), person('vend-1'), person('vend-1'), person('admin-1'), person('admin-2', { notificacoes: { status_propostas: false } }), { uid: 'admin-3', email: '', profile: null }],
      'https://app.solarcred.com.br',
      now,
    );
    expect(mails.map((mail) => mail.id)).toEqual([`contrato_assinado_${contract.id}_uid-1`, `contrato_assinado_${contract.id}_vend-1`, `contrato_assinado_${contract.id}_admin-1`, `contrato_assinado_${contract.id}_admin-2`]);
    const [titular, , admin] = mails;
    expect(titular?.message.text).toContain(`/integrator/kanban?proposta=${contract.proposta_id}`);
    expect(titular?.message.text).toContain('em 17/03/2026 12:05');
    expect(titular?.message.text).toContain('SC7K-2M9Q-4XHP');
    expect(admin?.message.text).toContain(`/admin/proposals?proposta=${contract.proposta_id}`);
    // The integrator's switch off: none for the titular.
    expect(contractSignedMails(signed, [person('uid-1', { notificacoes_email: { status_proposta: false } })], '', now)).toEqual([]);
    expect(contractSignedMails(contract, [person('uid-1')], '', now)).toEqual([]);
    expect(verifyLink('https://a.b/')).toBe('https://a.b/verificar');
  });
});
