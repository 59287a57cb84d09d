import { describe } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { eachPersona, nobody, useRulesEnv } from './firestore-test-env';

const at = new Date('2026-01-10T12:00:00Z');
const entry = { documento: 'integradores/int-aprovado', aplicado_em: at, expira_em: new Date('2026-01-17T12:00:00Z') };

/** The counter triggers' ledger is internal to Cloud Functions: no client, not even an admin, touches it. */
describe.skipIf(!hasFirestore)('firestore.rules: stats_events/{eventId}', () => {
  const getEnv = useRulesEnv(() => ({ 'stats_events/evento-1': entry }));

  describe('get a ledger record', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('stats_events/evento-1').get());
  });

  describe('list the ledger', () => {
    eachPersona(getEnv, nobody, (db) => db.collection('stats_events').get());
  });

  describe('create a record (which would make a real event be skipped)', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('stats_events/evento-2').set(entry));
  });

  describe('update a record', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('stats_events/evento-1').update({ expira_em: at }));
  });

  describe('delete a record (which would let a replay count twice)', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('stats_events/evento-1').delete());
  });
});
