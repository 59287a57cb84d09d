import { describe, expect, it } from 'vitest';
import { changePasswordErrorMessage, loginErrorMessage, recoveryErrorMessage, resetErrorMessage, signUpErrorMessage } from './auth-errors';
import { accountSettings, auth as authText } from './messages';

describe('loginErrorMessage', () => {
  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'])('%s reads as invalid credentials', (code) => {
    expect(loginErrorMessage({ code })).toBe('Credenciais inválidas.');
  });

  it('anything else is the unexpected-error text', () => {
    expect(loginErrorMessage(new Error('boom'))).toBe('Erro inesperado. Tente novamente.');
    expect(loginErrorMessage({ code: 'auth/internal-error' })).toBe('Erro inesperado. Tente novamente.');
  });

  it('network failures say so', () => {
    expect(loginErrorMessage({ code: 'auth/network-request-failed' })).toBe('Erro de conexão. Verifique sua internet.');
  });
});

describe('sign-up, recovery and reset errors', () => {
  it('sign-up: known provider codes in Portuguese, else "Erro ao criar conta."', () => {
    expect(signUpErrorMessage({ code: 'auth/email-already-in-use' })).toContain('já está cadastrado');
    expect(signUpErrorMessage({ code: 'auth/weak-password' })).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(signUpErrorMessage({ code: 'auth/operation-not-allowed' })).toBe('Erro ao criar conta.');
    expect(signUpErrorMessage(new Error('x'))).toBe('Erro ao criar conta.');
  });

  it('recovery: provider failure vs unexpected', () => {
    expect(recoveryErrorMessage({ code: 'auth/internal-error' })).toBe(
      'Não foi possível enviar o e-mail. Verifique o endereço e tente novamente.',
    );
    expect(recoveryErrorMessage(new TypeError('fetch'))).toBe('Ocorreu um erro inesperado. Tente novamente mais tarde.');
  });

  it('reset: expired or used links say so; other provider errors and unexpected ones differ', () => {
    expect(resetErrorMessage({ code: 'auth/expired-action-code' })).toContain('expirou');
    expect(resetErrorMessage({ code: 'auth/invalid-action-code' })).toContain('inválido');
    expect(resetErrorMessage({ code: 'auth/internal-error' })).toBe('Ocorreu um erro. Tente novamente.');
    expect(resetErrorMessage(new Error('x'))).toBe('Ocorreu um erro ao processar sua solicitação.');
  });
});

describe('changePasswordErrorMessage', () => {
  it('says the current password is wrong, or the provider message, or the generic failure', () => {
    expect(changePasswordErrorMessage({ code: 'auth/invalid-credential' })).toBe(accountSettings.wrongCurrentPassword);
    expect(changePasswordErrorMessage({ code: 'auth/wrong-password' })).toBe(accountSettings.wrongCurrentPassword);
    expect(changePasswordErrorMessage({ code: 'auth/weak-password' })).toBe(authText.passwordTooShort);
    expect(changePasswordErrorMessage(new Error('x'))).toBe(accountSettings.passwordChangeFailure);
  });
});
