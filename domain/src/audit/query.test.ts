import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './types';
import { auditEqualities, auditFilterForm, emptyAuditFilter, matchesAuditFilter, periodBounds } from './query';

const entry: AuditEntry = {
  id: 'e1', acao: 'proposta_status', ator: { uid: 'a1', nome: 'Ana', tipo: 'admin' }, alvo: { tipo: 'proposta', id: 'p1', rotulo: 'Maria' },
  integrador_id: 'i1', detalhe: {}, comando: 'moveProposal', em: Date.parse('2026-11-10T15:00:00Z'),
};

describe('the audit page query', () => {
  it('asks for the chosen equalities only, in a fixed order', () => {
    expect(auditEqualities(emptyAuditFilter)).toEqual([]);
    expect(auditEqualities({ ...emptyAuditFilter, integrador_id: 'i1', acao: 'taxas' }).map((e) => e.field)).toEqual(['acao', 'integrador_id']);
  });

  it('filters by action, actor, company and an inclusive period', () => {
    expect(matchesAuditFilter(entry, emptyAuditFilter)).toBe(true);
    expect(matchesAuditFilter(entry, { ...emptyAuditFilter, acao: 'taxas' })).toBe(false);
    expect(matchesAuditFilter(entry, { ...emptyAuditFilter, ator: 'a2' })).toBe(false);
    expect(matchesAuditFilter(entry, { ...emptyAuditFilter, integrador_id: 'i2' })).toBe(false);
    const day = periodBounds('2026-11-10', '2026-11-10');
    expect(matchesAuditFilter(entry, { ...emptyAuditFilter, ...day })).toBe(true);
    expect(matchesAuditFilter(entry, { ...emptyAuditFilter, ...periodBounds('2026-11-11', '') })).toBe(false);
  });

  it("reads the period as São Paulo's days", () => {
    expect(periodBounds('2026-11-10', '2026-11-10')).toEqual({ de: Date.parse('2026-11-10T03:00:00Z'), ate: Date.parse('2026-11-11T02:59:59.999Z') });
    expect(periodBounds('', '')).toEqual({ de: null, ate: null });
  });

  it('refuses a period that ends before it starts, in Portuguese', () => {
    const result = auditFilterForm.safeParse({ acao: '', ator: '', integrador_id: '', de: '2026-11-10', ate: '2026-11-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('A data inicial deve ser anterior à final.');
  });
});
