import { describe } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { allowOnly, baseIntegrators, eachPersona, nobody, useRulesEnv } from './firestore-test-env';

const counters = {
  total: 3,
  por_status: { pendente_cadastro: 1, pendente_documentacao: 0, pendente_aprovacao: 0, aprovado: 2, rejeitado: 0 },
  cadastros_por_dia: { '2026-01-10': 3 },
};

const proposalCounters = { total: 1, por_status: { enviada: 1 }, volume_centavos: 2_500_000 };

describe.skipIf(!hasFirestore)('firestore.rules: stats/{doc}', () => {
  const getEnv = useRulesEnv(() => ({ ...baseIntegrators(), 'stats/integradores': counters, 'stats/propostas': proposalCounters }));

  describe('get the integrator counters', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.doc('stats/integradores').get());
  });

  describe('get the proposal counters', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.doc('stats/propostas').get());
  });

  describe('list the counters', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('stats').get());
  });

  describe('create a counter document', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('stats/outros').set({ total: 0 }));
  });

  describe('overwrite the proposal counters', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('stats/propostas').set({ total: 0, por_status: {}, volume_centavos: 0 }));
  });

  describe('update a counter', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('stats/integradores').update({ total: 99 }));
  });

  describe('delete a counter document', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('stats/integradores').delete());
  });
});
