import { describe, expect, it } from 'vitest';
import { domainErrorOf } from '../test-fixtures';
import { apiLimits, createApiKey, createWebhook, ownWebhook, revokeApiKey } from './commands';
import { apiKeyHash, parseApiKey } from './keys';

const titular = { uid: 'empresa-1', role: 'integrador' as const };
const gestor = { uid: 'gestor-1', role: 'integrador' as const, empresa: 'empresa-1', papel: 'gestor' as const };
const now = 1_767_225_600_000;

describe('createApiKey', () => {
  it('stores only the hash and returns the key once', () => {
    const { stored, issued } = createApiKey(0, { nome: '  ERP  ', escopos: ['escrita', 'leitura', 'leitura'] }, titular, now);
    expect(stored).toMatchObject({ id: issued.id, integrador_id: 'empresa-1', nome: 'ERP', escopos: ['leitura', 'escrita'], criado_por: 'empresa-1', criado_em: now, revogada_em: null, ultimo_uso_em: null });
    expect(stored.hash).toBe(apiKeyHash(parseApiKey(issued.chave)!.secret));
    expect(JSON.stringify(stored)).not.toContain(parseApiKey(issued.chave)!.secret);
    expect(stored.prefixo).toBe(issued.chave.slice(0, 12));
  });

  it('refuses, in Portuguese: not the titular, a bad name or scope, the 11th key', () => {
    expect(domainErrorOf(() => createApiKey(0, { nome: 'ERP', escopos: ['leitura'] }, gestor, now)).message).toBe('Apenas o titular da empresa pode fazer isso.');
    expect(domainErrorOf(() => createApiKey(0, { nome: 'ERP', escopos: ['leitura'] }, null, now)).code).toBe('unauthenticated');
    expect(domainErrorOf(() => createApiKey(0, { nome: ' ', escopos: ['leitura'] }, titular, now)).fields).toEqual({ nome: 'Informe o nome da chave.' });
    expect(domainErrorOf(() => createApiKey(0, { nome: 'x'.repeat(61), escopos: ['leitura'] }, titular, now)).message).toBe('O nome da chave tem no máximo 60 caracteres.');
    expect(domainErrorOf(() => createApiKey(0, { nome: 'ERP', escopos: [] }, titular, now)).message).toBe('Escolha ao menos um escopo.');
    expect(domainErrorOf(() => createApiKey(0, { nome: 'ERP', escopos: ['admin'] }, titular, now)).message).toBe('Escopo inválido.');
    expect(() => createApiKey(apiLimits.activeKeys - 1, { nome: 'ERP', escopos: ['leitura'] }, titular, now)).not.toThrow();
    const full = domainErrorOf(() => createApiKey(apiLimits.activeKeys, { nome: 'ERP', escopos: ['leitura'] }, titular, now));
    expect([full.code, full.message]).toEqual(['failed-precondition', 'Sua empresa já tem 10 chaves ativas. Revogue uma antes de criar outra.']);
  });
});

describe('revokeApiKey', () => {
  const { stored } = createApiKey(0, { nome: 'ERP', escopos: ['leitura'] }, titular, now);
  it('marks the key revoked once, and another company’s key reads as missing', () => {
    expect(revokeApiKey(stored, titular, now + 1)).toEqual({ revogada_em: now + 1, revogada_por: 'empresa-1' });
    expect(revokeApiKey({ ...stored, revogada_em: now, revogada_por: 'empresa-1' }, titular, now + 1)).toBeNull();
    expect(domainErrorOf(() => revokeApiKey({ ...stored, integrador_id: 'empresa-2' }, titular, now)).message).toBe('Chave não encontrada.');
    expect(domainErrorOf(() => revokeApiKey(null, titular, now)).code).toBe('not-found');
    expect(domainErrorOf(() => revokeApiKey(stored, gestor, now)).code).toBe('permission-denied');
  });
});

describe('createWebhook', () => {
  it('stores the endpoint with a secret shown once', () => {
    const { stored, secret } = createWebhook(0, { url: 'https://hooks.example.com/solarcred', eventos: ['cashback.pago', 'proposta.status_alterado'] }, titular, now, { resolved: ['93.184.216.34'] });
    expect(stored).toMatchObject({ integrador_id: 'empresa-1', url: 'https://hooks.example.com/solarcred', eventos: ['proposta.status_alterado', 'cashback.pago'], ativo: true, criado_por: 'empresa-1' });
    expect(secret.id).toBe(stored.id);
    expect(secret.segredo).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(stored.segredo_prefixo).toBe(secret.segredo.slice(0, 10));
    expect(JSON.stringify(stored)).not.toContain(secret.segredo);
  });

  it('refuses, in Portuguese: not the titular, http, a private address, no events, the 6th endpoint', () => {
    const input = { url: 'https://hooks.example.com/x', eventos: ['pendencia.criada'] };
    expect(domainErrorOf(() => createWebhook(0, input, gestor, now)).message).toBe('Apenas o titular da empresa pode fazer isso.');
    expect(domainErrorOf(() => createWebhook(0, { ...input, url: 'http://hooks.example.com/x' }, titular, now)).fields).toEqual({ url: 'A URL precisa usar https://.' });
    expect(domainErrorOf(() => createWebhook(0, input, titular, now, { resolved: ['192.168.0.10'] })).message).toMatch(/^A URL precisa apontar para um endereço público/);
    expect(domainErrorOf(() => createWebhook(0, { ...input, eventos: [] }, titular, now)).message).toBe('Escolha ao menos um evento.');
    expect(domainErrorOf(() => createWebhook(0, { ...input, eventos: ['proposta.apagada'] }, titular, now)).message).toBe('Evento inválido.');
    expect(domainErrorOf(() => createWebhook(0, { ...input, url: '' }, titular, now)).message).toBe('Informe a URL do endpoint.');
    expect(domainErrorOf(() => createWebhook(apiLimits.webhooks, input, titular, now)).message).toBe('Sua empresa já tem 5 endpoints. Remova um antes de adicionar outro.');
  });

  it('lets only the company’s titular act on its endpoint', () => {
    const { stored } = createWebhook(0, { url: 'https://hooks.example.com/x', eventos: ['pendencia.criada'] }, titular, now);
    expect(ownWebhook(stored, titular)).toBe(stored);
    expect(domainErrorOf(() => ownWebhook({ ...stored, integrador_id: 'empresa-2' }, titular)).message).toBe('Endpoint não encontrado.');
    expect(domainErrorOf(() => ownWebhook(stored, gestor)).code).toBe('permission-denied');
  });
});
