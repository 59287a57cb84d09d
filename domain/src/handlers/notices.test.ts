import { describe, expect, it } from 'vitest';
import type { Notice } from '../model';
import { badgeText, newestNotices, noticeImagePath, noticesWindowStart } from '../notices';
import type { Actor } from './actor';
import { createNotice, deleteNotice, type NoticeTarget } from './notices';
import { domainErrorOf as errorOf } from '../test-fixtures';

const now = Date.UTC(2026, 2, 12, 13, 30, 0);
const admin: Actor = { uid: 'admin-1', role: 'admin' };
const integrator: Actor = { uid: 'int-1', role: 'integrador' };
const approved: NoticeTarget = { id: 'int-1', status: 'aprovado', nome_empresa: 'Sol Nascente' };
const general = { noticeId: 'n1', titulo: ' Taxas ', conteudo: 'Novas taxas', destinatario_tipo: 'todos', integrador_id: 'ignorado' };
const specific = { ...general, destinatario_tipo: 'especifico', integrador_id: 'int-1' };

describe('createNotice', () => {
  it('builds a notice for everyone: audiencia todos, no integrator, the admin as author', () => {
    expect(createNotice(null, null, general, admin, now)).toEqual({
      id: 'n1', titulo: 'Taxas', conteudo: 'Novas taxas', imagem_path: null, admin_id: 'admin-1',
      destinatario_tipo: 'todos', integrador_id: null, integrador_nome: null, audiencia: ['todos'], created_at: now,
    });
  });

  it('addresses a specific notice to one approved integrator, keeping its company name', () => {
    expect(createNotice(null, approved, specific, admin, now)).toMatchObject({
      destinatario_tipo: 'especifico', integrador_id: 'int-1', integrador_nome: 'Sol Nascente', audiencia: ['int-1'],
    });
  });

  it('refuses a specific notice to a missing or unapproved integrator, and one without an integrator', () => {
    expect(errorOf(() => createNotice(null, null, specific, admin, now)).code).toBe('not-found');
    expect(errorOf(() => createNotice(null, { ...approved, status: 'pendente_aprovacao' }, specific, admin, now)).code).toBe('failed-precondition');
    expect(errorOf(() => createNotice(null, null, { ...specific, integrador_id: '' }, admin, now)).message).toBe('Selecione o integrador destinatário');
  });

  it('is for admins only', () => {
    expect(errorOf(() => createNotice(null, null, general, integrator, now)).code).toBe('permission-denied');
    expect(errorOf(() => createNotice(null, null, general, null, now)).code).toBe('unauthenticated');
  });

  it('requires a title and keeps the image inside the notice folder', () => {
    expect(errorOf(() => createNotice(null, null, { ...general, titulo: ' ' }, admin, now)).message).toBe('Este campo é obrigatório');
    const path = noticeImagePath('n1', 'image/png', now);
    expect(createNotice(null, null, { ...general, imagem_path: path }, admin, now)?.imagem_path).toBe(`avisos/n1/imagem_${now}.png`);
    expect(errorOf(() => createNotice(null, null, { ...general, imagem_path: 'avisos/outro/imagem.png' }, admin, now)).code).toBe('invalid-argument');
  });

  it('writes nothing when the notice already exists (a retried call)', () => {
    const first = createNotice(null, null, general, admin, now);
    expect(createNotice(first, null, general, admin, now + 1)).toBeNull();
  });
});

describe('deleteNotice', () => {
  it("names the notice and its image folder, for admins only", () => {
    expect(deleteNotice({ noticeId: 'n1' }, admin)).toEqual({ noticeId: 'n1', imageFolder: 'avisos/n1/' });
    expect(errorOf(() => deleteNotice({ noticeId: 'n1' }, integrator)).code).toBe('permission-denied');
    expect(errorOf(() => deleteNotice({ noticeId: 'a/b' }, admin)).code).toBe('invalid-argument');
  });
});

describe('the bell window', () => {
  const notice = (id: string, created_at: number): Notice => ({
    id, titulo: id, conteudo: '', imagem_path: null, admin_id: 'a', destinatario_tipo: 'todos', integrador_id: null, audiencia: ['todos'], created_at,
  });

  it('merges the two audiences newest first, without duplicates, at most 5', () => {
    const all = [1, 2, 3, 4].map((i) => notice(`t${i}`, now - i));
    const mine = [notice('m1', now - 10), notice('m2', now), all[0]!];
    expect(newestNotices([all, mine]).map((n) => n.id)).toEqual(['m2', 't1', 't2', 't3', 't4']);
  });

  it('starts 7 days back, and the badge caps at 9+', () => {
    expect(now - noticesWindowStart(now)).toBe(7 * 24 * 60 * 60 * 1000);
    expect([0, 3, 9, 10].map(badgeText)).toEqual([null, '3', '9', '9+']);
  });
});
