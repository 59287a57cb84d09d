import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { recountAnalytics } from '@solarcred/domain/analytics/counts';
import { analyticsLedgerId, analyzedProposal, proposalAnalyticsWrites } from './analytics';

const sp = (local: string) => Date.parse(`${local}-03:00`);

/** A proposal as Firestore stores it: instants as Timestamps. */
const stored = {
  integrador_id: 'int-a',
  integrador: { nome_empresa: 'Sol Nascente', email: 'sol@example.com', foto_perfil: null },
  status: 'aprovada',
  created_at: Timestamp.fromMillis(sp('2026-04-13T09:00')),
  status_desde: Timestamp.fromMillis(sp('2026-04-15T09:00')),
  valor_proposta: 5_000_000,
  linha_credito: 'residencial',
  projeto_estado: 'SP',
  cliente_estado: 'RJ',
  pendencias_total: 2,
  instalacao_meta: '2026-05-10',
  contrato: { id: 'c1', versao: 1, estado: 'assinado', atualizado_em: Timestamp.fromMillis(sp('2026-04-16T09:00')) },
  trilha: { etapas: { em_analise: sp('2026-04-13T12:30'), aprovada: sp('2026-04-15T09:00') }, horas_status: { enviada: 3.5, em_analise: 16.5 } },
  comentarios_count: 3,
};

describe('analyzedProposal', () => {
  it('reads a stored proposal as the domain counts it: instants as milliseconds', () => {
    expect(analyzedProposal({ data: stored, createTime: 1 })).toEqual({
      integrador_id: 'int-a',
      integrador: { nome_empresa: 'Sol Nascente' },
      status: 'aprovada',
      created_at: sp('2026-04-13T09:00'),
      status_desde: sp('2026-04-15T09:00'),
      valor_proposta: 5_000_000,
      linha_credito: 'residencial',
      projeto_estado: 'SP',
      cliente_estado: 'RJ',
      pendencias_total: 2,
      instalacao_meta: '2026-05-10',
      contrato: { estado: 'assinado' },
      trilha: stored.trilha,
    });
    expect(analyzedProposal(null)).toBeNull();
  });

  it('counts a document without created_at when Firestore created it, and reads damaged fields leniently', () => {
    const read = analyzedProposal({ data: { status: 7, valor_proposta: 'x', trilha: { etapas: { aprovada: 'ontem' }, horas_status: null } }, createTime: 42 });
    expect(read).toEqual({
      integrador_id: '',
      integrador: { nome_empresa: '' },
      status: '',
      created_at: 42,
      valor_proposta: 0,
      linha_credito: '',
      projeto_estado: '',
      cliente_estado: '',
      instalacao_meta: null,
      trilha: { etapas: {}, horas_status: {} },
    });
  });

  it('counts what the domain counts: a signed contract, the approval month, the company', () => {
    const read = analyzedProposal({ data: stored, createTime: 1 });
    const documents = recountAnalytics(read ? [read] : []);
    expect(documents.get('analise_totais/plataforma')?.value.funil).toEqual({ enviadas: 1, em_analise: 1, aprovadas: 1, contrato_assinado: 1, finalizadas: 0 });
    expect(documents.get('analise_integradores/int-a')?.value.nome).toBe('Sol Nascente');
    expect(documents.get('analise_celulas/2026-04__residencial__SP')?.value.volume_centavos).toBe(5_000_000);
  });

  it('reads the financed amount’s inputs, so the trigger counts the volume the recount of the whole proposal counts', () => {
    const withCredit = { ...stored, valor_sistema: 5_000_000, valor_entrada: 1_000_000, simulacao: { linha: 'residencial', financiado_centavos: 4_123_456, calculada_em: Timestamp.fromMillis(1) } };
    const read = analyzedProposal({ data: withCredit, createTime: 1 });
    expect(recountAnalytics(read ? [read] : []).get('analise_totais/plataforma')?.value.volume_centavos).toBe(4_123_456);
    const noSimulation = analyzedProposal({ data: { ...withCredit, simulacao: null }, createTime: 1 });
    expect(recountAnalytics(noSimulation ? [noSimulation] : []).get('analise_totais/plataforma')?.value.volume_centavos).toBe(4_000_000);
  });

  it('moves nothing for a write the analytics do not count (a comment, a search token)', () => {
    const before = { data: stored, createTime: 1 };
    expect(proposalAnalyticsWrites(before, { data: { ...stored, comentarios_count: 4, search_tokens: ['sol'] }, createTime: 1 })).toEqual([]);
    expect(proposalAnalyticsWrites(before, { data: { ...stored, pendencias_total: 3 }, createTime: 1 })).toHaveLength(4);
  });

  it('keeps its ledger record apart from the dashboard counters’ record of the same event', () => {
    expect(analyticsLedgerId('abc/def')).toBe('analise_abc_def');
  });
});
