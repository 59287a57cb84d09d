/**
 * Documents through the partner API (issue 52). POST /v1/uploads ({ proposta_id, tipo, nome,
 * tamanho, content_type }) answers the object's path (in the proposal's attachment folder, named
 * as the wizard names it: api/schemas.ts apiUploadPath) and a URL of this function valid for 15
 * minutes: PUT /v1/uploads/{token} with the raw bytes stores them there. The token carries the
 * key's id, the path, the declared type and size and the expiry, signed with HMAC-SHA256 under a
 * server-only secret (config_privada/api_uploads, made on first use, read by no client: the key's
 * stored hash, readable by the titular and admins, must not sign anything). The PUT checks the
 * signature, the expiry, the key (not revoked), its company (still approved), the type and the exact size (≤ 5 MB,
 * files.ts), and counts in the key's rate limit; without a bucket (the Functions emulator without a Storage emulator) it answers 503
 * armazenamento_indisponivel at once.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { apiText } from '@solarcred/domain/api/api-text';
import { apiLimits } from '@solarcred/domain/api/commands';
import { constantTimeEqual, hexOf, hmacSha256 } from '@solarcred/domain/api/digest';
import { apiError } from '@solarcred/domain/api/errors';
import { apiUploadBody, apiUploadPath } from '@solarcred/domain/api/schemas';
import { product } from '@solarcred/domain/config';
import { files } from '@solarcred/domain/constants';
import { apiKeys } from '@solarcred/domain/data/api';
import { integrators } from '@solarcred/domain/data/integrators';
import { effectiveStatus } from '@solarcred/domain/integrator-status';
import { randomSecret } from '@solarcred/domain/api/keys';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import type { Millis } from '@solarcred/domain/model';
import type { StoredApiKey } from '@solarcred/domain/api/types';
import { proposalAttachmentFolder, proposalIdPattern, uploadNamePatterns } from '@solarcred/domain/storage-names';
import { companyOf } from '@solarcred/domain/team/company';
import { adminApp } from '../app';
import { typedDoc } from '../firestore-data';
import { storageMissingInEmulator } from '../integrators/stored-files';
import { headerOf, type ApiRequest } from './http';
import { admitKey } from './limiter';
import type { RouteAnswer, RouteContext } from './routes';

export interface UploadGrant {
  /** The key's id. */
  k: string;
  /** The object's path. */
  p: string;
  /** Its content type and size, as declared. */
  t: string;
  n: number;
  /** Expiry (epoch ms). */
  e: Millis;
}

const signatureOf = (secret: string, payload: string): string => hexOf(hmacSha256(secret, payload));

/** The upload tokens' signing secret: one per project, made on first use, read by functions only. */
export const uploadSecretPath = 'config_privada/api_uploads';

/** Read on each use (one document): never a copy that outlives the stored one. */
export async function uploadSigningSecret(db: Firestore): Promise<string> {
  const ref = db.doc(uploadSecretPath);
  const stored = (await ref.get()).data()?.['segredo'];
  if (typeof stored === 'string' && stored.length >= 32) return stored;
  const made = randomSecret();
  // Two instances may race on the first use: the one created first wins, the other reads it.
  const won = await ref.create({ segredo: made }).then(() => true, () => false);
  return won ? made : uploadSigningSecret(db);
}

export function uploadToken(grant: UploadGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/** The grant a token carries, unverified (its signature needs the key's hash); null when malformed. */
function grantOf(token: string): { grant: UploadGrant; payload: string; signature: string } | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<UploadGrant>;
    if (typeof value.k !== 'string' || typeof value.p !== 'string' || typeof value.t !== 'string' || typeof value.n !== 'number' || typeof value.e !== 'number') return null;
    return { grant: value as UploadGrant, payload, signature };
  } catch {
    return null;
  }
}

/**
 * The API's base URL (…/v1 follows it) as the caller reached it: behind Hosting's rewrite
 * 'https://{domain}/api' (the path keeps '/api'); on the function's cloudfunctions.net URL
 * 'https://{host}/api' (the function's name); in the Functions emulator
 * 'http://{host}/{project}/{region}/api', plus '/api' when the caller used Hosting's path there.
 */
