import { describe, expect, it } from 'vitest';
import { signUpWrites, type SignUpInput } from './sign-up';

const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const base: SignUpInput = {
  uid: 'u1',
  email: 'maria@solar.com.br',
  displayName: null,
  now,
};

describe('signUpWrites', () => {
  it('makes an integrator with a pending-registration record named after the e-mail', () => {
    expect(signUpWrites(base)).toEqual({
      role: 'integrador',
      claims: { role: 'integrador', empresa: 'u1', papel: 'titular' },
      profile: {
        id: 'u1',
        email: 'maria@solar.com.br',
        nome: 'Usuário',
        tipo_usuario: 'integrador',
        created_at: now,
        messages_seen_at: null,
      },
      integrator: {
        id: 'u1',
        user_id: 'u1',
        email: 'maria@solar.com.br',
        nome_empresa: 'maria@solar.com.br',
        status: 'pendente_cadastro',
        created_at: now,
        updated_at: now,
      },
      member: { id: 'u1', empresa: 'u1', papel: 'titular', ativo: true, nome: 'maria@solar.com.br', email: 'maria@solar.com.br', entrou_em: now, desativado_em: null },
    });
  });

  it('never makes an admin by e-mail: an admin-looking address signs up as an integrator', () => {
    for (const email of ['admin@solarcred.demo', 'admin@solarcred.test', 'ADMIN@solarcred.com.br']) {
      const writes = signUpWrites({ ...base, email });
      expect([writes.role, writes.profile.tipo_usuario, writes.integrator?.status]).toEqual(['integrador', 'integrador', 'pendente_cadastro']);
    }
  });

  it('keeps an admin role granted before the trigger ran, without an integrator record', () => {
    const writes = signUpWrites({ ...base, currentRole: 'admin' });
    expect([writes.role, writes.profile.tipo_usuario, writes.integrator, writes.member, writes.claims]).toEqual(['admin', 'admin', null, null, { role: 'admin' }]);
  });

  it('uses the display name when there is one', () => {
    expect(signUpWrites({ ...base, displayName: '  Maria Souza ' }).profile.nome).toBe('Maria Souza');
    expect(signUpWrites({ ...base, displayName: '   ' }).profile.nome).toBe('Usuário');
    expect(signUpWrites({ ...base, displayName: '  Maria Souza ' }).member?.nome).toBe('Maria Souza');
  });

  it('keeps a role the account already has (retried event, or granted before the trigger ran)', () => {
    expect(signUpWrites({ ...base, currentRole: 'admin' }).role).toBe('admin');
    const kept = signUpWrites({ ...base, email: 'admin@solarcred.test', currentRole: 'integrador' });
    expect(kept.role).toBe('integrador');
    expect(kept.integrator?.status).toBe('pendente_cadastro');
  });

  it('never makes an admin out of an account without e-mail', () => {
    const writes = signUpWrites({ ...base, email: undefined });
    expect(writes.role).toBe('integrador');
    expect(writes.profile.email).toBe('');
  });
});
