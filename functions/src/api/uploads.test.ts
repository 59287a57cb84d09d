import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { ApiError } from '@solarcred/domain/api/errors';
import type { StoredApiKey } from '@solarcred/domain/api/types';
import { receiveUpload, uploadSecretPath, uploadToken, type UploadGrant } from './uploads';

vi.mock('./limiter', () => ({ admitKey: () => Promise.resolve() }));

const key: StoredApiKey = {
  id: 'K'.repeat(20), integrador_id: 'companyA', nome: 'ERP', escopos: ['escrita'], prefixo: 'sck_KKKKKKKK', hash: 'a'.repeat(64),
  criado_por: 'companyA', criado_em: 0, revogada_em: null, revogada_por: null, ultimo_uso_em: null,
};
const secret = 's'.repeat(43);
let companyStatus = 'aprovado';
/** A Firestore with this key, its company and the server-only signing secret. */
const db = {
  doc: (path: string) => ({
    get: () => Promise.resolve({ data: () => (path === uploadSecretPath ? { segredo: secret } : undefined) }),
    create: () => Promise.reject(new Error('exists')),
    withConverter: () => ({ get: () => Promise.resolve({ data: () => (path.startsWith('integradores/') ? { status: companyStatus } : key) }) }),
  }),
} as unknown as Firestore;
const now = 1_800_000_000_000;
const grant = (p: string, t = 'application/pdf'): UploadGrant => ({ k: key.id, p, t, n: 3, e: now + 60_000 });
const put = (token: string, type = 'application/pdf') =>
  receiveUpload(db, { method: 'PUT', path: `/v1/uploads/${token}`, headers: { 'content-type': type }, query: {}, rawBody: Buffer.from('abc') }, { token }, now);
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (error instanceof ApiError ? error.code : String(error)));

describe('PUT /v1/uploads/{token}', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    companyStatus = 'aprovado';
  });

  it('stores a grant the POST could have issued (here: no Storage emulator, 503)', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('FIREBASE_STORAGE_EMULATOR_HOST', '');
    const path = `propostas-anexos/companyA/${'P'.repeat(20)}/anexo_rg_cpf_${now}.pdf`;
    expect(await codeOf(put(uploadToken(grant(path), secret)))).toBe('armazenamento_indisponivel');
    // The company suspended since the URL was issued: refused.
    companyStatus = 'rejeitado';
    expect(await codeOf(put(uploadToken(grant(path), secret)))).toBe('integrador_nao_aprovado');
  });

  it('refuses a token signed with the key’s hash, which the titular and admins can read (only the server-only secret signs)', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('FIREBASE_STORAGE_EMULATOR_HOST', '');
    const path = `propostas-anexos/companyA/${'P'.repeat(20)}/anexo_rg_cpf_${now}.pdf`;
    expect(await codeOf(put(uploadToken(grant(path), key.hash)))).toBe('nao_encontrado');
  });

  // Defence in depth: even a token signed with the secret reaches only what the POST could issue.
  it('refuses a signed grant for another company folder, another path, type or a far expiry', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('FIREBASE_STORAGE_EMULATOR_HOST', '');
    for (const path of [
      `propostas-anexos/companyB/${'P'.repeat(20)}/anexo_rg_cpf_${now}.pdf`,
      `integrador-documents/companyB/contrato_social_${now}.pdf`,
      `propostas-anexos/companyA/${'P'.repeat(20)}/../../companyB/x.pdf`,
    ]) {
      expect(await codeOf(put(uploadToken(grant(path), secret))), path).toBe('nao_encontrado');
    }
    const html = `propostas-anexos/companyA/${'P'.repeat(20)}/anexo_rg_cpf_${now}.pdf`;
    expect(await codeOf(put(uploadToken(grant(html, 'text/html'), secret), 'text/html'))).toBe('nao_encontrado');
    const forever = { ...grant(html), e: now + 365 * 24 * 60 * 60_000 };
    expect(await codeOf(put(uploadToken(forever, secret)))).toBe('nao_encontrado');
  });
});
