/** The demo's audit trail (issue 51): the admin's commands and openings write their entries; the reads are firestore.rules'. */
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyAuditFilter } from '@solarcred/domain/audit/query';
import type { AuditEntry } from '@solarcred/domain/audit/types';
import { proposals } from '@solarcred/domain/data/proposals';
import type { Live } from '../port';
import { memoryAudit } from './audit';
import { memoryAuth } from './auth';
import { memoryBoard } from './board';
import { memoryInstallation } from './installation';
import { memoryAdmin } from './admin';
import { seedState } from './seed';
import { MemoryStore } from './store';

const NOW = Date.now();
let store: MemoryStore;
let audit: ReturnType<typeof memoryAudit>;
let auth: ReturnType<typeof memoryAuth>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(NOW));
  audit = memoryAudit(store);
  auth = memoryAuth(store);
});

const first = <T>(live: Live<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    const stop = live((value) => {
      stop();
      resolve(value);
    }, reject);
  });

const documentPath = 'integrador-documents/int-aprovado/contrato_social_1773150000000.pdf';

describe('memory audit trail', () => {
  it("an admin's opening writes 'documento_aberto' with the file and the company; the titular reads it, others do not", async () => {
    await auth.signIn('admin@solarcred.demo', 'demo123');
    const blob = await audit.openDocument(documentPath);
    expect(blob.size).toBeGreaterThan(0);
    const [entry] = await first(audit.entries({ ...emptyAuditFilter, acao: 'documento_aberto' }, 50));
    expect(entry?.em).toBeGreaterThanOrEqual(NOW);
    expect(entry).toMatchObject({ acao: 'documento_aberto', ator: { tipo: 'admin' }, alvo: { rotulo: 'contrato_social.pdf' }, integrador_id: 'int-aprovado', comando: 'openDocument' });
    await auth.signOut();

    await auth.signIn('integrador@solarcred.demo', 'demo123');
    expect((await first(audit.documentOpenings('int-aprovado', 20))).map((e: AuditEntry) => e.id)[0]).toBe(entry?.id);
    await expect(first(audit.entries(emptyAuditFilter, 50))).rejects.toThrow();
    await expect(first(audit.documentOpenings('int-outro', 20))).rejects.toThrow();
    await expect(audit.openDocument(documentPath)).rejects.toThrow('Apenas administradores');
  });

  it('seeds the demo company\'s openings for its titular', async () => {
    await auth.signIn('integrador@solarcred.demo', 'demo123');
    expect((await first(audit.documentOpenings('int-aprovado', 20))).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a path outside the personal documents, writing nothing', async () => {
    await auth.signIn('admin@solarcred.demo', 'demo123');
    const before = await first(audit.entries(emptyAuditFilter, 50));
    await expect(audit.openDocument('avisos/a1/imagem.png')).rejects.toThrow('Documento inválido.');
    expect(await first(audit.entries(emptyAuditFilter, 50))).toEqual(before);
  });

  it("an admin's move and approval write their entries, filtered by action; the admin's file view goes through openDocument", async () => {
    await auth.signIn('admin@solarcred.demo', 'demo123');
    const proposal = store.collection(proposals).find((p) => p.status === 'enviada');
    if (!proposal) throw new Error('the demo has a sent proposal');
    await memoryBoard(store).moveProposal(proposal.id, 'em_analise', null);
    await memoryAdmin(store).fileBlob(documentPath);
    const moves = await first(audit.entries({ ...emptyAuditFilter, acao: 'proposta_status', ator: 'admin-demo', de: NOW, ate: null }, 50));
    expect(moves).toEqual([expect.objectContaining({ alvo: { tipo: 'proposta', id: proposal.id, rotulo: proposal.cliente_nome }, integrador_id: proposal.integrador_id, detalhe: { status: 'em_analise', motivo: null, empresa: expect.any(String) } })]);
    expect((await first(audit.entries({ ...emptyAuditFilter, de: NOW, ate: null }, 50))).map((e) => e.acao)).toEqual(['documento_aberto', 'proposta_status']);
    // The same column again: nothing moved, nothing written.
    await memoryBoard(store).moveProposal(proposal.id, 'em_analise', null);
    expect(await first(audit.entries({ ...emptyAuditFilter, acao: 'proposta_status', de: NOW, ate: null }, 50))).toHaveLength(1);
  });

  it("an admin's milestone mark writes its entry with the milestone, the day and the reason; the owner's does not", async () => {
    const seeded = store.collection(proposals).find((p) => p.integrador_id === 'int-aprovado');
    if (!seeded) throw new Error('the demo company has proposals');
    const id = 'audit-marco';
    store.update((state) => {
      state.docs['propostas']![id] = { ...seeded, id, status: 'aprovada', status_desde: NOW - 3 * 86_400_000, instalacao: { aprovada_em: NOW - 3 * 86_400_000, marcos: {} } } as never;
    });
    const day = new Date(NOW - 86_400_000).toISOString().slice(0, 10);
    const markWithFile = async (marco: 'contrato_assinado' | 'equipamento_comprado', motivo: string | null) => {
      const installation = memoryInstallation(store);
      const stored = await installation.uploadEvidence({ id, integrador_id: 'int-aprovado' }, marco, 1, new File(['%PDF-1.4'], 'nota.pdf', { type: 'application/pdf' }));
      await installation.mark({ propostaId: id, marco, data: day, arquivos: [stored], protocolo: null, leituraKwh: null, motivo });
    };
    await auth.signIn('admin@solarcred.demo', 'demo123');
    await markWithFile('contrato_assinado', 'Contrato recebido por e-mail');
    await auth.signOut();
    await auth.signIn('integrador@solarcred.demo', 'demo123');
    await markWithFile('equipamento_comprado', null);
    await auth.signOut();

    await auth.signIn('admin@solarcred.demo', 'demo123');
    const edits = await first(audit.entries({ ...emptyAuditFilter, acao: 'proposta_editada', de: NOW, ate: null }, 50));
    expect(edits).toEqual([expect.objectContaining({
      comando: 'markMilestone', ator: expect.objectContaining({ tipo: 'admin' }), alvo: expect.objectContaining({ id }),
      detalhe: expect.objectContaining({ marco: 'contrato_assinado', data: day, motivo: 'Contrato recebido por e-mail' }),
    })]);
  });
});
