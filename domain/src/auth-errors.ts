/** Maps Firebase Auth error codes to the spec's Portuguese messages. */
import { auth } from './messages';

const invalidCredentials = new Set([
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/invalid-login-credentials',
]);

export function errorCodeOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return null;
}

/** Login failure: 'Credenciais inválidas.' for credential errors, else the unexpected-error text. */
export function loginErrorMessage(error: unknown): string {
  const code = errorCodeOf(error);
  if (code && invalidCredentials.has(code)) return auth.loginFailure;
  if (code === 'auth/too-many-requests') return 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
  if (code === 'auth/network-request-failed') return 'Erro de conexão. Verifique sua internet.';
  return auth.loginUnexpected;
}
