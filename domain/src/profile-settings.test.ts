import { describe, expect, it } from 'vitest';
import { initialsOf, notificationPrefsOf } from './profile-settings';
import { changePasswordSchema } from './schemas/account';
import { auth } from './messages';

describe('notificationPrefsOf', () => {
  it('defaults new integrators on, proposal status updates off and the late installations and fundings digests on', () => {
    expect(notificationPrefsOf(null)).toEqual({ novos_integradores: true, status_propostas: false, instalacoes_atrasadas: true, repasses_atrasados: true });
    // Saved before the digests existed: their switches read as on.
    expect(notificationPrefsOf({ notificacoes: { novos_integradores: false, status_propostas: true } })).toEqual({
      novos_integradores: false,
      status_propostas: true,
      instalacoes_atrasadas: true,
      repasses_atrasados: true,
    });
  });
});

describe('initialsOf', () => {
  it('takes the first and last word, without the legal form', () => {
    expect(initialsOf('Sol Nascente Energia Ltda')).toBe('SE');
    expect(initialsOf('Fotovolt')).toBe('F');
    expect(initialsOf('')).toBe('');
  });
});

describe('changePasswordSchema', () => {
  it('needs the current password, 6 characters and a matching confirmation', () => {
    const issues = (values: object) => changePasswordSchema.safeParse(values).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ current: 'a', password: 'abcdef', confirmation: 'abcdef' })).toEqual([]);
    expect(issues({ current: 'a', password: 'abc', confirmation: 'abc' })).toEqual([auth.passwordTooShort]);
    expect(issues({ current: 'a', password: 'abcdef', confirmation: 'abcdeg' })).toEqual([auth.resetPasswordsMismatch]);
  });
});