function baseUrlOf(request: ApiRequest): string {
  const host = headerOf(request, 'x-forwarded-host').split(',')[0]?.trim() || headerOf(request, 'host');
  const viaHosting = request.path.startsWith('/api/');
  if (process.env['FUNCTIONS_EMULATOR'] === 'true') {
    return `http://${host}/${process.env['GCLOUD_PROJECT'] ?? ''}/${product.region}/api${viaHosting ? '/api' : ''}`;
  }
  return `https://${host}${viaHosting || host.endsWith('.cloudfunctions.net') ? '/api' : ''}`;
}

/** POST /v1/uploads. */
export async function issueUpload({ db, caller, body, request }: RouteContext): Promise<{ path: string; upload_url: string; expira_em: string }> {
  const parsed = parseCommand(apiUploadBody, body);
  const now = Date.now();
  const path = apiUploadPath(companyOf(caller.actor), parsed, now);
  const expires = now + apiLimits.uploadUrlTtlMs;
  const token = uploadToken({ k: caller.key.id, p: path, t: parsed.content_type, n: parsed.tamanho, e: expires }, await uploadSigningSecret(db));
  return { path, upload_url: `${baseUrlOf(request)}/v1/uploads/${token}`, expira_em: new Date(expires).toISOString() };
}

/**
 * Whether a verified grant is one POST /v1/uploads could have issued for `key`: an attachment or
 * pending-answer file in a proposal folder of the key's own company, a document type, a size
 * within the limit, an expiry at most 15 minutes ahead: defence in depth beside the server-only
 * signing secret, so even a leaked secret reaches no other company's folder or path.
 */
export function grantFitsKey(grant: UploadGrant, key: Pick<StoredApiKey, 'id' | 'integrador_id'>, now: Millis): boolean {
  // A forged expiry far ahead would outlive the 15 minutes (and a suspension of the company).
  if (grant.k !== key.id || grant.e > now + apiLimits.uploadUrlTtlMs) return false;
  const prefix = `${proposalAttachmentFolder(key.integrador_id, '')}`;
  if (!grant.p.startsWith(prefix)) return false;
  const rest = grant.p.slice(prefix.length);
  const name = new RegExp(`^${proposalIdPattern}/(${uploadNamePatterns.proposalAttachment}|${uploadNamePatterns.pendingAnswer})$`);
  if (!name.test(rest)) return false;
  return (files.documentContentTypes as readonly string[]).includes(grant.t) && Number.isInteger(grant.n) && grant.n >= 1 && grant.n <= files.maxBytes;
}

/** PUT /v1/uploads/{token}. */
export async function receiveUpload(db: Firestore, request: ApiRequest, params: Record<string, string>, now: Millis): Promise<RouteAnswer> {
  const parsed = grantOf(params['token'] ?? '');
  if (!parsed || parsed.grant.e <= now) throw apiError('nao_encontrado', apiText.uploadExpired);
  if (!constantTimeEqual(signatureOf(await uploadSigningSecret(db), parsed.payload), parsed.signature)) throw apiError('nao_encontrado', apiText.uploadExpired);
  const key = (await typedDoc(db, apiKeys, parsed.grant.k).get()).data() ?? null;
  if (!key || key.revogada_em !== null || !grantFitsKey(parsed.grant, key, now)) throw apiError('nao_encontrado', apiText.uploadExpired);
  // The company must still be approved, as for every request with the key.
  const company = (await typedDoc(db, integrators, key.integrador_id).get()).data() ?? null;
  if (!company || effectiveStatus(company.status) !== 'aprovado') throw apiError('integrador_nao_aprovado');
  const { grant } = parsed;
  // The key's rate counts its uploads too.
  await admitKey(db, key.id, now);
  const type = headerOf(request, 'content-type').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== grant.t) throw apiError('tipo_nao_suportado');
  const bytes = request.rawBody ?? Buffer.alloc(0);
  if (bytes.length > files.maxBytes) throw apiError('arquivo_grande');
  if (bytes.length !== grant.n) throw apiError('entrada_invalida', apiText.uploadSizeMismatch);
  if (storageMissingInEmulator()) throw apiError('armazenamento_indisponivel');
  await getStorage(adminApp()).bucket().file(grant.p).save(bytes, { contentType: grant.t, resumable: false });
  return { status: 200, body: { path: grant.p, tamanho: bytes.length, content_type: grant.t } };
}
