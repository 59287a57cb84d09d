import { describe, expect, it } from 'vitest';
import { maskCnpj } from './masks';
import {
  SEARCH_TOKEN_MAX_COUNT,
  foldText,
  integratorSearchTokens,
  searchTermOf,
  searchTokensPatch,
} from './integrator-search';
import type { Integrator } from './model';

const raio = { nome_empresa: 'Raio de Sol Instalações', email: 'Analise@SolarCred.demo', cnpj: '11222333000181' };
const luz = { nome_empresa: 'Luz do Cerrado Solar', email: 'luz@example.com', cnpj: '12ABC34501DE35' };
const finds = (record: typeof raio, typed: string) => integratorSearchTokens(record).includes(searchTermOf(typed));

describe('integratorSearchTokens and searchTermOf', () => {
  it('fold accents, case and spaces', () => {
    expect(foldText('  Instalações   ÁGUA ')).toBe('instalacoes agua');
  });

  it('find an accented company name typed without accents, any word, any prefix', () => {
    for (const typed of ['raio de sol instalacoes', 'INSTALAÇÕES', 'instal', 'sol inst', 'r', 'de sol']) expect(finds(raio, typed)).toBe(true);
    for (const typed of ['aio', 'sol raio', 'instalacoesx']) expect(finds(raio, typed)).toBe(false);
  });

  it('find a numeric CNPJ masked and unmasked, whole or a prefix', () => {
    for (const typed of ['11.222.333/0001-81', '11222333000181', '11.222', '112223', maskCnpj(raio.cnpj)]) expect(finds(raio, typed)).toBe(true);
    expect(finds(raio, '22333')).toBe(false);
  });

  it('find an alphanumeric CNPJ masked and unmasked, in any case', () => {
    for (const typed of ['12.ABC.345/01DE-35', '12abc34501de35', '12ABC', '12.abc.3']) expect(finds(luz, typed)).toBe(true);
  });

  it('find the e-mail and its prefixes, ignoring case', () => {
    for (const typed of ['ANALISE@SOLARCRED', 'analise', 'analise@solarcred.demo']) expect(finds(raio, typed)).toBe(true);
    expect(finds(raio, 'solarcred.demo')).toBe(false);
  });

  it('are sorted, unique and bounded however long the record', () => {
    const long = { nome_empresa: Array.from({ length: 30 }, (_, n) => `palavra${n}comprida`).join(' '), email: `${'x'.repeat(200)}@a.com`, cnpj: raio.cnpj };
    const tokens = integratorSearchTokens(long);
    expect(tokens.length).toBeLessThanOrEqual(SEARCH_TOKEN_MAX_COUNT);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect([...tokens].sort()).toEqual(tokens);
    expect(integratorSearchTokens({ nome_empresa: '', email: '', cnpj: undefined })).toEqual([]);
  });

  it('a search longer than the tokens still finds the record', () => {
    const record = { nome_empresa: 'Companhia Brasileira de Energia Solar Fotovoltaica do Nordeste', email: 'a@b.c', cnpj: '' };
    expect(finds(record, record.nome_empresa)).toBe(true);
    expect(searchTermOf('   ')).toBe('');
  });
});

describe('searchTokensPatch', () => {
  const record = { id: 'i1', user_id: 'i1', status: 'aprovado', created_at: 1, updated_at: 1, ...raio } satisfies Integrator;

  it('writes the tokens when missing or stale, nothing when they are right or the record is gone', () => {
    const patch = searchTokensPatch(record);
    expect(patch).toEqual({ search_tokens: integratorSearchTokens(record) });
    expect(searchTokensPatch({ ...record, ...patch })).toBeNull();
    expect(searchTokensPatch({ ...record, ...patch, nome_empresa: 'Outra' })?.search_tokens).toContain('outra');
    expect(searchTokensPatch(null)).toBeNull();
  });
});
