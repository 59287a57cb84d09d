import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './auth-errors';

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
