import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { ApiError } from '@solarcred/domain/api/errors';
import type { StoredApiKey } from '@solarcred/domain/api/types';
import { receiveUpload, uploadToken, type UploadGrant } from './uploads';

vi.mock('./limiter', () => ({ admitKey: () => Promise.resolve() }));

const key: StoredApiKey = {
  id: 'K'.repeat(20), integrador_id: 'companyA', nome: 'ERP', escopos: ['escrita'], prefixo: 'sck_KKKKKKKK', hash: 'a'.repeat(64),
  criado_por: 'companyA', criado_em: 0, revogada_em: null, revogada_por: null, ultimo_uso_em: null,
};
/** A Firestore that has only this key. */
const db = { doc: () => ({ withConverter: () => ({ get: () => Promise.resolve({ data: () => key }) }) }) } as unknown as Firestore;
const now = 1_800_000_000_000;
const grant = (p: string, t = 'application/pdf'): UploadGrant => ({ k: key.id, p, t, n: 3, e: now + 60_000 });
const put = (token: string, type = 'application/pdf') =>
  receiveUpload(db, { method: 'PUT', path: `/v1/uploads/${token}`, headers: { 'content-type': type }, query: {}, rawBody: Buffer.from('abc') }, { token }, now);
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (error instanceof ApiError ? error.code : String(error)));

describe('PUT /v1/uploads/{token}', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('stores a grant the POST could have issued (here: no Storage emulator, 503)', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('FIREBASE_STORAGE_EMULATOR_HOST', '');
    const path = `propostas-anexos/companyA/${'P'.repeat(20)}/anexo_rg_cpf_${now}.pdf`;
    expect(await codeOf(put(uploadToken(grant(path), key.hash)))).toBe('armazenamento_indisponivel');
  });

  // The token's HMAC key is the key's hash, readable by the company's titular (and admins) in api_chaves.
  it('refuses a token signed with the readable hash for another company folder or another path', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('FIREBASE_STORAGE_EMULATOR_HOST', '');
    for (const path of [
      `propostas-anexos/companyB/${'P'.repeat(20)}/anexo_rg_cpf_${now}.pdf`,
      `integrador-documents/companyB/contrato_social_${now}.pdf`,
      `propostas-anexos/companyA/${'P'.repeat(20)}/../../companyB/x.pdf`,
    ]) {
      expect(await codeOf(put(uploadToken(grant(path), key.hash))), path).toBe('nao_encontrado');
    }
    const html = `propostas-anexos/companyA/${'P'.repeat(20)}/anexo_rg_cpf_${now}.pdf`;
    expect(await codeOf(put(uploadToken(grant(html, 'text/html'), key.hash), 'text/html'))).toBe('nao_encontrado');
    const forever = { ...grant(html), e: now + 365 * 24 * 60 * 60_000 };
    expect(await codeOf(put(uploadToken(forever, key.hash)))).toBe('nao_encontrado');
  });
});
