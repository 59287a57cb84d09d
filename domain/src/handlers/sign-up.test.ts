import { describe, expect, it } from 'vitest';
import { isAdminEmail, signUpWrites, type SignUpInput } from './sign-up';

const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const base: SignUpInput = {
  uid: 'u1',
  email: 'maria@solar.com.br',
  displayName: null,
  now,
  adminEmails: ['admin@solarcred.test', 'Chefe@SolarCred.com.br'],
};

describe('isAdminEmail', () => {
  it('matches ignoring case and surrounding spaces', () => {
    expect(isAdminEmail('chefe@solarcred.com.br', base.adminEmails)).toBe(true);
    expect(isAdminEmail('  ADMIN@solarcred.test ', base.adminEmails)).toBe(true);
  });

  it('rejects other, empty and missing e-mails', () => {
    expect(isAdminEmail('maria@solar.com.br', base.adminEmails)).toBe(false);
    expect(isAdminEmail('', ['', ' '])).toBe(false);
    expect(isAdminEmail(null, base.adminEmails)).toBe(false);
    expect(isAdminEmail(undefined, base.adminEmails)).toBe(false);
  });

  it('does not match on a prefix or suffix', () => {
    expect(isAdminEmail('xadmin@solarcred.test', base.adminEmails)).toBe(false);
    expect(isAdminEmail('admin@solarcred.test.br', base.adminEmails)).toBe(false);
  });
});

describe('signUpWrites', () => {
  it('makes an integrator with a pending-registration record named after the e-mail', () => {
    expect(signUpWrites(base)).toEqual({
      role: 'integrador',
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
    });
  });

  it('makes an admin, without an integrator record, when the e-mail is configured', () => {
    const writes = signUpWrites({ ...base, email: 'CHEFE@solarcred.com.br' });
    expect(writes.role).toBe('admin');
    expect(writes.profile.tipo_usuario).toBe('admin');
    expect(writes.integrator).toBeNull();
  });

  it('uses the display name when there is one', () => {
    expect(signUpWrites({ ...base, displayName: '  Maria Souza ' }).profile.nome).toBe('Maria Souza');
    expect(signUpWrites({ ...base, displayName: '   ' }).profile.nome).toBe('Usuário');
  });

  it('keeps a role the account already has (retried event, or granted before the trigger ran)', () => {
    expect(signUpWrites({ ...base, currentRole: 'admin' }).role).toBe('admin');
    const kept = signUpWrites({ ...base, email: 'admin@solarcred.test', currentRole: 'integrador' });
    expect(kept.role).toBe('integrador');
    expect(kept.integrator?.status).toBe('pendente_cadastro');
  });

  it('never makes an admin out of an account without e-mail', () => {
    const writes = signUpWrites({ ...base, email: undefined, adminEmails: [''] });
    expect(writes.role).toBe('integrador');
    expect(writes.profile.email).toBe('');
  });
});
