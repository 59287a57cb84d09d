import { describe, expect, it } from 'vitest';
import { markOf } from '../installation/milestones';
import { domainErrorOf } from '../test-fixtures';
import {
  checkContract,
  checkProposalSignable,
  checkSignature,
  comparableName,
  customerContractView,
  maskEmail,
  newSigningCode,
  newVerificationCode,
  requestCodeInput,
  requestCodeWrites,
  signContractInput,
  signedContractPatch,
  signedMilestoneWrites,
  signingLimits,
  verificationCodePattern,
  verifyContractInput,
  type SignContractCommand,
  type SignedFacts,
} from './signing';
import { approvedAt, approvedProposal, generatedContract } from './test-contract';
import type { SigningSecret, StoredContract } from './types';

const token = 'A'.repeat(43);
const now = approvedAt + 3_600_000;
const contract = generatedContract();
const codeSecret = (fields: Partial<SigningSecret> = {}): SigningSecret => ({
  id: contract.id, codigo_hash: 'hash-ok', codigo_expira_em: now + 60_000, enviado_em: now - 60_000, tentativas: 0, bloqueado_ate: null, ...fields,
});
const command = (fields: Partial<SignContractCommand> = {}): SignContractCommand => ({ token, contratoId: contract.id, codigo: '123456', aceite: true, nome: 'João Pereira', ...fields });
const sign = (fields: { contract?: StoredContract; secret?: SigningSecret | null; command?: SignContractCommand; codeHash?: string; now?: number } = {}) =>
  checkSignature({ contract, secret: codeSecret(), command: command(), codeHash: 'hash-ok', now, ...fields });
const refusal = (fn: () => unknown) => domainErrorOf(fn).message;

describe('codes and masks', () => {
  it('masks an e-mail but keeps its first and last letters and the domain\'s end', () => {
    expect(maskEmail('joao@exemplo.com.br')).toBe('j**o@e**********.br');
    expect(maskEmail('ana.souza@gmail.com')).toBe('a*******a@g****.com');
    expect(maskEmail('jo@x.io')).toBe('j***@x***.io');
    expect(maskEmail('not-an-email')).toBe('***');
  });

  it('makes a 6-digit signing code from random bytes, zero-padded', () => {
    expect(newSigningCode(new Uint8Array(6))).toBe('000000');
    expect(newSigningCode(new Uint8Array([0, 0, 0, 0, 0x30, 0x39]))).toBe('012345');
    expect(newSigningCode(new Uint8Array([255, 255, 255, 255, 255, 255]))).toMatch(/^\d{6}$/);
    expect(() => newSigningCode(new Uint8Array(5))).toThrow(RangeError);
  });

  it('makes a XXXX-XXXX-XXXX verification code without ambiguous characters', () => {
    const all = new Uint8Array(12).map((_, i) => i * 23);
    const code = newVerificationCode(all);
    expect(code).toMatch(verificationCodePattern);
    expect(code).not.toMatch(/[01OIL]/);
    expect(newVerificationCode(new Uint8Array(12))).toBe('AAAA-AAAA-AAAA');
    expect(() => newVerificationCode(new Uint8Array(11))).toThrow(RangeError);
  });
});

