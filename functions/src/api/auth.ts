/**
 * Who calls the partner API (issue 52): `Authorization: Bearer sck_{keyId}_{secret}`. The key is
 * read by id (api_chaves/{keyId}), then its company (integradores/{id}); the domain
 * (api/keys.ts authenticateApiKey) compares the secret's SHA-256 in constant time, refuses a
 * revoked key (401) and a company not approved now (403), and makes the actor: the company's
 * titular (the key's creator, whatever its membership says today: it is the company's key). The
 * key's ultimo_uso_em is rewritten at most once a minute, never per request.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { apiError } from '@solarcred/domain/api/errors';
import { authenticateApiKey, hasScope, requestKeyOf, usageWriteDue } from '@solarcred/domain/api/keys';
import type { ApiScope, StoredApiKey } from '@solarcred/domain/api/types';
import { apiKeys } from '@solarcred/domain/data/api';
import { integrators } from '@solarcred/domain/data/integrators';
import type { Actor } from '@solarcred/domain/handlers/actor';
import type { Millis } from '@solarcred/domain/model';
import { typedDoc } from '../firestore-data';
import { headerOf, type ApiRequest } from './http';

export interface ApiCaller {
  key: StoredApiKey;
  /** The company's titular, as the domain's handlers take an integrator's command. */
  actor: Actor;
}

export async function authenticate(db: Firestore, request: Pick<ApiRequest, 'headers'>, now: Millis): Promise<ApiCaller> {
  const parsed = requestKeyOf(headerOf(request, 'authorization'));
  const keySnapshot = await typedDoc(db, apiKeys, parsed.id).get();
  const stored = keySnapshot.data() ?? null;
  const company = stored ? ((await typedDoc(db, integrators, stored.integrador_id).get()).data() ?? null) : null;
  const caller = authenticateApiKey(parsed, stored, company);
  if (usageWriteDue(caller.key.ultimo_uso_em, now)) {
    // Best effort: a lost write only delays the 'last use' the titular sees. Only the key as read
    // here may be stamped (lastUpdateTime): in a burst the first request writes and the others'
    // writes fail at once instead of queueing on the document.
    await db.doc(apiKeys.docPath(caller.key.id))
      .update({ ultimo_uso_em: new Date(now) }, ...(keySnapshot.updateTime ? [{ lastUpdateTime: keySnapshot.updateTime }] : []))
      .catch((error: unknown) => {
        // 9 FAILED_PRECONDITION: another request of the burst stamped it first.
        if ((error as { code?: unknown }).code !== 9) logger.warn('api: ultimo_uso_em not written', { key: caller.key.id, error: String(error) });
      });
  }
  return caller;
}

/** The key must hold `scope` (403 escopo_insuficiente otherwise). */
export function requireScope(caller: ApiCaller, scope: ApiScope): void {
  if (!hasScope(caller.key, scope)) throw apiError('escopo_insuficiente');
}
