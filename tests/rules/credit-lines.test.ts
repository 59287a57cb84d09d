/**
 * linhas_credito/{id}, its versoes/{versao} and publico/taxas (issue 32): admins and approved
 * integrators read the lines, only admins the replaced values, anyone the public subset by name;
 * nobody writes any of them directly (the updateCreditLine callable does), nobody lists publico/.
 */
import { describe, it } from 'vitest';
import { hasFirestore } from '../emulator-env';
import {
  allowOnly,
  approvedMembers,
  baseIntegrators,
  eachPersona,
  expectRule,
  nobody,
  personas,
  rejectedDb,
  rejectedIntegrator,
  uids,
  useRulesEnv,
} from './firestore-test-env';

const line = {
  id: 'credito_consignado', ativa: true, taxas: { '12': 1.66 }, valor_min_centavos: 200000, valor_max_centavos: 15000000, tarifa_centavos: 0,
  nota: 'interna', versao: 2, atualizado_por: uids.admin, atualizado_em: new Date('2026-01-10T12:00:00Z'),
};
const version = { versao: 1, valores: { ...line, taxas: { '12': 1.7 } }, por: uids.admin, desde_em: new Date('2026-01-01T12:00:00Z'), substituida_em: new Date('2026-01-10T12:00:00Z') };
const published = { linhas: [{ id: 'credito_consignado', ativa: true, taxas: { '12': 1.66 }, valor_min_centavos: 200000, valor_max_centavos: 15000000, tarifa_centavos: 0 }], atualizado_em: new Date('2026-01-10T12:00:00Z') };

const quoters = allowOnly(...approvedMembers, 'admin');
const everyone = allowOnly(...personas);

describe.skipIf(!hasFirestore)('firestore.rules: credit lines and the public rates', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseIntegrators(),
    ...rejectedIntegrator(),
    'linhas_credito/credito_consignado': line,
    'linhas_credito/credito_consignado/versoes/1': version,
    'publico/taxas': published,
    'publico/outro': { segredo: true },
  }));

  describe('get a line', () => {
    eachPersona(getEnv, quoters, (db) => db.doc('linhas_credito/credito_consignado').get());
  });

  describe('list the lines', () => {
    eachPersona(getEnv, quoters, (db) => db.collection('linhas_credito').limit(7).get());
  });

  it('a rejected integrator reads no line', async () => {
    await expectRule(false, rejectedDb(getEnv()).collection('linhas_credito').get());
  });

  describe("list a line's replaced values", () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('linhas_credito/credito_consignado/versoes').orderBy('versao', 'desc').limit(10).get());
  });

  describe('get the public rates', () => {
    eachPersona(getEnv, everyone, (db) => db.doc('publico/taxas').get());
  });

  describe('list publico/', () => {
    eachPersona(getEnv, nobody, (db) => db.collection('publico').get());
  });

  describe('get another public document', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('publico/outro').get());
  });

  describe('write a line directly (only the updateCreditLine callable writes)', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('linhas_credito/credito_consignado').update({ taxas: { '12': 0.5 } }));
  });

  describe('create a line directly', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('linhas_credito/emprestimo_pessoal').set(line));
  });

  describe('write a replaced value directly', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('linhas_credito/credito_consignado/versoes/9').set(version));
  });

  describe('write the public rates directly', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('publico/taxas').set(published));
  });

  describe('delete a line', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('linhas_credito/credito_consignado').delete());
  });
});