describe('inputs', () => {
  it('take the link token, a 6-digit code (spaces ignored) and bound every field', () => {
    expect(requestCodeInput.safeParse({ token, contratoId: 'p_v1' }).success).toBe(true);
    expect(requestCodeInput.safeParse({ token: 'short', contratoId: 'p_v1' }).success).toBe(false);
    expect(signContractInput.parse({ token, contratoId: 'p_v1', codigo: '123 456', aceite: true, nome: 'x' }).codigo).toBe('123456');
    expect(signContractInput.safeParse({ token, contratoId: 'p_v1', codigo: '12345', aceite: true, nome: 'x' }).error?.issues[0]?.message).toBe('Digite os 6 dígitos do código.');
    expect(signContractInput.safeParse({ token, contratoId: 'p_v1', codigo: '123456', aceite: true, nome: 'x'.repeat(201) }).success).toBe(false);
  });

  it('verify by a hash (lower-cased) or a code (normalised), never both nor anything else', () => {
    expect(verifyContractInput.parse({ sha256: 'AB'.repeat(32) })).toEqual({ sha256: 'ab'.repeat(32) });
    expect(verifyContractInput.parse({ codigo: ' sc7k 2m9q-4xhp' })).toEqual({ codigo: 'SC7K-2M9Q-4XHP' });
    expect(verifyContractInput.safeParse({ codigo: 'SC7K-2M9Q-4XH0' }).success).toBe(false);
    expect(verifyContractInput.safeParse({ sha256: 'ab'.repeat(32), codigo: 'SC7K-2M9Q-4XHP' }).success).toBe(false);
    expect(verifyContractInput.safeParse({ sha256: 'ab'.repeat(31) }).success).toBe(false);
    expect(verifyContractInput.safeParse({}).success).toBe(false);
  });
});

describe('requestCodeWrites', () => {
  it('stores the code\'s hash for 10 minutes and marks the contract visualizado the first time', () => {
    const writes = requestCodeWrites({ contract, secret: null, codeHash: 'h1', now });
    expect(writes.secret).toEqual({ id: contract.id, codigo_hash: 'h1', codigo_expira_em: now + signingLimits.codeTtlMs, enviado_em: now, tentativas: 0, bloqueado_ate: null });
    expect(writes.contract).toEqual({ estado: 'visualizado', visualizado_em: now, atualizado_em: now });
    expect(requestCodeWrites({ contract: { ...contract, estado: 'visualizado', visualizado_em: 1 }, secret: null, codeHash: 'h1', now }).contract).toBeNull();
  });

  it('keeps the wrong attempts across a new code, and starts afresh once a lockout has passed', () => {
    expect(requestCodeWrites({ contract, secret: codeSecret({ tentativas: 3 }), codeHash: 'h2', now }).secret.tentativas).toBe(3);
    expect(requestCodeWrites({ contract, secret: codeSecret({ tentativas: 0, bloqueado_ate: now - 1 }), codeHash: 'h2', now }).secret).toMatchObject({ tentativas: 0, bloqueado_ate: null });
  });

  it('refuses a voided, expired, signed or locked contract', () => {
    expect(refusal(() => requestCodeWrites({ contract: { ...contract, estado: 'substituido' }, secret: null, codeHash: 'h', now }))).toMatch(/substituído/);
    expect(refusal(() => requestCodeWrites({ contract, secret: null, codeHash: 'h', now: contract.expira_em }))).toMatch(/expirou/);
    expect(refusal(() => requestCodeWrites({ contract: { ...contract, estado: 'assinado' }, secret: null, codeHash: 'h', now }))).toBe('Este contrato já foi assinado.');
    // 10:00 in São Paulo + 15 minutes.
    const lockedUntil = Date.UTC(2026, 2, 16, 13, 15);
    expect(refusal(() => requestCodeWrites({ contract, secret: codeSecret({ bloqueado_ate: lockedUntil }), codeHash: 'h', now: lockedUntil - 1 }))).toMatch(/às 10:15\.$/);
  });

  it('sends one code a minute at most, whatever the page shows', () => {
    const sent = codeSecret({ enviado_em: now - signingLimits.resendMs + 1_500 });
    expect(refusal(() => requestCodeWrites({ contract, secret: sent, codeHash: 'h', now }))).toBe('Aguarde 2 s para pedir outro código.');
    expect(requestCodeWrites({ contract, secret: codeSecret({ enviado_em: now - signingLimits.resendMs }), codeHash: 'h', now }).secret.codigo_hash).toBe('h');
  });

  it('leaves a contract sent to an outside provider to that provider (no code, no signature here)', () => {
    const atProvider = { ...contract, provedor: 'zapsign' as const, provedor_documento: 'doc-1' };
    expect(refusal(() => requestCodeWrites({ contract: atProvider, secret: null, codeHash: 'h', now }))).toMatch(/provedor de assinatura/);
    expect(refusal(() => sign({ contract: atProvider }))).toMatch(/provedor de assinatura/);
  });
});

