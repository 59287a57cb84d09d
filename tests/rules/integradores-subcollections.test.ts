import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { allowOnly, baseIntegrators, eachPersona, nobody, seed, startFirestoreEnv, uids } from './firestore-test-env';

const at = new Date('2026-01-12T12:00:00Z');
const samples = {
  projetos: { integrador_id: uids.owner, nome_cliente: 'Cliente', potencia_kwp: 5.4, fotos: [], created_at: at },
  historico: { de: 'pendente_aprovacao', para: 'aprovado', por: uids.admin, motivo: null, em: at },
} as const;

describe.skipIf(!hasFirestore).each(['projetos', 'historico'] as const)('firestore.rules: integradores/{uid}/%s', (sub) => {
  let env: RulesTestEnvironment;
  const getEnv = () => env;
  const ownDoc = `integradores/${uids.owner}/${sub}/item-1`;
  const ownCollection = `integradores/${uids.owner}/${sub}`;

  beforeAll(async () => {
    env = await startFirestoreEnv();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await seed(env, { ...baseIntegrators(), [ownDoc]: samples[sub] });
  });

  describe('get an entry of the owner', () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.doc(ownDoc).get());
  });

  describe('list the owner entries', () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.collection(ownCollection).get());
  });

  describe('create an entry under the owner', () => {
    eachPersona(getEnv, nobody, (db) => db.collection(ownCollection).add(samples[sub]));
  });

  describe('update an entry', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(ownDoc).update({ created_at: new Date(), em: new Date() }));
  });

  describe('delete an entry', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(ownDoc).delete());
  });
});
