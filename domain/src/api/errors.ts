/**
 * The partner API's errors (issue 52): a stable snake_case code, its HTTP status, a Portuguese
 * message and, for an invalid body, each field's first message. Every error answers
 * `{ "erro": { "codigo", "mensagem", "campos"? } }`; an unexpected one is 'erro_interno' (never a stack).
 */
import { DomainError, type DomainErrorCode } from '../errors';
import { apiText } from './api-text';

export const apiErrorStatus = {
  entrada_invalida: 400,
  nao_autenticado: 401,
  chave_invalida: 401,
  chave_revogada: 401,
  escopo_insuficiente: 403,
  integrador_nao_aprovado: 403,
  acesso_negado: 403,
  nao_encontrado: 404,
  metodo_nao_permitido: 405,
  idempotencia_conflito: 409,
  conflito: 409,
  corpo_grande: 413,
  arquivo_grande: 413,
  tipo_nao_suportado: 415,
  limite_excedido: 429,
  erro_interno: 500,
  armazenamento_indisponivel: 503,
} as const;

export type ApiErrorCode = keyof typeof apiErrorStatus;
export const apiErrorCodes = Object.keys(apiErrorStatus) as ApiErrorCode[];

export interface ApiErrorBody {
  erro: { codigo: ApiErrorCode; mensagem: string; campos?: Record<string, string> };
}

export const httpStatusOf = (code: ApiErrorCode): number => apiErrorStatus[code];

/** An error the API answers as is; `retryAfterSeconds` becomes the Retry-After header (429). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ApiErrorCode, message?: string, fields?: Readonly<Record<string, string>>, retryAfterSeconds?: number) {
    super(message ?? apiText.errors[code]);
    this.code = code;
    this.status = apiErrorStatus[code];
    this.fields = fields && Object.keys(fields).length > 0 ? { ...fields } : undefined;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  body(): ApiErrorBody {
    return { erro: { codigo: this.code, mensagem: this.message, ...(this.fields ? { campos: this.fields } : {}) } };
  }
}

export const apiError = (code: ApiErrorCode, message?: string, campos?: Readonly<Record<string, string>>): ApiError => new ApiError(code, message, campos);

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const domainCodes: Record<DomainErrorCode, ApiErrorCode> = {
  'invalid-argument': 'entrada_invalida',
  unauthenticated: 'nao_autenticado',
  'permission-denied': 'acesso_negado',
  'not-found': 'nao_encontrado',
  'failed-precondition': 'conflito',
  'already-exists': 'conflito',
};

/** A command's refusal as the API answers it: its message and fields kept, the code mapped. */
export function apiErrorOfDomain(error: DomainError): ApiError {
  return new ApiError(domainCodes[error.code] ?? 'erro_interno', error.message, error.fields);
}

/** Any thrown value as an ApiError: an ApiError as is, a DomainError mapped, anything else 'erro_interno' with the default text. */
export function apiErrorOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) return apiErrorOfDomain(error);
  return new ApiError('erro_interno');
}