describe('checkProposalSignable', () => {
  it('lets only an approved proposal\'s contract be signed (rejected, sent back or finished: refused)', () => {
    expect(() => checkProposalSignable({ status: 'aprovada' })).not.toThrow();
    for (const status of ['reprovada', 'pendente_correcao', 'em_analise', 'finalizada'] as const) {
      expect(refusal(() => checkProposalSignable({ status }))).toBe('Este contrato não pode ser assinado agora: a proposta não está aprovada. Fale com a empresa que enviou a proposta.');
    }
    expect(domainErrorOf(() => checkProposalSignable(null)).code).toBe('failed-precondition');
  });
});

describe('checkSignature', () => {
  it('accepts the right code with the agreement and the name, case, accents and spaces aside', () => {
    expect(sign()).toEqual({ kind: 'ok' });
    expect(sign({ command: command({ nome: '  joao   PEREIRA ' }) })).toEqual({ kind: 'ok' });
    expect(comparableName('Ção  Ü')).toBe('cao u');
  });

  it('counts a wrong code and locks for 15 minutes at the fifth, dropping the code', () => {
    const first = sign({ codeHash: 'wrong' });
    if (first.kind !== 'wrong-code') throw new Error('expected a wrong code');
    expect(first.secret.tentativas).toBe(1);
    expect(first.error.message).toBe('Código incorreto. Restam 4 tentativas.');
    expect(first.error.fields).toEqual({ codigo: first.error.message });
    const fourth = sign({ codeHash: 'wrong', secret: codeSecret({ tentativas: 3 }) });
    expect(fourth.kind === 'wrong-code' && fourth.error.message).toBe('Código incorreto. Resta 1 tentativa.');
    const fifth = sign({ codeHash: 'wrong', secret: codeSecret({ tentativas: 4 }) });
    if (fifth.kind !== 'wrong-code') throw new Error('expected a wrong code');
    expect(fifth.secret).toMatchObject({ tentativas: 0, codigo_hash: null, codigo_expira_em: null, bloqueado_ate: now + signingLimits.lockMs });
    expect(fifth.error.message).toMatch(/bloqueada por 15 minutos/);
    // Locked: even the right code is refused until then.
    expect(refusal(() => sign({ secret: { ...codeSecret(), bloqueado_ate: now + 1 } }))).toMatch(/Muitas tentativas/);
  });

  it('refuses with nothing to write: voided, expired, signed, no code, an expired code, no agreement, another name', () => {
    expect(refusal(() => sign({ contract: { ...contract, estado: 'substituido' } }))).toMatch(/substituído/);
    expect(refusal(() => sign({ now: contract.expira_em }))).toMatch(/expirou sem assinatura/);
    expect(refusal(() => sign({ contract: { ...contract, estado: 'assinado' } }))).toBe('Este contrato já foi assinado.');
    expect(refusal(() => sign({ secret: null }))).toBe('Peça o código por e-mail antes de assinar.');
    expect(refusal(() => sign({ secret: codeSecret({ codigo_expira_em: now }) }))).toBe('Este código expirou. Peça um novo código.');
    expect(refusal(() => sign({ command: command({ aceite: false }) }))).toBe('Marque “Li e concordo” para assinar.');
    expect(refusal(() => sign({ command: command({ nome: 'João' }) }))).toBe('O nome digitado não confere com o nome do contratante.');
    expect(refusal(() => sign({ command: command({ nome: '   ' }), contract: { ...contract, conteudo: { ...contract.conteudo, cliente: { ...contract.conteudo.cliente, nome: ' ' } } } }))).toMatch(/não confere/);
  });
});

