import { describe, expect, it } from 'vitest';
import { badgeLabel, commentAuthorLabel, countComment, inMessagesWindow, inboxAuthorType, messagesWindowStart, nextWindowExit, unreadComments } from './comments';
import type { ProposalComment } from './model';

const comment = (id: string, user_id: string, created_at: number): ProposalComment => ({
  id, proposta_id: 'p1', comentario: 'Oi', user_id, autor_tipo: 'integrador', autor_nome: 'Sol', integrador_id: 'int-1', cliente_nome: 'Ana', created_at,
});

describe('unreadComments', () => {
  const inbox = [comment('c3', 'int-1', 300), comment('c2', 'int-1', 200), comment('c1', 'admin-1', 100)];

  it('counts every comment by someone else when the person never pressed Lido', () => {
    expect(unreadComments(inbox, null, 'admin-1').map((c) => c.id)).toEqual(['c3', 'c2']);
    expect(unreadComments(inbox, undefined, 'admin-2')).toHaveLength(3);
  });

  it('counts only comments newer than the last Lido', () => {
    expect(unreadComments(inbox, 200, 'admin-2').map((c) => c.id)).toEqual(['c3']);
    expect(unreadComments(inbox, 300, 'admin-2')).toEqual([]);
  });

  it('never counts the person’s own comments', () => {
    expect(unreadComments(inbox, 0, 'int-1').map((c) => c.id)).toEqual(['c1']);
  });
});

describe('badgeLabel', () => {
  it('is empty at zero, the number up to 9 and 9+ above', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
  });
});

describe('inboxAuthorType', () => {
  it('gives administrators the integrators’ comments and integrators the administrators’', () => {
    expect(inboxAuthorType('admin')).toBe('integrador');
    expect(inboxAuthorType('integrador')).toBe('admin');
  });
});

describe('commentAuthorLabel', () => {
  it('shows administrators as Administrador and integrators by company', () => {
    expect(commentAuthorLabel({ autor_tipo: 'admin', autor_nome: 'x' }, 'Administrador')).toBe('Administrador');
    expect(commentAuthorLabel({ autor_tipo: 'integrador', autor_nome: 'Sol' }, 'Administrador')).toBe('Sol');
  });
});

describe('countComment', () => {
  it('adds one and keeps the latest time, whatever order the events arrive in', () => {
    const first = countComment({ comentarios_count: 0, ultimo_comentario_em: null }, 500);
    expect(first).toEqual({ comentarios_count: 1, ultimo_comentario_em: 500 });
    expect(countComment(first, 400)).toEqual({ comentarios_count: 2, ultimo_comentario_em: 500 });
    expect(countComment({}, 7)).toEqual({ comentarios_count: 1, ultimo_comentario_em: 7 });
  });
});

describe('the messages window (60 minutes)', () => {
  const now = Date.UTC(2026, 10, 20, 17, 0);
  const minutes = (n: number) => n * 60_000;
  const aged = [comment('m59', 'int-1', now - minutes(59)), comment('m60', 'int-1', now - minutes(60)), comment('m61', 'int-1', now - minutes(61))];

  it('starts 60 minutes before now, that minute included', () => {
    expect(messagesWindowStart(now)).toBe(now - minutes(60));
    expect(inMessagesWindow(aged, now).map((c) => c.id)).toEqual(['m59', 'm60']);
    expect(inMessagesWindow(aged, now + 1).map((c) => c.id)).toEqual(['m59']);
  });

  it('knows when the oldest listed comment leaves it', () => {
    expect(nextWindowExit(aged, now)).toBe(now + 1);
    expect(nextWindowExit(aged, now + 1)).toBe(now + minutes(1) + 1);
    expect(nextWindowExit(aged, now + minutes(2))).toBeNull();
  });
});
