/**
 * The `api` HTTPS function (issue 52): the partner API under /api/v1 (Hosting rewrites /api/** to
 * it; its own URL serves the same routes without the /api prefix). Every request, in order: its
 * route (404 nao_encontrado, 405 with Allow), the body's bounds for a write (1 MB: 413; JSON only:
 * 415; unparsable: 400), the key (auth.ts: 401/403), the key's rate (limiter.ts: 429 with
 * Retry-After), the route's scope (403), then the route (routes.ts), which calls the domain's
 * handlers as the callables do. Every answer is JSON; anything unexpected is logged and answered
 * 500 erro_interno, never a stack.
 */
import { logger } from 'firebase-functions';
import { apiErrorOf, apiError } from '@solarcred/domain/api/errors';
import { apiText } from '@solarcred/domain/api/api-text';
import { apiOpenApiDocument } from '@solarcred/domain/api/openapi';
import { commandFirestore } from '../callable';
import { authenticate, requireScope } from './auth';
import { headerOf, sendJson, type ApiRequest, type ApiResponse } from './http';
import { admitKey } from './limiter';
import { matchRoute, type RouteAnswer } from './routes';
import { receiveUpload } from './uploads';

/** A JSON body's limit. */
export const maxJsonBytes = 1024 * 1024;

/** The route's path: '/v1/…' whether Hosting's rewrite kept '/api' in front or the function's own URL was called. */
export function routePathOf(path: string): string {
  const trimmed = path.replace(/\/+$/, '') || '/';
  return trimmed.startsWith('/api/') ? trimmed.slice(4) : trimmed;
}

/** The bytes of the body: the runtime's raw body, else (a test's request) the parsed body again. */
function bodyBytesOf(request: ApiRequest): Buffer {
  if (request.rawBody) return request.rawBody;
  if (request.body === undefined || request.body === null || request.body === '') return Buffer.alloc(0);
  return Buffer.from(typeof request.body === 'string' ? request.body : JSON.stringify(request.body));
}

/** A declared or received size over the JSON limit (413), a type other than JSON (415), then the parsed value (400 when it is not JSON). */
export function jsonBodyOf(request: ApiRequest): unknown {
  const declared = Number(headerOf(request, 'content-length') || 0);
  const bytes = bodyBytesOf(request);
  if (declared > maxJsonBytes || bytes.length > maxJsonBytes) throw apiError('corpo_grande');
  const type = headerOf(request, 'content-type').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json') throw apiError('tipo_nao_suportado', apiText.jsonExpected);
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw apiError('entrada_invalida', apiText.jsonExpected);
  }
}

async function answer(request: ApiRequest): Promise<RouteAnswer> {
  const found = matchRoute(request.method, routePathOf(request.path));
  if (found.kind === 'none') throw apiError('nao_encontrado');
  if (found.kind === 'method') throw Object.assign(apiError('metodo_nao_permitido'), { allow: found.allow });
  const { route, params } = found;
  if (route.kind === 'public') return { status: 200, body: apiOpenApiDocument() };
  // Checked before the key: an oversized or non-JSON body costs no read.
  const body = route.kind === 'key' && route.body === 'json' ? jsonBodyOf(request) : undefined;
  const db = commandFirestore();
  if (route.kind === 'upload') return receiveUpload(db, request, params, Date.now());
  const caller = await authenticate(db, request, Date.now());
  await admitKey(db, caller.key.id, Date.now());
  requireScope(caller, route.scope);
  return route.run({ db, caller, params, body, request });
}

export async function api(request: ApiRequest, response: ApiResponse): Promise<void> {
  try {
    const result = await answer(request);
    sendJson(response, result.status, result.body, result.headers);
  } catch (error) {
    const failure = apiErrorOf(error);
    if (failure.code === 'erro_interno') logger.error('api: unexpected error', { method: request.method, path: request.path, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    const headers: Record<string, string> = {};
    if (failure.retryAfterSeconds !== undefined) headers['Retry-After'] = String(failure.retryAfterSeconds);
    const allow = (error as { allow?: unknown }).allow;
    if (typeof allow === 'string') headers['Allow'] = allow;
    sendJson(response, failure.status, failure.body(), headers);
  }
}
