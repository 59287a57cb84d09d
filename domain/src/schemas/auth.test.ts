import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('auth form schemas', () => {
  it('sign-in needs a valid e-mail and a password', () => {
    expect(firstMessage(signInSchema.safeParse({ email: '', password: 'x' }))).toBe('Email é obrigatório');
    expect(firstMessage(signInSchema.safeParse({ email: 'nope', password: 'x' }))).toBe('Email inválido');
    expect(firstMessage(signInSchema.safeParse({ email: 'a@b.com', password: '' }))).toBe('Este campo é obrigatório');
    expect(signInSchema.safeParse({ email: ' a@b.com ', password: 'x' }).data?.email).toBe('a@b.com');
  });

  it('sign-up rejects a confirmation that differs', () => {
    const result = signUpSchema.safeParse({ email: 'a@b.com', password: 'segredo1', confirmation: 'segredo2' });
    expect(firstMessage(result)).toBe('As senhas não coincidem.');
    expect(result.error?.issues[0]?.path).toEqual(['confirmation']);
    expect(signUpSchema.safeParse({ email: 'a@b.com', password: 'segredo1', confirmation: 'segredo1' }).success).toBe(true);
  });

  it('forgot password uses the simple pattern and its own message', () => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: 'sem-arroba' }))).toBe(
      'Por favor, insira um endereço de e-mail válido.',
    );
    expect(forgotPasswordSchema.safeParse({ email: 'ana@empresa.com.br' }).success).toBe(true);
  });

  it('reset password needs 6 characters and a matching confirmation', () => {
    expect(firstMessage(resetPasswordSchema.safeParse({ password: '12345', confirmation: '12345' }))).toBe(
      'A senha deve ter pelo menos 6 caracteres',
    );
    expect(firstMessage(resetPasswordSchema.safeParse({ password: '123456', confirmation: '123457' }))).toBe(
      'As senhas não coincidem',
    );
    expect(resetPasswordSchema.safeParse({ password: '123456', confirmation: '123456' }).success).toBe(true);
  });
});