const evidence: SignedFacts = {
  nome_digitado: 'joão pereira', email_mascarado: 'j**o@e**********.br', sha256_documento: contract.sha256, codigo_verificado_em: now, assinado_em: now,
  ip: '203.0.113.9', user_agent: 'Mozilla/5.0', link_id: 'link-1', codigo_verificacao: 'SC7K-2M9Q-4XHP', provedor: 'interno',
  sha256_assinado: 'b'.repeat(64), pdf_assinado_path: `contratos/uid-1/${contract.proposta_id}/contrato-v1-assinado.pdf`, tamanho_assinado_bytes: 20_000,
};

describe('signedContractPatch, signedMilestoneWrites', () => {
  it('records the evidence once; never on a signed or voided contract', () => {
    expect(signedContractPatch(contract, evidence, now)).toEqual({ estado: 'assinado', assinatura: evidence, atualizado_em: now });
    expect(domainErrorOf(() => signedContractPatch({ ...contract, estado: 'assinado' }, evidence, now)).code).toBe('already-exists');
    expect(domainErrorOf(() => signedContractPatch({ ...contract, estado: 'substituido' }, evidence, now)).code).toBe('failed-precondition');
  });

  it('marks contrato_assinado by the customer\'s link with the signed PDF, on the signature\'s São Paulo day', () => {
    const proposal = approvedProposal();
    const writes = signedMilestoneWrites(proposal, { ...contract, assinatura: evidence }, now);
    const mark = markOf(writes?.proposal.instalacao, 'contrato_assinado');
    expect(mark).toMatchObject({ marcado_por: 'cliente_link-1', marcado_por_tipo: 'cliente', data: '2026-03-16', marcado_em: now, motivo: null });
    expect(mark?.arquivos).toEqual([{ path: evidence.pdf_assinado_path, nome: 'contrato-v1-assinado.pdf', tamanho: 20_000, tipo: 'application/pdf', enviado_em: now }]);
    expect(writes?.proposal.instalacao.aprovada_em).toBe(approvedAt);
    expect(writes?.history).toMatchObject({ de: 'aprovada', para: 'aprovada', por: 'cliente_link-1', marco: { acao: 'marcado', marco: 'contrato_assinado', data: '2026-03-16' } });
    // A provider's signature: the provider marks it.
    expect(markOf(signedMilestoneWrites(proposal, { ...contract, assinatura: { ...evidence, link_id: '', provedor: 'zapsign' } }, now)?.proposal.instalacao, 'contrato_assinado')?.marcado_por).toBe('provedor_zapsign');
  });

  it('marks nothing when already marked by hand, when not approved, or without a signature', () => {
    const proposal = approvedProposal();
    const marked = signedMilestoneWrites(proposal, { ...contract, assinatura: evidence }, now)!;
    expect(signedMilestoneWrites({ ...proposal, ...marked.proposal }, { ...contract, assinatura: evidence }, now)).toBeNull();
    expect(signedMilestoneWrites({ ...proposal, status: 'em_analise' }, { ...contract, assinatura: evidence }, now)).toBeNull();
    expect(signedMilestoneWrites(proposal, contract, now)).toBeNull();
  });
});

describe('customerContractView, checkContract', () => {
  it('shows the customer the content, the state as of now, the masked e-mail and the hash', () => {
    expect(customerContractView(contract, now)).toEqual({ id: contract.id, versao: 1, estado: 'gerado', conteudo: contract.conteudo, email_mascarado: 'j**o@e**********.br', sha256: contract.sha256, assinatura: null });
    expect(customerContractView(contract, contract.expira_em).estado).toBe('expirado');
    // After a reload the signed page shows the evidence page's code and time again, nothing more of the evidence.
    expect(customerContractView({ ...contract, estado: 'assinado', assinatura: evidence }, now).assinatura).toEqual({ codigo_verificacao: evidence.codigo_verificacao, assinado_em: evidence.assinado_em });
  });

  it('answers only authentic, when and the code', () => {
    expect(checkContract(null)).toEqual({ autentico: false });
    expect(checkContract({ id: 'SC7K-2M9Q-4XHP', contrato_id: 'x', sha256_assinado: 'y', assinado_em: 5 })).toEqual({ autentico: true, assinado_em: 5, codigo_verificacao: 'SC7K-2M9Q-4XHP' });
  });
});
