/** Maps Firebase Auth error codes to the spec's Portuguese messages. */
import { accountSettings, auth } from './messages';

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

/** Provider errors we can say in Portuguese; anything else falls back to the form's own text. */
const providerMessages: Record<string, string> = {
  'auth/email-already-in-use': 'Este e-mail já está cadastrado. Faça login ou recupere sua senha.',
  'auth/weak-password': auth.passwordTooShort,
  'auth/invalid-email': auth.emailInvalidForRecovery,
  'auth/expired-action-code': 'Este link expirou. Solicite um novo link de recuperação.',
  'auth/invalid-action-code': 'Este link é inválido ou já foi usado. Solicite um novo link de recuperação.',
  'auth/user-disabled': 'Esta conta está desativada. Entre em contato com o suporte.',
  'auth/too-many-requests': 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  'auth/network-request-failed': 'Erro de conexão. Verifique sua internet.',
};

/** A provider error we can say in Portuguese, else null (never the SDK's English 'Firebase: Error (auth/…)'). */
export function providerMessageOf(error: unknown): string | null {
  return providerMessages[errorCodeOf(error) ?? ''] ?? null;
}

/** Sign-up failure: the provider's message (in Portuguese) or 'Erro ao criar conta.'. */
export function signUpErrorMessage(error: unknown): string {
  return providerMessageOf(error) ?? auth.signupFailure;
}

/** Recovery e-mail failure: the provider's message, 'could not send' for other provider errors, or the unexpected text. */
export function recoveryErrorMessage(error: unknown): string {
  const code = errorCodeOf(error);
  if (!code) return auth.recoveryUnexpected;
  return providerMessages[code] ?? auth.recoveryFailure;
}

/** Reset failure: the provider's message, 'Ocorreu um erro. Tente novamente.' for other provider errors, or the unexpected text. */
export function resetErrorMessage(error: unknown): string {
  const code = errorCodeOf(error);
  if (!code) return auth.resetUnexpected;
  return providerMessages[code] ?? auth.resetFailure;
}

/** 'Trocar Senha' failure: a wrong current password says so; other provider errors in Portuguese. */
export function changePasswordErrorMessage(error: unknown): string {
  const code = errorCodeOf(error);
  if (code && invalidCredentials.has(code)) return accountSettings.wrongCurrentPassword;
  return providerMessageOf(error) ?? accountSettings.passwordChangeFailure;
}
