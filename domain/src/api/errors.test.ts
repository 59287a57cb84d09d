import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { ApiError, apiError, apiErrorCodes, apiErrorOf, apiErrorOfDomain, httpStatusOf } from './errors';

describe('API errors', () => {
  it('answer the documented statuses', () => {
    expect(
      Object.fromEntries(apiErrorCodes.map((code) => [code, httpStatusOf(code)])),
    ).toMatchObject({
      entrada_invalida: 400, nao_autenticado: 401, chave_invalida: 401, chave_revogada: 401, escopo_insuficiente: 403, integrador_nao_aprovado: 403,
      nao_encontrado: 404, metodo_nao_permitido: 405, idempotencia_conflito: 409, conflito: 409, arquivo_grande: 413, corpo_grande: 413,
      tipo_nao_suportado: 415, limite_excedido: 429, erro_interno: 500, armazenamento_indisponivel: 503,
    });
  });

  it('have a Portuguese message for every code, and the documented body', () => {
    for (const code of apiErrorCodes) expect(apiError(code).message).toMatch(/[a-zà-ú]{3,}.*\.$/i);
    expect(apiError('limite_excedido').body()).toEqual({ erro: { codigo: 'limite_excedido', mensagem: 'Limite de requisições excedido. Tente de novo em alguns segundos.' } });
    expect(apiError('entrada_invalida', 'Nome inválido.', { nome: 'Nome inválido.' }).body()).toEqual({
      erro: { codigo: 'entrada_invalida', mensagem: 'Nome inválido.', campos: { nome: 'Nome inválido.' } },
    });
    expect(apiError('entrada_invalida', undefined, {}).body().erro).not.toHaveProperty('campos');
  });

  it('map DomainErrors by their code, keeping message and fields', () => {
    const cases = [
      ['invalid-argument', 'entrada_invalida', 400],
      ['unauthenticated', 'nao_autenticado', 401],
      ['permission-denied', 'acesso_negado', 403],
      ['not-found', 'nao_encontrado', 404],
      ['failed-precondition', 'conflito', 409],
      ['already-exists', 'conflito', 409],
    ] as const;
    for (const [domain, code, status] of cases) {
      const mapped = apiErrorOfDomain(new DomainError(domain, 'Motivo em português.', { campo: 'Erro do campo.' }));
      expect([mapped.code, mapped.status, mapped.message, mapped.fields]).toEqual([code, status, 'Motivo em português.', { campo: 'Erro do campo.' }]);
    }
  });

  it('answer anything else as erro_interno, never its message or stack', () => {
    const mapped = apiErrorOf(new TypeError('segredo interno em /srv/app.js:12'));
    expect(mapped.code).toBe('erro_interno');
    expect(JSON.stringify(mapped.body())).not.toContain('segredo');
    const own = new ApiError('limite_excedido', undefined, undefined, 3);
    expect(apiErrorOf(own)).toBe(own);
    expect(own.retryAfterSeconds).toBe(3);
  });
});
