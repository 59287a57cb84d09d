/** The Kanban boards' reads: a proposal's status history and one integrator's counters. */
import { describe } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { allowOnly, baseIntegrators, eachPersona, nobody, uids, useRulesEnv } from './firestore-test-env';

const entry = { de: 'enviada', para: 'pendente_correcao', por: 'admin', motivo: 'Fatura ilegível', em: new Date('2026-01-20T12:00:00Z') };
const counters = { total: 1, por_status: { enviada: 1 }, volume_centavos: 2_500_000 };

describe.skipIf(!hasFirestore)('firestore.rules: propostas/{id}/historico', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseIntegrators(),
    'propostas/p-owner': { integrador_id: uids.owner, status: 'pendente_correcao' },
    'propostas/p-owner/historico/h1': entry,
  }));

  describe("get an entry of the owner's proposal", () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.doc('propostas/p-owner/historico/h1').get());
  });

  describe("list the owner's proposal history", () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.collection('propostas/p-owner/historico').orderBy('em', 'desc').get());
  });

  describe('create a history entry', () => {
    eachPersona(getEnv, nobody, (db) => db.collection('propostas/p-owner/historico').add(entry));
  });

  describe('update a history entry', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('propostas/p-owner/historico/h1').update({ motivo: 'outro' }));
  });

  describe('delete a history entry', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('propostas/p-owner/historico/h1').delete());
  });
});

describe.skipIf(!hasFirestore)('firestore.rules: stats_integradores/{id}', () => {
  const getEnv = useRulesEnv(() => ({ ...baseIntegrators(), [`stats_integradores/${uids.owner}`]: counters }));

  describe("get the owner's counters", () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.doc(`stats_integradores/${uids.owner}`).get());
  });

  describe('list every integrator\u2019s counters', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('stats_integradores').get());
  });

  describe('create counters', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`stats_integradores/${uids.other}`).set(counters));
  });

  describe('update counters', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`stats_integradores/${uids.owner}`).update({ total: 9 }));
  });

  describe('delete counters', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`stats_integradores/${uids.owner}`).delete());
  });
});
