/**
 * The policy integradores/{uid}/projetos and /historico share: the owner and admins read,
 * nobody writes from a client (Cloud Functions append entries).
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { allowOnly, baseIntegrators, eachPersona, nobody, seed, startFirestoreEnv, uids, type DocumentData } from './firestore-test-env';

export function describeOwnerSubcollection(sub: 'projetos' | 'historico', sample: DocumentData): void {
  let env: RulesTestEnvironment;
  const getEnv = () => env;
  const ownCollection = `integradores/${uids.owner}/${sub}`;
  const ownDoc = `${ownCollection}/item-1`;
  const pendingCollection = `integradores/${uids.pending}/${sub}`;
  const pendingDoc = `${pendingCollection}/item-1`;

  beforeAll(async () => {
    env = await startFirestoreEnv();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await seed(env, { ...baseIntegrators(), [ownDoc]: sample, [pendingDoc]: sample });
  });

  describe('get an entry of the (approved) owner', () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.doc(ownDoc).get());
  });

  describe('get an entry of the pending integrator', () => {
    eachPersona(getEnv, allowOnly('pending', 'admin'), (db) => db.doc(pendingDoc).get());
  });

  describe('list the owner entries', () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.collection(ownCollection).get());
  });

  describe('list the pending integrator entries', () => {
    eachPersona(getEnv, allowOnly('pending', 'admin'), (db) => db.collection(pendingCollection).get());
  });

  describe('create an entry under the owner', () => {
    eachPersona(getEnv, nobody, (db) => db.collection(ownCollection).add(sample));
  });

  describe('create an entry under the pending integrator (e.g. a forged approval)', () => {
    eachPersona(getEnv, nobody, (db) => db.collection(pendingCollection).add(sample));
  });

  describe('update an entry', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(ownDoc).update({ created_at: new Date(), em: new Date() }));
  });

  describe('delete an entry', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(ownDoc).delete());
  });
}
