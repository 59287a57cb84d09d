import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { commentsText, validation } from '../messages';
import type { Integrator, Proposal } from '../model';
import { completeIntegrator } from '../test-fixtures';
import { addComment } from './add-comment';

const proposal = { id: 'p1', integrador_id: 'int-1', cliente_nome: 'Ana Costa' } as Proposal;
const approved: Integrator = completeIntegrator({ id: 'int-1', user_id: 'int-1', status: 'aprovado', nome_empresa: 'Sol Nascente' });
const input = { propostaId: 'p1', comentario: '  Pode confirmar?  ' };

function rejection(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('addComment', () => {
  it('stores an administrator as Administrador, with the proposal’s owner and client', () => {
    const stored = addComment(proposal, null, input, { uid: 'adm', role: 'admin' }, 1000, 'c1');
    expect(stored).toEqual({
      id: 'c1', proposta_id: 'p1', comentario: 'Pode confirmar?', user_id: 'adm', autor_tipo: 'admin', autor_nome: 'Administrador',
      integrador_id: 'int-1', cliente_nome: 'Ana Costa', created_at: 1000,
    });
  });

  it('stores the owning approved integrator by company', () => {
    const stored = addComment(proposal, approved, input, { uid: 'int-1', role: 'integrador' }, 1000, 'c1');
    expect(stored).toMatchObject({ user_id: 'int-1', autor_tipo: 'integrador', autor_nome: 'Sol Nascente' });
  });

  it('refuses another integrator, a pending owner and anonymous callers', () => {
    const other = completeIntegrator({ id: 'int-2', status: 'aprovado' });
    expect(rejection(() => addComment(proposal, other, input, { uid: 'int-2', role: 'integrador' }, 1, 'c'))).toEqual({ code: 'permission-denied', message: commentsText.notAllowed });
    const pending = { ...approved, status: 'pendente_aprovacao' };
    expect(rejection(() => addComment(proposal, pending, input, { uid: 'int-1', role: 'integrador' }, 1, 'c')).code).toBe('permission-denied');
    expect(rejection(() => addComment(proposal, approved, input, null, 1, 'c')).code).toBe('unauthenticated');
  });

  it('refuses blank text, more than 500 characters and a missing proposal', () => {
    const admin = { uid: 'adm', role: 'admin' as const };
    expect(rejection(() => addComment(proposal, null, { propostaId: 'p1', comentario: '   ' }, admin, 1, 'c')).message).toBe(validation.required);
    expect(rejection(() => addComment(proposal, null, { propostaId: 'p1', comentario: 'a'.repeat(501) }, admin, 1, 'c')).message).toBe(validation.commentTooLong);
    expect(addComment(proposal, null, { propostaId: 'p1', comentario: 'a'.repeat(500) }, admin, 1, 'c').comentario).toHaveLength(500);
    expect(rejection(() => addComment(null, null, input, admin, 1, 'c'))).toEqual({ code: 'not-found', message: commentsText.proposalNotFound });
  });
});
