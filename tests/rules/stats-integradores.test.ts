import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { hasFirestore } from '../emulator-env';
import {
  allowOnly,
  baseIntegrators,
  eachPersona,
  nobody,
  ownerCompanyManagers,
  rejectedDb,
  rejectedIntegrator,
  rejectedUid,
  uids,
  useRulesEnv,
  type Persona,
} from './firestore-test-env';

const counters = {
  total: 2,
  por_status: { enviada: 1, aprovada: 1 },
  volume_centavos: 5_000_000,
  por_mes: { '2026-01': { enviada: 1, aprovada: 1 } },
  volume_por_mes: { '2026-01': 5_000_000 },
};

/** The owner's document, except for the pending integrator, which asks for its own (not approved: denied even so). */
const ownerOrOwn = (persona: Persona) => `stats_integradores/${persona === 'pending' ? uids.pending : uids.owner}`;

describe.skipIf(!hasFirestore)('firestore.rules: stats_integradores/{integratorId}', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseIntegrators(),
    ...rejectedIntegrator(),
    [`stats_integradores/${uids.owner}`]: counters,
    [`stats_integradores/${uids.other}`]: counters,
    [`stats_integradores/${uids.pending}`]: counters,
    [`stats_integradores/${rejectedUid}`]: counters,
  }));

  describe('get the owner counters (pending: its own)', () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db, persona) => db.doc(ownerOrOwn(persona)).get());
  });

  it('a rejected integrator: reading its own counters denied', async () => {
    await assertFails(rejectedDb(getEnv()).doc(`stats_integradores/${rejectedUid}`).get());
  });

  describe('list every integrator counters', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('stats_integradores').get());
  });

  describe('create counters', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(`stats_integradores/novo-${persona}`).set(counters));
  });

  describe('update the owner counters', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`stats_integradores/${uids.owner}`).update({ total: 99 }));
  });

  describe('delete the owner counters', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`stats_integradores/${uids.owner}`).delete());
  });
});
