import { describe, expect, it } from 'vitest';
import type { StatusHistoryEntry } from '@solarcred/domain/model';
import { headline } from './history-headline';

const step = (extra: Partial<StatusHistoryEntry>): StatusHistoryEntry => ({ id: 'h1', de: 'aprovada', para: 'aprovada', por: 'sistema', em: 0, ...extra });

describe('the history headline', () => {
  it('names a funding step and its tranche instead of "Aprovada → Aprovada"', () => {
    expect(headline(step({ repasse: { tipo: 'paga', parcela: 2, marco: 'equipamento_comprado', motivo: null } }))).toBe('Parcela paga: parcela 2 (Equipamento comprado)');
    expect(headline(step({ repasse: { tipo: 'plano', parcela: 0, marco: null, motivo: null } }))).toBe('Plano de repasse definido');
  });

  it('names a milestone marked or undone', () => {
    expect(headline(step({ marco: { acao: 'marcado', marco: 'contrato_assinado', data: '2026-11-20', motivo: null } }))).toBe('Marco concluído: Contrato assinado');
    expect(headline(step({ marco: { acao: 'desfeito', marco: 'homologacao', data: '2026-11-20', motivo: 'Erro' } }))).toBe('Marco desfeito: Vistoria / homologação na distribuidora');
  });

  it('keeps a status move as the move', () => {
    expect(headline(step({ de: 'aprovada', para: 'finalizada', marco: { acao: 'marcado', marco: 'sistema_conectado', data: '2026-11-20', motivo: null } }))).toBe('Aprovada → Finalizada');
  });
});
