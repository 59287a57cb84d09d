import { describe, expect, it } from 'vitest';
import { auditDraftsOf, auditTargetFacts, configDraftOf, flatFacts } from './describe';
import { auditActionLabels } from './audit-text';
import { auditActions } from './types';

describe('auditDraftsOf', () => {
  it('describes a move by its proposal and new status, and nothing when the proposal did not move', () => {
    expect(auditDraftsOf('moveProposal', { propostaId: 'p1', status: 'aprovada' }, { moved: true }, 'admin')).toEqual([
      { acao: 'proposta_status', alvo: { tipo: 'proposta', id: 'p1' }, detalhe: { status: 'aprovada' } },
    ]);
    expect(auditDraftsOf('moveProposal', { propostaId: 'p1', status: 'aprovada' }, { moved: false }, 'admin')).toEqual([]);
  });

  it('names the fields of an edit, never their values', () => {
    const [draft] = auditDraftsOf('editIntegrator', { integratorId: 'i1', telefone: '11999990000', email: 'a@b.c' }, null, 'admin');
    expect(draft?.detalhe).toEqual({ campos: 'email, telefone' });
    expect(JSON.stringify(draft)).not.toContain('11999990000');
  });

  it('writes one entry per proposal of a payout batch', () => {
    const drafts = auditDraftsOf('recordCashbackPayouts', { pagamentos: [{ propostaId: 'p1', valor_centavos: 100, data_pagamento: '2026-01-02' }, { propostaId: 'p2', valor_centavos: 200 }] }, { ids: ['a', 'b'] }, 'admin');
    expect(drafts.map((draft) => [draft.acao, draft.alvo.id, draft.detalhe['valor_centavos']])).toEqual([['cashback', 'p1', 100], ['cashback', 'p2', 200]]);
  });

  it('records a rate change with the table and the new version, and a role change with the role', () => {
    expect(auditDraftsOf('updateCashbackRate', { id: 'residencial', percentual: 1.5 }, { id: 'residencial', versao: 3 }, 'admin')[0]).toEqual({
      acao: 'taxas', alvo: { tipo: 'linha_credito', id: 'residencial' }, detalhe: { tabela: 'cashback', percentual: 1.5, versao: 3 },
    });
    expect(auditDraftsOf('changeMemberRole', { uid: 'm1', papel: 'gestor' }, { uid: 'm1', papel: 'gestor' }, 'admin')[0]?.detalhe).toEqual({ papel: 'gestor' });
  });

  it("records an admin's milestone mark with its date and reason, not the owner's own", () => {
    const input = { propostaId: 'p1', marco: 'instalado', data: '2026-11-20', motivo: 'Vistoria feita pelo banco' };
    expect(auditDraftsOf('markMilestone', input, null, 'admin')).toEqual([
      { acao: 'proposta_editada', alvo: { tipo: 'proposta', id: 'p1' }, detalhe: { marco: 'instalado', data: '2026-11-20', motivo: 'Vistoria feita pelo banco' } },
    ]);
    expect(auditDraftsOf('markMilestone', input, null, 'integrador')).toEqual([]);
  });

  it('drops a draft without a target id', () => {
    expect(auditDraftsOf('approveIntegrator', {}, null, 'admin')).toEqual([]);
  });
});

describe('auditTargetFacts', () => {
  it('labels a proposal by its customer and names its company; falls back to the id', () => {
    expect(auditTargetFacts('proposta', 'p1', { cliente_nome: 'Maria', integrador_id: 'i1' })).toEqual({ rotulo: 'Maria', integrador_id: 'i1' });
    expect(auditTargetFacts('membro', 'm1', { nome: 'Ana', empresa: 'i2' })).toEqual({ rotulo: 'Ana', integrador_id: 'i2' });
    expect(auditTargetFacts('integrador', 'i3', null)).toEqual({ rotulo: 'i3', integrador_id: 'i3' });
  });
});

describe('configDraftOf', () => {
  it('lists the changed settings fields, leaves out the stamp, and skips the callables\' own documents', () => {
    expect(configDraftOf('sla', { horas: { a: 1 }, updated_by: 'u1' }, { horas: { a: 2 }, updated_by: 'u2' })?.detalhe).toEqual({ campos: 'horas' });
    expect(configDraftOf('sla', { horas: { a: 1 }, updated_at: 1 }, { horas: { a: 1 }, updated_at: 2 })).toBeNull();
    expect(configDraftOf('modelo_contrato', null, { clausulas: [] })).toBeNull();
    expect(configDraftOf('instalacao', null, null)).toBeNull();
    // The settings a deploy or the seed starts with are no change; an admin's first save is.
    expect(configDraftOf('sla', null, { horas: { a: 1 } })).toBeNull();
    expect(configDraftOf('sla', null, { horas: { a: 1 }, updated_by: 'u1' })?.detalhe).toEqual({ campos: 'horas' });
  });
});

describe('texts', () => {
  it('labels every action', () => {
    for (const action of auditActions) expect(auditActionLabels[action]).toBeTruthy();
  });

  it('keeps only flat facts, strings cut at 200 characters', () => {
    expect(flatFacts({ a: 'x'.repeat(300), b: 1, c: { d: 1 }, e: null }, ['a', 'b', 'c', 'e'])).toEqual({ a: 'x'.repeat(200), b: 1, e: null });
  });
});
