import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { publishedRatesOf } from '../credit/lines';
import { storedCreditLines } from '../test-fixtures';
import { apiError, apiErrorCodes, apiErrorStatus } from './errors';
import { apiOpenApiDocument, apiOperations } from './openapi';
import { apiLinesOf, apiSimulate, apiSimulationBody, proposalPageOf, publicProposalOf } from './schemas';
import { createBody, fixtureNow, storedProposal } from './schemas.test-support';
import { webhookBodyOf, webhookEventOf } from './webhook';
import { webhookEventTypes } from './types';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const doc = apiOpenApiDocument() as Json;

/** Every $ref in a JSON value. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsOf(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsOf(item, found);
    }
  }
  return found;
}

const resolve = (pointer: string): unknown =>
  pointer
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Json)[part] : undefined), doc);

/** A validator of one component, with the whole document's components for its $refs. */
function validatorOf(component: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'doc', components: doc.components } as Json);
  return ajv.compile({ $ref: `doc#/components/schemas/${component}` });
}

function expectValid(component: string, value: unknown) {
  const validate = validatorOf(component);
  const ok = validate(value);
  expect([component, ok ? null : validate.errors]).toEqual([component, null]);
}

describe('the OpenAPI document', () => {
  it('is an OpenAPI 3.1 document with every route, each with its success and error responses', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('API SolarCred para integradores');
    expect(doc.components.securitySchemes.chaveApi).toMatchObject({ type: 'http', scheme: 'bearer' });
    const routes = Object.entries(doc.paths as Json).flatMap(([path, item]) => Object.keys(item as Json).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes.sort()).toEqual(
      [
        'GET /api/v1/openapi.json', 'GET /api/v1/linhas', 'POST /api/v1/simulacoes', 'POST /api/v1/propostas', 'GET /api/v1/propostas', 'GET /api/v1/propostas/{id}',
        'POST /api/v1/uploads', 'PUT /api/v1/uploads/{token}', 'POST /api/v1/propostas/{id}/pendencias/{itemId}/resposta',
      ].sort(),
    );
    for (const op of apiOperations) {
      const operation = doc.paths[op.path][op.method] as Json;
      const statuses = Object.keys(operation.responses);
      expect(statuses.some((status) => status.startsWith('2'))).toBe(true);
      for (const code of op.erros) {
        const response = operation.responses[String(apiErrorStatus[code])];
        expect([op.operationId, code, response?.['x-codigos']?.includes(code)]).toEqual([op.operationId, code, true]);
        expect(response.content['application/json'].examples[code].value).toEqual(apiError(code).body());
      }
      // Every path parameter is declared, and only those.
      const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect((operation.parameters ?? []).filter((p: Json) => p.in === 'path').map((p: Json) => p.name)).toEqual(inPath);
      expect(operation.security).toEqual(op.escopo ? [{ chaveApi: [] }] : []);
    }
    expect(doc.paths['/api/v1/propostas'].get.responses['429'].headers['Retry-After']).toBeDefined();
    expect(doc.paths['/api/v1/propostas'].post.parameters.map((p: Json) => p.name)).toContain('Idempotency-Key');
    // Every code is answered by some route, and 405 (any route, another method) by the document's description.
    const used = new Set(apiOperations.flatMap((op) => op.erros));
    expect(apiErrorCodes.filter((code) => !used.has(code))).toEqual(['metodo_nao_permitido']);
    expect(doc.info.description).toContain('405 metodo_nao_permitido');
  });

  it('resolves every $ref', () => {
    const refs = refsOf(doc);
    expect(refs.length).toBeGreaterThan(20);
    for (const target of refs) expect([target, resolve(target) !== undefined]).toEqual([target, true]);
  });

  it('describes each webhook with its payload and signature header', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...webhookEventTypes].sort());
    for (const tipo of webhookEventTypes) {
      const post = doc.webhooks[tipo].post as Json;
      expect(post.parameters.map((p: Json) => p.name)).toEqual(['SolarCred-Event-Id', 'SolarCred-Event-Seq', 'SolarCred-Signature']);
      expect(post.description).toContain('HMAC-SHA256');
      expect(resolve(post.requestBody.content['application/json'].schema.$ref)).toBeDefined();
    }
  });

  it("validates the API's real responses and requests with its own schemas", () => {
    const proposal = storedProposal();
    expectValid('Proposta', publicProposalOf(proposal));
    expectValid('ListaPropostas', proposalPageOf([proposal, storedProposal({ id: 'B'.repeat(20) })], 1));
    const published = publishedRatesOf(storedCreditLines(), fixtureNow);
    expectValid('Linhas', apiLinesOf(published));
    expectValid('ResultadoSimulacao', apiSimulate(published, apiSimulationBody.parse({ valor_sistema_centavos: 30_000_00, prazo: 12 }), fixtureNow));
    expectValid('Erro', apiError('entrada_invalida', 'Nome inválido.', { nome: 'Nome inválido.' }).body());
    expectValid('CriarProposta', createBody());
    expectValid('Simulacao', { valor_sistema_centavos: 30_000_00, prazo: 12 });
  });

  it('validates every webhook body the builders make', () => {
    const base = { proposta_id: 'p1', integrador_id: 'e1' };
    const drafts = [
      webhookEventOf({ tipo: 'proposta.status_alterado', proposta: { id: 'p1', integrador_id: 'e1' }, historico: { id: 'h1', de: 'enviada', para: 'em_analise', motivo: null, em: fixtureNow } }),
      webhookEventOf({ tipo: 'pendencia.criada', pendencia: { ...base, id: 'i1', tipo: 'documento_ilegivel', texto: 'Envie o RG.', exige_arquivo: true, criada_em: fixtureNow } }),
      webhookEventOf({ tipo: 'contrato.assinado', contrato: { ...base, id: 'c1', versao: 1, estado: 'assinado', assinatura: { assinado_em: fixtureNow } as never } }),
      webhookEventOf({ tipo: 'repasse.pago', lancamento: { ...base, id: 'p1:1:3', tipo: 'paga', ciclo: 1, parcela: 2, valor_centavos: 1000, data_pagamento: '2026-03-20', forma: 'pix', referencia: 'E1' } }),
      webhookEventOf({ tipo: 'cashback.pago', lancamento: { ...base, id: 'p1:1:paga', tipo: 'paga', ciclo: 1, valor_centavos: 1000, vencimento: '2026-03-20', data_pagamento: '2026-03-20', forma: 'pix', referencia: 'E1' } }),
    ];
    expect(drafts.map((draft) => draft?.tipo)).toEqual([...webhookEventTypes]);
    for (const [i, draft] of drafts.entries()) {
      expectValid(`Evento_${draft!.tipo.replace('.', '_')}`, webhookBodyOf({ ...draft!, seq: i + 1, criado_em: fixtureNow }));
    }
    expect(validatorOf('Evento_repasse_pago')({ ...webhookBodyOf({ ...drafts[3]!, seq: 1, criado_em: fixtureNow }), seq: 0 })).toBe(false);
  });

  it('refuses what the API refuses: the schemas are not empty shells', () => {
    const validate = validatorOf('Proposta');
    expect(validate({ ...publicProposalOf(storedProposal()), search_tokens: ['x'] })).toBe(false);
    expect(validatorOf('Erro')({ erro: { codigo: 'inventado', mensagem: 'x' } })).toBe(false);
    expect(validatorOf('Simulacao')({ prazo: 12 })).toBe(false);
  });

  it('is the same object on every call, and a copy', () => {
    const a = apiOpenApiDocument() as Json;
    a.info.title = 'mudado';
    expect((apiOpenApiDocument() as Json).info.title).toBe('API SolarCred para integradores');
  });
});
