import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { accountSubject, deadlineClock, erasurePlan, keepUntil, maskEmail, privacyRequestInputSchema, privacyResolutionSchema, resolvedState } from './requests';
import { requestsText } from './requests-text';
import { subjectDataOf, type SubjectDocument } from './subject';
import { writeSubjectZip } from './subject-zip';
import type { PrivacySubject } from './types';

const now = Date.UTC(2026, 10, 27, 15);
const doc = (caminho: string, dados: Record<string, unknown>): SubjectDocument => ({ caminho, dados });
const customer: PrivacySubject = { chave: 'cpf_h', tipo: 'cliente', uid: null, cpf_hash: 'h', link_id: 'l1', nome: 'Ana', email_mascarado: 'a***@e***.com' };

describe('request input', () => {
  it('bounds the detail and asks a correction for at least 10 characters, in Portuguese', () => {
    expect(privacyRequestInputSchema.safeParse({ tipo: 'acesso' }).data).toEqual({ tipo: 'acesso', detalhe: '' });
    expect(privacyRequestInputSchema.safeParse({ tipo: 'correcao', detalhe: 'curto' }).error?.issues[0]?.message).toBe(requestsText.correctionTooShort);
    expect(privacyRequestInputSchema.safeParse({ tipo: 'exclusao', detalhe: 'x'.repeat(2_001) }).error?.issues[0]?.message).toBe(requestsText.detailTooLong);
    expect(privacyRequestInputSchema.safeParse({ tipo: 'outro' }).success).toBe(false);
    expect(privacyResolutionSchema.safeParse({ id: 'r1', decisao: 'recusar', resposta: '' }).error?.issues[0]?.message).toBe(requestsText.refusalReasonRequired);
    expect(privacyResolutionSchema.safeParse({ id: 'r1', decisao: 'concluir' }).success).toBe(true);
  });

  it('a closed request cannot be resolved again', () => {
    expect(resolvedState({ situacao: 'aberta' }, 'recusar')).toBe('recusada');
    expect(() => resolvedState({ situacao: 'concluida' }, 'concluir')).toThrow(requestsText.alreadyClosed);
  });

  it('masks the e-mail and keys the subject', () => {
    expect(maskEmail('maria.silva@empresa.com.br')).toBe('m***@e***.br');
    expect(accountSubject('u1', 'Maria', 'maria@x.com')).toMatchObject({ chave: 'conta_u1', tipo: 'conta', uid: 'u1', email_mascarado: 'm***@x***.com' });
  });
});

describe('deadlineClock', () => {
  const day = 86_400_000;
  it("counts whole days to the 15-day deadline, 'Vence hoje' on its last day, then late", () => {
    const created = now - 14 * day;
    const prazo = created + 15 * day;
    expect(deadlineClock(prazo, created).texto).toBe('Faltam 15 dias');
    expect(deadlineClock(prazo, now).texto).toBe('Falta 1 dia');
    expect(deadlineClock(prazo, prazo)).toEqual({ texto: requestsText.dueToday, atrasada: false, vence_hoje: true });
    expect(deadlineClock(prazo, prazo + 3 * day)).toEqual({ texto: 'Atrasada há 3 dias', atrasada: true, vence_hoje: false });
    expect(deadlineClock(prazo, prazo + day).texto).toBe('Atrasada há 1 dia');
  });
});

