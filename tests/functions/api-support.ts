/**
 * The partner API's tier-5 suites (issue 52): requests to the `api` HTTPS function on the
 * Functions emulator (the path Hosting's rewrite gives it: /api/v1/…), each answer checked
 * against the OpenAPI document the API serves (domain/src/api/openapi.ts) with ajv: every
 * response of every route, success and error, must be one the document declares, with its
 * schema. Keys are made by the titular through the createApiKey callable.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';
import { apiOpenApiDocument } from '@solarcred/domain/api/openapi';
import type { ApiScope } from '@solarcred/domain/api/types';
import { budgets } from '../budgets';
import { functionsOrigin, projectId, region } from '../emulator-env';
import type { TestAccount } from './accounts';
import { callFunction, resultOf } from './callables';

/** The function's own URL; Hosting's rewrite hands it '/api/v1/…', which this base reproduces. */
export const apiBase = `${functionsOrigin}/${projectId}/${region}/api`;

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: unknown;
  /** The request's round trip, ms. */
  ms: number;
}

export interface ApiCall {
  key?: string | undefined;
  /** A JSON body (serialised) or raw bytes. */
  json?: unknown;
  raw?: Buffer | string;
  contentType?: string;
  headers?: Record<string, string>;
  /** The round trip's limit; a function run's budget by default. */
  timeoutMs?: number;
}

/** One request to `path` ('/api/v1/…' or a full URL), its JSON answer parsed. */
export async function apiRequest(method: string, path: string, call: ApiCall = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.key !== undefined) headers['authorization'] = `Bearer ${call.key}`;
  let body: string | Blob | undefined;
  if (call.json !== undefined) {
    body = JSON.stringify(call.json);
    headers['content-type'] = call.contentType ?? 'application/json';
  } else if (call.raw !== undefined) {
    body = typeof call.raw === 'string' ? call.raw : new Blob([new Uint8Array(call.raw)]);
    headers['content-type'] = call.contentType ?? 'application/octet-stream';
  }
  const began = performance.now();
  const response = await fetch(path.startsWith('http') ? path : `${apiBase}${path}`, { method, headers, body, signal: AbortSignal.timeout(call.timeoutMs ?? budgets.callableMs) });
  const text = await response.text();
  const ms = performance.now() - began;
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // left as text: the contract check reports it
  }
  return { status: response.status, headers: response.headers, body: parsed, ms };
}

// ─── The contract ─────────────────────────────────────────────────────────────────────────────

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
const document = apiOpenApiDocument();
ajv.addSchema(document, 'openapi.json');

type OpenApiOperation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
const paths = (document as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;

/** The document's path template for a concrete path ('/api/v1/propostas/abc' → '/api/v1/propostas/{id}'), however the document roots it. */
function templateOf(path: string): string {
  const bare = path.split('?')[0]!;
  const concrete = bare.slice(bare.indexOf('/v1/'));
  const found = Object.keys(paths).find((template) => {
    const pattern = new RegExp(`^${template.replace(/^\/api/, '').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(concrete);
  });
  if (!found) throw new Error(`the OpenAPI document has no path for ${path}`);
  return found;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * The answer is one the document declares for this method, path and status, JSON with the
 * declared schema (the error body for every error), served as application/json; charset=utf-8.
 */
export function expectContract(method: string, path: string, answer: ApiAnswer): void {
  const template = templateOf(path);
  const operation = paths[template]?.[method.toLowerCase()];
  expect(operation, `${method} ${template} in the document`).toBeDefined();
  const status = String(answer.status);
  const declared = operation?.responses?.[status] ? status : operation?.responses?.[`${status[0]}XX`] ? `${status[0]}XX` : 'default';
  expect(operation?.responses?.[declared], `${method} ${template} declares ${status}`).toBeDefined();
  expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const content = operation?.responses?.[declared]?.content?.['application/json'];
  expect(content?.schema, `${method} ${template} ${status}: a JSON schema`).toBeDefined();
  const ref = `openapi.json#/${pointer('paths', template, method.toLowerCase(), 'responses', declared, 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const valid = validate(answer.body);
  expect(valid ? [] : validate.errors, `${method} ${path} → ${status} against the document`).toEqual([]);
}

/** A request whose answer is checked against the contract. */
export async function apiCall(method: string, path: string, call: ApiCall = {}): Promise<ApiAnswer> {
  const answer = await apiRequest(method, path, call);
  expectContract(method, path, answer);
  return answer;
}

/** The error code of an error answer. */
export const codeOf = (answer: ApiAnswer): string | undefined => (answer.body as { erro?: { codigo?: string } }).erro?.codigo;

/** A new key of the titular's company, through the callable. */
export async function newKey(titular: TestAccount, escopos: ApiScope[] = ['leitura', 'escrita'], nome = 'ERP'): Promise<{ id: string; chave: string }> {
  return resultOf(await callFunction('createApiKey', { nome, escopos }, titular.idToken)) as { id: string; chave: string };
}

/**
 * The Functions emulator serves one request per worker process and starts another when all are
 * busy: a burst of `size` on a cold function starts that many processes, seconds each on two
 * cores. Sent once (with a throwaway key, so no measured window counts it) before a burst is
 * measured, it leaves those workers idle and ready. Answers are not checked.
 */
export async function warmWorkers(key: string, size: number): Promise<void> {
  await Promise.all(Array.from({ length: size }, () => apiRequest('GET', '/api/v1/linhas', { key, timeoutMs: budgets.hangGuardMs / 3 }).catch(() => null)));
}

/** A fresh proposal id of the wizard's form (20 letters and digits). */
export const newProposalId = (): string => Array.from({ length: 20 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'[Math.floor(Math.random() * 56)]).join('');
