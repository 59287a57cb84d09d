import { describe, expect, it } from 'vitest';
import type { Proposal } from '../model';
import type { Actor } from './actor';
import { moveProposal } from './proposal-move';
import { domainErrorOf } from '../test-fixtures';

const now = Date.UTC(2026, 2, 12, 13, 30, 0);
const admin: Actor = { uid: 'admin-1', role: 'admin' };
const integrator: Actor = { uid: 'uid-1', role: 'integrador' };
const proposal = (status = 'enviada') => ({ id: 'p1', integrador_id: 'uid-1', status }) as Proposal;

describe('moveProposal', () => {
  it('refuses anonymous callers and, with the spec text, integrators', () => {
    expect(domainErrorOf(() => moveProposal(proposal(), { propostaId: 'p1', status: 'em_analise' }, null, now)).code).toBe('unauthenticated');
    const denied = domainErrorOf(() => moveProposal(proposal(), { propostaId: 'p1', status: 'em_analise' }, integrator, now));
    expect([denied.code, denied.message]).toEqual(['permission-denied', 'Apenas administradores podem alterar o status das propostas']);
  });

  it('refuses a status that is not a column', () => {
    for (const status of ['pendente', 'APROVADA', '', 42]) {
      expect(domainErrorOf(() => moveProposal(proposal(), { propostaId: 'p1', status }, admin, now)).code).toBe('invalid-argument');
    }
  });

  it('answers not-found for a missing proposal', () => {
    expect(domainErrorOf(() => moveProposal(null, { propostaId: 'p1', status: 'aprovada' }, admin, now)).code).toBe('not-found');
  });

  it('does nothing when the status is the same', () => {
    expect(moveProposal(proposal('aprovada'), { propostaId: 'p1', status: 'aprovada' }, admin, now)).toBeNull();
  });

  it('writes status, since, reason and a history entry (from, to, who, why, when)', () => {
    // In review since 09:30 in São Paulo (12:30 UTC), one business hour before `now`.
    const since = Date.UTC(2026, 2, 12, 12, 30, 0);
    const writes = moveProposal({ ...proposal('em_analise'), created_at: since, status_desde: since }, { propostaId: 'p1', status: 'aprovada', motivo: 'ignored' }, admin, now);
    expect(writes).toEqual({
      // Issue 50: the trail (a proposal without one starts from the steps its status implies).
      patch: { status: 'aprovada', status_desde: now, status_motivo: null, updated_at: now, trilha: { etapas: { em_analise: since, aprovada: now }, horas_status: { em_analise: 1 } } },
      history: { de: 'em_analise', para: 'aprovada', por: 'admin-1', motivo: null, em: now },
    });
  });

  it('requires a reason for pendente_correcao, reprovada and a finalisation by hand (issue 30), and keeps it', () => {
    for (const status of ['pendente_correcao', 'reprovada', 'finalizada']) {
      expect(domainErrorOf(() => moveProposal(proposal(), { propostaId: 'p1', status }, admin, now)).code).toBe('invalid-argument');
      expect(domainErrorOf(() => moveProposal(proposal(), { propostaId: 'p1', status, motivo: '   ' }, admin, now)).code).toBe('invalid-argument');
      const writes = moveProposal(proposal(), { propostaId: 'p1', status, motivo: ' Fatura ilegível ' }, admin, now);
      expect(writes?.patch.status_motivo).toBe('Fatura ilegível');
      expect(writes?.history).toMatchObject({ de: 'enviada', para: status, motivo: 'Fatura ilegível' });
    }
  });

  it('records a missing stored status as null in the history', () => {
    const writes = moveProposal({ ...proposal(), status: '' }, { propostaId: 'p1', status: 'enviada' }, admin, now);
    expect(writes?.history.de).toBeNull();
  });
});
