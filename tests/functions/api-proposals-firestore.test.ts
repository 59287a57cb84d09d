/**
 * The partner API's routes (issue 52) on the emulators, every answer checked against the OpenAPI
 * document: the public document itself, lines and simulation, creating a proposal with an
 * Idempotency-Key (the same key and body answer the stored first answer and write one proposal;
 * the same key and another body: 409, nothing written), bounded input (a body outside the
 * schemas: 400 with each field's Portuguese message; over 1 MB: 413; not JSON: 415), the list's
 * pages, status filter and changed-since, answering a pending item, and the upload URL (whose PUT
 * answers 503 at once without a Storage emulator).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { apiOpenApiDocument } from '@solarcred/domain/api/openapi';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { proposalWithAttachmentsIn, storedCreditLines } from '@solarcred/domain/test-fixtures';
import { hasAuth, hasFirestore, hasStorage } from '../emulator-env';
import { newAdminAccount } from './accounts';
import { callFunction, resultOf } from './callables';
import { db, integratorAccountWith } from './firestore-admin';
import { apiCall, apiRequest, codeOf, newKey, newProposalId } from './api-support';

const proposalBody = (company: string, id = newProposalId()) => ({ id, proposta: proposalWithAttachmentsIn(`propostas-anexos/${company}/${id}`) });
const create = (key: string, body: unknown, idempotencyKey: string) => apiCall('POST', '/api/v1/propostas', { key, json: body, headers: { 'idempotency-key': idempotencyKey } });
const companyProposals = async (company: string) => (await db().collection('propostas').where('integrador_id', '==', company).get()).size;

describe.skipIf(!(hasFirestore && hasAuth))('partner API routes (Auth + Functions + Firestore emulators)', () => {
  it('serves the OpenAPI document without a key; unknown routes are 404 and other methods 405 with Allow', async () => {
    const doc = await apiCall('GET', '/api/v1/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body).toEqual(apiOpenApiDocument());
    const unknown = await apiRequest('GET', '/api/v1/nada');
    expect([unknown.status, codeOf(unknown)]).toEqual([404, 'nao_encontrado']);
    expect(unknown.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const method = await apiRequest('DELETE', '/api/v1/propostas');
    expect([method.status, codeOf(method), method.headers.get('allow')]).toEqual([405, 'metodo_nao_permitido', 'GET, POST']);
  });

  it('lists the published lines and simulates with the domain arithmetic; a simulation outside the bounds is 400 with its fields', async () => {
    const titular = await integratorAccountWith('aprovado', 'Sol API Ltda', 'api');
    const { chave } = await newKey(titular, ['leitura']);
    const line = storedCreditLines()[0]!;
    await db().doc('publico/taxas').set({
      linhas: [{ id: line.id, ativa: true, taxas: line.taxas, valor_min_centavos: line.valor_min_centavos, valor_max_centavos: line.valor_max_centavos, tarifa_centavos: line.tarifa_centavos }],
      atualizado_em: Timestamp.fromMillis(Date.UTC(2026, 0, 10)),
    });
    const lines = await apiCall('GET', '/api/v1/linhas', { key: chave });
    expect(lines.status).toBe(200);
    expect((lines.body as { linhas: { id: string }[] }).linhas.map((l) => l.id)).toEqual([line.id]);

    const simulation = await apiCall('POST', '/api/v1/simulacoes', { key: chave, json: { valor_sistema_centavos: 3_250_000, entrada_centavos: 500_000, prazo: 60 } });
    expect(simulation.status).toBe(200);
    expect((simulation.body as { opcoes: { linha: string; parcela_centavos: number }[] }).opcoes[0]).toMatchObject({ linha: line.id });

    const invalid = await apiCall('POST', '/api/v1/simulacoes', { key: chave, json: { valor_sistema_centavos: 100_000, entrada_centavos: 200_000, prazo: 60 } });
    expect([invalid.status, codeOf(invalid)]).toEqual([400, 'entrada_invalida']);
    expect((invalid.body as { erro: { campos: Record<string, string> } }).erro.campos).toEqual({ entrada_centavos: creditText.downPaymentTooHigh });
  });

  it('creates once per Idempotency-Key: the same body answers the stored first answer, another body is 409 and writes nothing', async () => {
    const titular = await integratorAccountWith('aprovado', 'Sol API Ltda', 'api');
    const { chave } = await newKey(titular, ['escrita']);
    const body = proposalBody(titular.uid);
    const first = await create(chave, body, 'pedido-123');
    expect([first.status, first.body]).toEqual([201, { id: body.id }]);
    // Concurrent and later replays with the same key and body: the stored first answer (201), one proposal, one history entry.
    const replays = await Promise.all([create(chave, body, 'pedido-123'), create(chave, body, 'pedido-123')]);
    expect(replays.map((r) => [r.status, r.body])).toEqual([
      [201, { id: body.id }],
      [201, { id: body.id }],
    ]);
    // Key order does not matter: the canonical JSON is hashed.
    const reordered = { proposta: body.proposta, id: body.id };
    expect((await create(chave, reordered, 'pedido-123')).status).toBe(201);
    expect(await companyProposals(titular.uid)).toBe(1);
    expect((await db().collection(`propostas/${body.id}/historico`).get()).size).toBe(1);

    const other = proposalBody(titular.uid);
    const conflict = await create(chave, other, 'pedido-123');
    expect([conflict.status, codeOf(conflict)]).toEqual([409, 'idempotencia_conflito']);
    expect((await db().doc(`propostas/${other.id}`).get()).exists).toBe(false);
    expect(await companyProposals(titular.uid)).toBe(1);

    // The header is required (1–100 visible ASCII characters).
    for (const header of [undefined, '', 'a'.repeat(101), 'com espaço']) {
      const answer = await apiCall('POST', '/api/v1/propostas', { key: chave, json: proposalBody(titular.uid), headers: header === undefined ? {} : { 'idempotency-key': header } });
      expect([answer.status, codeOf(answer)], String(header)).toEqual([400, 'entrada_invalida']);
    }
    expect(await companyProposals(titular.uid)).toBe(1);
  });

  it('refuses a body outside the schemas (400, fields in Portuguese), over 1 MB (413) or not JSON (415), writing nothing', async () => {
    const titular = await integratorAccountWith('aprovado', 'Sol API Ltda', 'api');
    const { chave } = await newKey(titular, ['escrita']);
    const bad = proposalBody(titular.uid);
    bad.proposta.clientData = { ...bad.proposta.clientData, cpfCnpj: '111.111.111-11' };
    const invalid = await create(chave, bad, 'invalido-1');
    expect([invalid.status, codeOf(invalid)]).toEqual([400, 'entrada_invalida']);
    expect((invalid.body as { erro: { mensagem: string; campos: Record<string, string> } }).erro).toMatchObject({ mensagem: 'CPF inválido', campos: { 'proposta.clientData.cpfCnpj': 'CPF inválido' } });

    const big = { ...proposalBody(titular.uid), extra: 'x'.repeat(1024 * 1024) };
    const tooLarge = await create(chave, big, 'grande-1');
    expect([tooLarge.status, codeOf(tooLarge)]).toEqual([413, 'corpo_grande']);
    const notJson = await apiCall('POST', '/api/v1/propostas', { key: chave, raw: 'id=1', contentType: 'text/plain', headers: { 'idempotency-key': 'texto-1' } });
    expect([notJson.status, codeOf(notJson)]).toEqual([415, 'tipo_nao_suportado']);
    expect(await companyProposals(titular.uid)).toBe(0);
    expect((await db().collection('api_idempotencia').where('corpo_hash', '!=', '').get()).docs.filter((doc) => doc.id.startsWith(chave.slice(4, 24))).length).toBe(0);
  });

  it('lists the company’s proposals by last change, in pages, by status and changed since an instant', async () => {
    const titular = await integratorAccountWith('aprovado', 'Sol API Ltda', 'api');
    const { chave } = await newKey(titular);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const body = proposalBody(titular.uid);
      expect((await create(chave, body, `lista-${i}`)).status).toBe(201);
      ids.push(body.id);
    }
    // updated_at: the first created is the most recently changed; the third is 'em_analise'.
    const at = (i: number) => Date.UTC(2026, 1, 1, 12, 0, 10 - i);
    await Promise.all(ids.map((id, i) => db().doc(`propostas/${id}`).update({ updated_at: Timestamp.fromMillis(at(i)), ...(i === 2 ? { status: 'em_analise' } : {}) })));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limite=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await apiCall('GET', `/api/v1/propostas${query}`, { key: chave });
      expect(page.status).toBe(200);
      const { dados, proximo_cursor } = page.body as { dados: { id: string }[]; proximo_cursor: string | null };
      expect(dados.length).toBeLessThanOrEqual(2);
      seen.push(...dados.map((p) => p.id));
      cursor = proximo_cursor;
      pages += 1;
    } while (cursor && pages < 5);
    expect(seen).toEqual(ids);
    expect(pages).toBe(3);

    const analysing = await apiCall('GET', '/api/v1/propostas?status=em_analise', { key: chave });
    expect((analysing.body as { dados: { id: string }[] }).dados.map((p) => p.id)).toEqual([ids[2]]);
    const since = await apiCall('GET', `/api/v1/propostas?alteradas_desde=${new Date(at(1)).toISOString()}`, { key: chave });
    expect((since.body as { dados: { id: string }[] }).dados.map((p) => p.id)).toEqual(ids.slice(0, 2));
    for (const query of ['limite=0', 'limite=101', 'cursor=nao-e-um-cursor', 'status=qualquer', 'alteradas_desde=ontem']) {
      const refused = await apiCall('GET', `/api/v1/propostas?${query}`, { key: chave });
      expect([refused.status, codeOf(refused)], query).toEqual([400, 'entrada_invalida']);
    }
  });

  it('answers a pending item of its proposal as answerPendingItem does', async () => {
    const titular = await integratorAccountWith('aprovado', 'Sol API Ltda', 'api');
    const { chave } = await newKey(titular);
    const body = proposalBody(titular.uid);
    expect((await create(chave, body, 'pendencia-1')).status).toBe(201);
    const admin = await newAdminAccount();
    const itemId = db().collection('ids').doc().id;
    resultOf(await callFunction('addPendingItem', { propostaId: body.id, itemId, tipo: 'comprovante_renda', texto: 'Confirme a renda', exigeArquivo: false }, admin.idToken));

    const empty = await apiCall('POST', `/api/v1/propostas/${body.id}/pendencias/${itemId}/resposta`, { key: chave, json: {} });
    expect([empty.status, codeOf(empty)]).toEqual([400, 'entrada_invalida']);
    expect(Object.keys((empty.body as { erro: { campos: object } }).erro.campos)).toEqual(['texto']);
    const answered = await apiCall('POST', `/api/v1/propostas/${body.id}/pendencias/${itemId}/resposta`, { key: chave, json: { texto: 'Renda confirmada' } });
    expect([answered.status, answered.body]).toEqual([200, { proposta_id: body.id, pendencia_id: itemId, estado: 'respondida' }]);
    expect((await db().doc(`propostas/${body.id}/pendencias/${itemId}`).get()).data()).toMatchObject({ estado: 'respondida', resposta_texto: 'Renda confirmada' });
    const proposal = await apiCall('GET', `/api/v1/propostas/${body.id}`, { key: chave });
    expect((proposal.body as { pendencias: object }).pendencias).toEqual({ abertas: 0, total: 1 });
  });

  it("issues a 15-minute upload URL in the proposal's folder; its PUT checks the token and, without a Storage emulator, answers 503 at once", async () => {
    const titular = await integratorAccountWith('aprovado', 'Sol API Ltda', 'api');
    const { chave } = await newKey(titular, ['escrita']);
    const propostaId = newProposalId();
    const issued = await apiCall('POST', '/api/v1/uploads', { key: chave, json: { proposta_id: propostaId, tipo: 'anexo_rg_cpf', nome: 'rg.pdf', tamanho: 5, content_type: 'application/pdf' } });
    expect(issued.status).toBe(201);
    const { path, upload_url, expira_em } = issued.body as { path: string; upload_url: string; expira_em: string };
    expect(path).toMatch(new RegExp(`^propostas-anexos/${titular.uid}/${propostaId}/anexo_rg_cpf_\\d+\\.pdf$`));
    expect(Date.parse(expira_em) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(upload_url).toContain('/v1/uploads/');

    const tooBig = await apiCall('POST', '/api/v1/uploads', { key: chave, json: { proposta_id: propostaId, tipo: 'anexo_rg_cpf', nome: 'rg.pdf', tamanho: 6 * 1024 * 1024, content_type: 'application/pdf' } });
    expect([tooBig.status, codeOf(tooBig)]).toEqual([400, 'entrada_invalida']);
    const tampered = await apiCall('PUT', upload_url.replace(/.$/, (c) => (c === '0' ? '1' : '0')), { raw: Buffer.from('%PDF-'), contentType: 'application/pdf' });
    expect([tampered.status, codeOf(tampered)]).toEqual([404, 'nao_encontrado']);
    const wrongType = await apiCall('PUT', upload_url, { raw: Buffer.from('%PDF-'), contentType: 'image/png' });
    expect([wrongType.status, codeOf(wrongType)]).toEqual([415, 'tipo_nao_suportado']);
    if (!hasStorage) {
      const put = await apiCall('PUT', upload_url, { raw: Buffer.from('%PDF-'), contentType: 'application/pdf' });
      expect([put.status, codeOf(put)]).toEqual([503, 'armazenamento_indisponivel']);
    }
  });

  it.skip('stores the PUT bytes in the bucket — needs the Storage emulator, whose engine is not cached and cannot be downloaded here', () => {});
});
