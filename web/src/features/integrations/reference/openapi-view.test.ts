import { describe, expect, it } from 'vitest';
import { apiOpenApiDocument, apiOperations } from '@solarcred/domain/api/openapi';
import { fieldsOf, groupedOperations, operationsOf, typeOf, webhookEventsOf, type OpenApiDocument } from './openapi-view';

const doc = apiOpenApiDocument() as unknown as OpenApiDocument;

describe("the reference page's reading of the OpenAPI document", () => {
  it('has every operation once, with its scope (none for a public one)', () => {
    const shown = operationsOf(doc);
    expect(shown.map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual(apiOperations.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort());
    for (const op of apiOperations) {
      expect(shown.find((operation) => operation.method === op.method.toUpperCase() && operation.path === op.path)?.scopes).toEqual(op.escopo ? [op.escopo] : []);
    }
    expect(groupedOperations(doc).flatMap((group) => group.operations)).toHaveLength(shown.length);
  });

  it('lists a request body\'s fields through its $ref, with required marks and nested names', () => {
    const create = operationsOf(doc).find((operation) => operation.method === 'POST' && operation.path === '/api/v1/propostas')!;
    expect(create.request.map((field) => field.name)).toEqual(expect.arrayContaining(['id', 'proposta', 'proposta.clientData']));
    expect(create.request.find((field) => field.name === 'id')?.required).toBe(true);
    expect(create.parameters.map((field) => field.name)).toContain('Idempotency-Key');
  });

  it('names types shortly and reads every webhook event', () => {
    const local: OpenApiDocument = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components: { schemas: { A: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } } } };
    expect(typeOf(local, { type: 'string', format: 'date-time' })).toBe('string (date-time)');
    expect(typeOf(local, { enum: ['leitura', 'escrita'] })).toBe('leitura | escrita');
    expect(typeOf(local, { type: 'array', items: { $ref: '#/components/schemas/A' } })).toBe('array de object');
    expect(fieldsOf(local, { $ref: '#/components/schemas/A' })).toEqual([{ name: 'n', type: 'integer', required: true, description: '' }]);
    expect(webhookEventsOf(doc).map((event) => event.name)).toEqual(['proposta.status_alterado', 'pendencia.criada', 'contrato.assinado', 'repasse.pago', 'cashback.pago']);
  });
});
