import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { eachPersona, nobody, seed, startFirestoreEnv } from './firestore-test-env';

describe.skipIf(!hasFirestore)('firestore.rules: collections without a match are closed', () => {
  let env: RulesTestEnvironment;
  const getEnv = () => env;

  beforeAll(async () => {
    env = await startFirestoreEnv();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await seed(env, { 'configuracoes/geral': { aberto: true }, 'propostas/p1/comentarios/c1': { comentario: 'oi' } });
  });

  describe('get an unknown collection document', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('configuracoes/geral').get());
  });

  describe('write an unknown collection document', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('configuracoes/geral').set({ aberto: false }));
  });

  describe('read proposal comments (no rule yet)', () => {
    eachPersona(getEnv, nobody, (db) => db.collection('propostas/p1/comentarios').get());
  });
});
