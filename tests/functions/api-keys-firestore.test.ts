/**
 * The partner API's keys (issue 52) on the emulators: the titular's createApiKey / revokeApiKey,
 * and who the `api` function lets in — a missing or malformed header (401), a revoked key (401),
 * a key without the route's scope (403, nothing written), another company's key (its proposals
 * read as missing: 404), a company no longer approved (403). Every answer is checked against the
 * OpenAPI document (api-support.ts).
 */
import { describe, expect, it } from 'vitest';
import { apiText } from '@solarcred/domain/api/api-text';
import { proposalWithAttachmentsIn } from '@solarcred/domain/test-fixtures';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount } from './accounts';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, integratorAccountWith } from './firestore-admin';
import { apiCall, codeOf, newKey, newProposalId } from './api-support';

const proposalBody = (company: string, id = newProposalId()) => ({ id, proposta: proposalWithAttachmentsIn(`propostas-anexos/${company}/${id}`) });
const create = (key: string, body: unknown, idempotencyKey = `idem-${Math.random()}`) => apiCall('POST', '/api/v1/propostas', { key, json: body, headers: { 'idempotency-key': idempotencyKey } });

describe.skipIf(!(hasFirestore && hasAuth))('partner API keys and who gets in (Auth + Functions + Firestore emulators)', () => {
  it('the titular creates a key, shown once and stored hashed; a member who is not titular cannot; revoking keeps the record', async () => {
    const titular = await integratorAccountWith('aprovado', 'Sol API Ltda', 'api');
    const issued = await newKey(titular, ['leitura'], 'CRM');
    expect(issued.chave).toMatch(new RegExp(`^sck_${issued.id}_[A-Za-z0-9_-]{43}$`));
    const stored = (await db().doc(`api_chaves/${issued.id}`).get()).data() ?? {};
    expect(stored).toMatchObject({ integrador_id: titular.uid, nome: 'CRM', escopos: ['leitura'], prefixo: issued.chave.slice(0, 12), criado_por: titular.uid, revogada_em: null });
    expect(JSON.stringify(stored)).not.toContain(issued.chave.slice(25));

    // A vendedor of the company (membros/{uid}) is refused.
    const seller = await integratorAccountWith('aprovado', 'Outra', 'api');
    await db().doc(`membros/${seller.uid}`).set({ empresa: titular.uid, papel: 'vendedor', ativo: true, nome: 'Vendedor', email: seller.email });
    expect((await callFunction('createApiKey', { nome: 'x', escopos: ['leitura'] }, seller.idToken)).error?.status).toBe('PERMISSION_DENIED');
    expect((await callFunction('revokeApiKey', { id: issued.id }, seller.idToken)).error?.status).toBe('PERMISSION_DENIED');
    // Another company's titular does not see the key.
    const other = await integratorAccountWith('aprovado', 'Outra Solar', 'api');
    expectCallableError(await callFunction('revokeApiKey', { id: issued.id }, other.idToken), 'NOT_FOUND', apiText.keys.notFound);

    expect(resultOf(await callFunction('revokeApiKey', { id: issued.id }, titular.idToken))).toBeNull();
    const revoked = (await db().doc(`api_chaves/${issued.id}`).get()).data() ?? {};
    expect(revoked['revogada_por']).toBe(titular.uid);
    expect(revoked['revogada_em']).not.toBeNull();
  });

  it('refuses a missing or malformed header (401), a revoked key (401) and a company no longer approved (403)', async () => {
    const titular = await integratorAccountWith('aprovado', 'Sol API Ltda', 'api');
    const { id, chave } = await newKey(titular);
    expect((await apiCall('GET', '/api/v1/linhas', { key: chave })).status).toBe(200);
    // ultimo_uso_em is written by the first request (then at most once a minute).
    expect((await db().doc(`api_chaves/${id}`).get()).get('ultimo_uso_em')).not.toBeNull();

    const absent = await apiCall('GET', '/api/v1/linhas');
    expect([absent.status, codeOf(absent)]).toEqual([401, 'nao_autenticado']);
    for (const header of ['Basic abc', `Bearer ${chave.slice(0, -1)}`, `Bearer ${chave}x`, `Bearer sck_${'A'.repeat(20)}_${'b'.repeat(43)}`]) {
      const answer = await apiCall('GET', '/api/v1/linhas', { headers: { authorization: header } });
      expect([answer.status, codeOf(answer)], header).toEqual([401, 'chave_invalida']);
    }
    // The right id with another secret.
    const forged = await apiCall('GET', '/api/v1/linhas', { key: `${chave.slice(0, 25)}${'x'.repeat(43)}` });
    expect([forged.status, codeOf(forged)]).toEqual([401, 'chave_invalida']);

    await db().doc(`integradores/${titular.uid}`).update({ status: 'pendente_documentacao' });
    const unapproved = await apiCall('GET', '/api/v1/linhas', { key: chave });
    expect([unapproved.status, codeOf(unapproved)]).toEqual([403, 'integrador_nao_aprovado']);
    await db().doc(`integradores/${titular.uid}`).update({ status: 'aprovado' });
    expect((await apiCall('GET', '/api/v1/linhas', { key: chave })).status).toBe(200);

    resultOf(await callFunction('revokeApiKey', { id }, titular.idToken));
    const revoked = await apiCall('GET', '/api/v1/linhas', { key: chave });
    expect([revoked.status, codeOf(revoked)]).toEqual([401, 'chave_revogada']);
  });

  it("a key without 'escrita' cannot create (403, nothing written); one without 'leitura' cannot read", async () => {
    const titular = await integratorAccountWith('aprovado', 'Sol API Ltda', 'api');
    const reader = await newKey(titular, ['leitura']);
    const body = proposalBody(titular.uid);
    const refused = await create(reader.chave, body);
    expect([refused.status, codeOf(refused)]).toEqual([403, 'escopo_insuficiente']);
    expect((await db().doc(`propostas/${body.id}`).get()).exists).toBe(false);

    const writer = await newKey(titular, ['escrita']);
    const created = await create(writer.chave, body);
    expect(created.status).toBe(201);
    const read = await apiCall('GET', `/api/v1/propostas/${body.id}`, { key: writer.chave });
    expect([read.status, codeOf(read)]).toEqual([403, 'escopo_insuficiente']);
    expect((await apiCall('GET', `/api/v1/propostas/${body.id}`, { key: reader.chave })).status).toBe(200);
  });

  it("another company's key sees none of this company's proposals: reading one is 404, its list is its own", async () => {
    const owner = await integratorAccountWith('aprovado', 'Sol API Ltda', 'api');
    const ownerKey = await newKey(owner);
    const body = proposalBody(owner.uid);
    expect((await create(ownerKey.chave, body)).status).toBe(201);

    const rival = await integratorAccountWith('aprovado', 'Outra Solar', 'api');
    const rivalKey = await newKey(rival);
    const hidden = await apiCall('GET', `/api/v1/propostas/${body.id}`, { key: rivalKey.chave });
    expect([hidden.status, codeOf(hidden)]).toEqual([404, 'nao_encontrado']);
    const missing = await apiCall('GET', `/api/v1/propostas/${newProposalId()}`, { key: rivalKey.chave });
    expect(missing.body).toEqual(hidden.body);
    const list = await apiCall('GET', '/api/v1/propostas', { key: rivalKey.chave });
    expect((list.body as { dados: unknown[] }).dados).toEqual([]);
    // Answering a pending item of the other company's proposal: also 404, nothing written.
    const admin = await newAdminAccount();
    const itemId = db().collection('ids').doc().id;
    resultOf(await callFunction('addPendingItem', { propostaId: body.id, itemId, tipo: 'comprovante_renda', texto: 'Confirme a renda', exigeArquivo: false }, admin.idToken));
    const answer = await apiCall('POST', `/api/v1/propostas/${body.id}/pendencias/${itemId}/resposta`, { key: rivalKey.chave, json: { texto: 'Segue' } });
    expect([answer.status, codeOf(answer)]).toEqual([404, 'nao_encontrado']);
    expect((await db().doc(`propostas/${body.id}/pendencias/${itemId}`).get()).get('estado')).toBe('aberta');

    const own = await apiCall('GET', `/api/v1/propostas/${body.id}`, { key: ownerKey.chave });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: body.id, status: 'pendente_correcao', pendencias: { abertas: 1, total: 1 } });
  });
});
