import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { commentsText, validation } from '../messages';
import type { Integrator, Proposal } from '../model';
import { completeIntegrator } from '../test-fixtures';
import { addComment } from './add-comment';

const proposal = { id: 'p1', integrador_id: 'int-1', cliente_nome: 'Ana Costa' } as Proposal;
const approved: Integrator = completeIntegrator({ id: 'int-1', user_id: 'int-1', status: 'aprovado', nome_empresa: 'Sol Nascente' });
const input = { propostaId: 'p1', commentId: 'c1', comentario: '  Pode confirmar?  ' };

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
    const stored = addComment(proposal, null, null, input, { uid: 'adm', role: 'admin' }, 1000);
    expect(stored).toEqual({
      id: 'c1', proposta_id: 'p1', comentario: 'Pode confirmar?', user_id: 'adm', autor_tipo: 'admin', autor_nome: 'Administrador',
      integrador_id: 'int-1', proposta_criado_por: 'int-1', cliente_nome: 'Ana Costa', created_at: 1000,
    });
  });

  it('a member comments with its name on a proposal it sees, and on none other (issue 29)', () => {
    const seller = { uid: 'vend-1', role: 'integrador' as const, empresa: 'int-1', papel: 'vendedor' as const, nome: 'Bruno Lima' };
    const sentBySeller = { ...proposal, criado_por: 'vend-1' } as Proposal;
    expect(addComment(sentBySeller, approved, null, input, seller, 1000)).toMatchObject({ user_id: 'vend-1', autor_nome: 'Bruno Lima', integrador_id: 'int-1' });
    expect(rejection(() => addComment(proposal, approved, null, input, seller, 1000))).toEqual({ code: 'permission-denied', message: commentsText.notAllowed });
  });

  it('carries who sent the proposal (issue 29), so a vendedor\'s bell can filter on it', () => {
    const sentBySeller = { ...proposal, criado_por: 'vend-1' } as Proposal;
    expect(addComment(sentBySeller, null, null, input, { uid: 'adm', role: 'admin' }, 1000)?.proposta_criado_por).toBe('vend-1');
  });

  it('stores the owning approved integrator by company', () => {
    const stored = addComment(proposal, approved, null, input, { uid: 'int-1', role: 'integrador' }, 1000);
    expect(stored).toMatchObject({ user_id: 'int-1', autor_tipo: 'integrador', autor_nome: 'Sol Nascente' });
  });

  it('refuses another integrator, a pending owner and anonymous callers', () => {
    const other = completeIntegrator({ id: 'int-2', status: 'aprovado' });
    expect(rejection(() => addComment(proposal, other, null, input, { uid: 'int-2', role: 'integrador' }, 1))).toEqual({ code: 'permission-denied', message: commentsText.notAllowed });
    const pending = { ...approved, status: 'pendente_aprovacao' };
    expect(rejection(() => addComment(proposal, pending, null, input, { uid: 'int-1', role: 'integrador' }, 1)).code).toBe('permission-denied');
    expect(rejection(() => addComment(proposal, approved, null, input, null, 1)).code).toBe('unauthenticated');
  });

  it('refuses blank text, more than 500 characters and a missing proposal', () => {
    const admin = { uid: 'adm', role: 'admin' as const };
    expect(rejection(() => addComment(proposal, null, null, { propostaId: 'p1', commentId: 'c1', comentario: '   ' }, admin, 1)).message).toBe(validation.required);
    expect(rejection(() => addComment(proposal, null, null, { propostaId: 'p1', commentId: 'c1', comentario: 'a'.repeat(501) }, admin, 1)).message).toBe(validation.commentTooLong);
    expect(addComment(proposal, null, null, { propostaId: 'p1', commentId: 'c1', comentario: 'a'.repeat(500) }, admin, 1)?.comentario).toHaveLength(500);
    expect(rejection(() => addComment(null, null, null, input, admin, 1))).toEqual({ code: 'not-found', message: commentsText.proposalNotFound });
  });

  it('writes nothing when the id already holds the caller’s same comment (a retry after a lost answer)', () => {
    const admin = { uid: 'adm', role: 'admin' as const };
    const first = addComment(proposal, null, null, input, admin, 1000);
    expect(first).not.toBeNull();
    expect(addComment(proposal, null, first, input, admin, 2000)).toBeNull();
    const mine = addComment(proposal, approved, null, input, { uid: 'int-1', role: 'integrador' }, 1000);
    expect(addComment(proposal, approved, mine, input, { uid: 'int-1', role: 'integrador' }, 2000)).toBeNull();
  });

  it('refuses an id that holds another text or another author’s comment', () => {
    const admin = { uid: 'adm', role: 'admin' as const };
    const first = addComment(proposal, null, null, input, admin, 1000);
    const other = { ...input, comentario: 'Outro texto' };
    expect(rejection(() => addComment(proposal, null, first, other, admin, 2000))).toEqual({ code: 'already-exists', message: commentsText.idTaken });
    expect(rejection(() => addComment(proposal, approved, first, input, { uid: 'int-1', role: 'integrador' }, 2000)).code).toBe('already-exists');
  });

  it('checks the caller’s right before answering a retry', () => {
    const first = addComment(proposal, approved, null, input, { uid: 'int-1', role: 'integrador' }, 1000);
    const other = completeIntegrator({ id: 'int-2', status: 'aprovado' });
    expect(rejection(() => addComment(proposal, other, first, input, { uid: 'int-2', role: 'integrador' }, 2000)).code).toBe('permission-denied');
  });
});
