import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { apiActorOf, apiKeyHash, apiKeyPattern, authenticateApiKey, hasScope, newApiKey, parseApiKey, requestKeyOf, sameHash, usageWriteDue } from './keys';
import type { StoredApiKey } from './types';

const storedOf = (key: ReturnType<typeof newApiKey>, overrides: Partial<StoredApiKey> = {}): StoredApiKey => ({
  id: key.id, integrador_id: 'empresa-1', nome: 'ERP', escopos: ['leitura'], prefixo: key.prefixo, hash: key.hash,
  criado_por: 'empresa-1', criado_em: 1, revogada_em: null, revogada_por: null, ultimo_uso_em: null, ...overrides,
});
const approved = { id: 'empresa-1', status: 'aprovado' };

function apiErrorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('API keys', () => {
  it('have the documented format, prefix and hash, and differ each time', () => {
    const key = newApiKey();
    expect(key.chave).toMatch(apiKeyPattern);
    expect(key.chave).toHaveLength(68);
    expect(key.chave.startsWith(`sck_${key.id}_`)).toBe(true);
    expect(key.prefixo).toBe(key.chave.slice(0, 12));
    expect(key.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(key.hash).toBe(apiKeyHash(key.chave.slice(25)));
    expect(newApiKey().chave).not.toBe(key.chave);
    expect(new Set(Array.from({ length: 50 }, () => newApiKey().id)).size).toBe(50);
  });

  it('parse from a Bearer header or bare, and refuse anything malformed', () => {
    const key = newApiKey();
    const parsed = { id: key.id, secret: key.chave.slice(25) };
    expect(parseApiKey(`Bearer ${key.chave}`)).toEqual(parsed);
    expect(parseApiKey(`bearer   ${key.chave} `)).toEqual(parsed);
    expect(parseApiKey(key.chave)).toEqual(parsed);
    for (const bad of [undefined, null, '', 'Bearer', `Basic ${key.chave}`, `Bearer ${key.chave}x`, `Bearer ${key.chave.slice(0, -1)}`, `Bearer sk_${key.chave.slice(4)}`, `Bearer ${key.chave} extra`]) {
      expect(parseApiKey(bad)).toBeNull();
    }
  });

  it('round trip: the parsed secret hashes to the stored hash; a wrong secret does not', () => {
    const key = newApiKey();
    const parsed = parseApiKey(`Bearer ${key.chave}`)!;
    expect(sameHash(apiKeyHash(parsed.secret), key.hash)).toBe(true);
    const wrong = `${parsed.secret.slice(0, -1)}${parsed.secret.endsWith('A') ? 'B' : 'A'}`;
    expect(sameHash(apiKeyHash(wrong), key.hash)).toBe(false);
  });

  it('authenticate as the company, refusing a wrong secret, a revoked key and a company not approved', () => {
    const key = newApiKey();
    const parsed = parseApiKey(key.chave)!;
    const { actor } = authenticateApiKey(parsed, storedOf(key), approved);
    expect(actor).toEqual({ uid: 'empresa-1', role: 'integrador', empresa: 'empresa-1', papel: 'titular' });
    expect(apiErrorOf(() => authenticateApiKey({ ...parsed, secret: 'x'.repeat(43) }, storedOf(key), approved)).code).toBe('chave_invalida');
    expect(apiErrorOf(() => authenticateApiKey(parsed, null, approved)).code).toBe('chave_invalida');
    expect(apiErrorOf(() => authenticateApiKey(null, storedOf(key), approved)).code).toBe('chave_invalida');
    const revoked = apiErrorOf(() => authenticateApiKey(parsed, storedOf(key, { revogada_em: 5, revogada_por: 'empresa-1' }), approved));
    expect([revoked.code, revoked.status, revoked.message]).toEqual(['chave_revogada', 401, 'Esta chave da API foi revogada.']);
    const blocked = apiErrorOf(() => authenticateApiKey(parsed, storedOf(key), { id: 'empresa-1', status: 'bloqueado' }));
    expect([blocked.code, blocked.status]).toEqual(['integrador_nao_aprovado', 403]);
    expect(blocked.message).toBe('A empresa desta chave não está aprovada para enviar propostas.');
    expect(apiErrorOf(() => authenticateApiKey(parsed, storedOf(key), null)).code).toBe('integrador_nao_aprovado');
  });

  it("keep working for the company when the creator is no longer its titular (the key's creator is only the author)", () => {
    const key = newApiKey();
    expect(apiActorOf(storedOf(key, { criado_por: 'ex-titular' }))).toEqual({ uid: 'ex-titular', role: 'integrador', empresa: 'empresa-1', papel: 'titular' });
  });

  it('tell a missing header (nao_autenticado) from a malformed key (chave_invalida)', () => {
    expect(apiErrorOf(() => requestKeyOf(undefined)).code).toBe('nao_autenticado');
    expect(apiErrorOf(() => requestKeyOf('  ')).message).toBe('Envie a chave da API no cabeçalho Authorization: Bearer <chave>.');
    expect(apiErrorOf(() => requestKeyOf('Bearer nope')).code).toBe('chave_invalida');
  });

  it('check scopes strictly and record the last use at most once a minute', () => {
    expect(hasScope({ escopos: ['leitura'] }, 'leitura')).toBe(true);
    expect(hasScope({ escopos: ['escrita'] }, 'leitura')).toBe(false);
    expect(hasScope({ escopos: ['leitura'] }, 'escrita')).toBe(false);
    expect(usageWriteDue(null, 1000)).toBe(true);
    expect(usageWriteDue(1000, 60_999)).toBe(false);
    expect(usageWriteDue(1000, 61_000)).toBe(true);
  });
});