describe('erasurePlan', () => {
  const signedAt = Date.UTC(2026, 0, 10, 15);
  const data = subjectDataOf(customer, [
    doc('links_cliente/l1', { cliente_nome: 'Ana', proposta_id: 'p1' }),
    doc('rascunhos_cliente/p1', { link_id: 'l1', dados: { anexo: 'propostas-anexos/i1/p1/rg.pdf' } }),
    doc('propostas/p1', { cliente_nome: 'Ana', cliente_cpf_cnpj: '29537995593', cliente_telefone: '11999999999', banco: '001', anexo_rg_cpf: 'propostas-anexos/i1/p1/rg.pdf', valor_sistema: 100 }),
    doc('propostas/p1/comentarios/c1', { comentario: 'oi' }),
    doc('contratos/p1_v1', { proposta_id: 'p1', estado: 'substituido', pdf_path: 'contratos/i1/p1/contrato-v1.pdf' }),
    doc('contratos/p1_v2', { proposta_id: 'p1', estado: 'assinado', pdf_path: 'contratos/i1/p1/contrato-v2.pdf', assinatura: { assinado_em: signedAt, pdf_assinado_path: 'contratos/i1/p1/contrato-v2-assinado.pdf' } }),
    doc('repasses/p1', { proposta_id: 'p1', cliente_nome: 'Ana' }),
    doc('propostas/p2', { cliente_nome: 'Ana', anexo_fatura_energia: 'propostas-anexos/i2/p2/conta.pdf' }),
    doc('propostas/p2/pendencias/x', { texto: 'envie' }),
    doc('aceites/cliente_l1', { termos_versao: 1 }),
    doc('solicitacoes_lgpd/r1', { tipo: 'exclusao' }),
  ], now);

  it('keeps the signed contract, its PDFs and payment records, anonymises its proposal, deletes the rest', () => {
    const plan = erasurePlan(data, now);
    expect(plan.manter).toEqual([
      { caminho: 'aceites/cliente_l1', base_legal: 'prova_atendimento', manter_ate: '2031-11-27' },
      { caminho: 'contratos/p1_v2', base_legal: 'contrato_assinado', manter_ate: '2036-01-10' },
      { caminho: 'propostas/p1', base_legal: 'contrato_assinado', manter_ate: '2036-01-10' },
      { caminho: 'repasses/p1', base_legal: 'registros_fiscais', manter_ate: '2031-01-10' },
      { caminho: 'solicitacoes_lgpd/r1', base_legal: 'prova_atendimento', manter_ate: '2031-11-27' },
    ]);
    expect(plan.anonimizar).toEqual([
      { caminho: 'propostas/p1', campos: { cliente_nome: requestsText.anonymisedMark, cliente_cpf_cnpj: '', cliente_telefone: '', banco: '', anexo_rg_cpf: null } },
    ]);
    // p2 (no signed contract) goes whole: its pending item with it, not listed on its own.
    expect(plan.apagar).toEqual(['contratos/p1_v1', 'links_cliente/l1', 'propostas/p1/comentarios/c1', 'propostas/p2', 'rascunhos_cliente/p1']);
    expect(plan.arquivos_manter).toEqual(['contratos/i1/p1/contrato-v2-assinado.pdf', 'contratos/i1/p1/contrato-v2.pdf']);
    expect(plan.arquivos_apagar).toEqual(['contratos/i1/p1/contrato-v1.pdf', 'propostas-anexos/i1/p1/rg.pdf', 'propostas-anexos/i2/p2/conta.pdf']);
    expect(plan.conta).toEqual({ uid: 'cliente_l1' });
  });

  it('without a signed contract nothing of the proposal is kept', () => {
    const unsigned = subjectDataOf(customer, data.documentos.filter((document) => document.caminho !== 'contratos/p1_v2'), now);
    const plan = erasurePlan(unsigned, now);
    expect(plan.apagar).toContain('propostas/p1');
    expect(plan.anonimizar).toEqual([]);
    // Payment records keep their own law (5 years, counted from now), contract or not.
    expect(plan.manter.map((record) => record.caminho)).toEqual(['aceites/cliente_l1', 'repasses/p1', 'solicitacoes_lgpd/r1']);
  });

  it("a vendedor's company records lose only its name; its own records go; the account is deleted", () => {
    const seller = accountSubject('v1', 'Vera', 'vera@x.com');
    const plan = erasurePlan(subjectDataOf(seller, [
      doc('profiles/v1', { nome: 'Vera' }),
      doc('membros/v1', { empresa: 'i1', papel: 'vendedor' }),
      doc('propostas/p9', { integrador_id: 'i1', criado_por: 'v1', criado_por_nome: 'Vera', cliente_nome: 'Bia' }),
    ], now), now);
    expect(plan.apagar).toEqual(['membros/v1', 'profiles/v1']);
    expect(plan.anonimizar).toEqual([{ caminho: 'propostas/p9', campos: { criado_por_nome: requestsText.anonymisedMark } }]);
    expect(plan.conta).toEqual({ uid: 'v1' });
  });

  it('keepUntil counts calendar years in São Paulo', () => {
    expect(keepUntil(Date.UTC(2026, 0, 1, 2), 10)).toBe('2035-12-31');
  });
});

describe('writeSubjectZip', () => {
  it('streams the read-me, one JSON per collection and each file; a missing file is listed, not fatal', async () => {
    const data = subjectDataOf(customer, [
      doc('propostas/p1', { cliente_nome: 'Ana', anexo_rg_cpf: 'propostas-anexos/i1/p1/rg.pdf', anexo_holerite: 'propostas-anexos/i1/p1/sumiu.pdf' }),
      doc('propostas/p1/comentarios/c1', { comentario: 'olá' }),
    ], now);
    const chunks: Uint8Array[] = [];
    let closed = false;
    const files = {
      async *open(path: string) {
        if (path.endsWith('sumiu.pdf')) throw new Error('not found');
        yield strToU8('%PDF-');
        yield strToU8('1.4 rg');
      },
    };
    const progress: number[] = [];
    const result = await writeSubjectZip({ data, now, files, sink: { write: async (chunk) => void chunks.push(chunk), close: async () => void (closed = true) }, progress: (done) => void progress.push(done) });
    expect(closed).toBe(true);
    expect(progress).toEqual([1, 2]);
    const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    chunks.reduce((offset, chunk) => (bytes.set(chunk, offset), offset + chunk.length), 0);
    expect(result).toEqual({ arquivos: 5, tamanho_bytes: bytes.length, ausentes: ['propostas-anexos/i1/p1/sumiu.pdf'] });
    const entries = unzipSync(bytes);
    expect(Object.keys(entries).sort()).toEqual(['LEIA-ME.txt', 'arquivos-ausentes.txt', 'arquivos/propostas-anexos/i1/p1/rg.pdf', 'dados/propostas.json', 'dados/propostas__comentarios.json']);
    expect(strFromU8(entries['arquivos/propostas-anexos/i1/p1/rg.pdf']!)).toBe('%PDF-1.4 rg');
    expect(JSON.parse(strFromU8(entries['dados/propostas.json']!))).toEqual({ colecao: 'propostas', documentos: [{ caminho: 'propostas/p1', cliente_nome: 'Ana', anexo_rg_cpf: 'propostas-anexos/i1/p1/rg.pdf', anexo_holerite: 'propostas-anexos/i1/p1/sumiu.pdf' }] });
    expect(strFromU8(entries['LEIA-ME.txt']!)).toContain('Titular: Ana');
  });
});
