import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { signUpWrites } from '@solarcred/domain/handlers/sign-up';
import { integratorDocument, memberDocument, profileDocument } from './documents';

const writes = signUpWrites({ uid: 'u1', email: 'maria@solar.com.br', now: 1 });

describe('sign-up documents', () => {
  it('stores the profile without id and with a server timestamp', () => {
    const doc = profileDocument(writes.profile);
    expect(doc).not.toHaveProperty('id');
    expect(doc).toMatchObject({ email: 'maria@solar.com.br', nome: 'Usuário', tipo_usuario: 'integrador', messages_seen_at: null });
    expect((doc.created_at as FieldValue).isEqual(FieldValue.serverTimestamp())).toBe(true);
  });

  it('stores the integrator without id and with server timestamps', () => {
    if (!writes.integrator) throw new Error('expected an integrator record');
    const doc = integratorDocument(writes.integrator);
    expect(Object.keys(doc).sort()).toEqual(['created_at', 'email', 'nome_empresa', 'status', 'updated_at', 'user_id']);
    expect(doc).toMatchObject({ user_id: 'u1', status: 'pendente_cadastro', nome_empresa: 'maria@solar.com.br' });
    expect((doc.updated_at as FieldValue).isEqual(FieldValue.serverTimestamp())).toBe(true);
  });

  it('stores the titular membership without id and with a server timestamp (issue 29)', () => {
    if (!writes.member) throw new Error('expected a membership');
    const doc = memberDocument(writes.member);
    expect(doc).toMatchObject({ empresa: 'u1', papel: 'titular', ativo: true, email: 'maria@solar.com.br', desativado_em: null });
    expect(doc).not.toHaveProperty('id');
    expect((doc.entrou_em as FieldValue).isEqual(FieldValue.serverTimestamp())).toBe(true);
  });
});
