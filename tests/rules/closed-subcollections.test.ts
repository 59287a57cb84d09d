/**
 * Subcollections whose features have not landed are closed to every client (deny by default):
 * proposal history, notice read records (comments: comentarios.test.ts). Each feature that opens one replaces its
 * rows here with a persona matrix of its own.
 */
import { describe } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { baseIntegrators, eachPersona, nobody, uids, useRulesEnv } from './firestore-test-env';

const closed = {
  'propostas/{id}/historico': { path: 'propostas/p-owner/historico', doc: { de: 'enviada', para: 'em_analise' } },
  'avisos/{id}/leituras': { path: 'avisos/a-todos/leituras', doc: { lido_em: new Date('2026-01-20T12:00:00Z') } },
} as const;

describe.skipIf(!hasFirestore)('firestore.rules: subcollections closed until their features land', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseIntegrators(),
    'propostas/p-owner': { integrador_id: uids.owner, status: 'enviada' },
    'avisos/a-todos': { audiencia: ['todos'] },
    ...Object.fromEntries(Object.values(closed).map(({ path, doc }) => [`${path}/${uids.owner}`, doc])),
  }));

  describe.each(Object.entries(closed))('%s', (_name, { path, doc }) => {
    describe('get', () => eachPersona(getEnv, nobody, (db) => db.doc(`${path}/${uids.owner}`).get()));
    describe('list', () => eachPersona(getEnv, nobody, (db) => db.collection(path).get()));
    describe('create', () => eachPersona(getEnv, nobody, (db) => db.doc(`${path}/novo`).set(doc)));
    describe('update', () => eachPersona(getEnv, nobody, (db) => db.doc(`${path}/${uids.owner}`).update({ extra: 1 })));
    describe('delete', () => eachPersona(getEnv, nobody, (db) => db.doc(`${path}/${uids.owner}`).delete()));
  });
});
