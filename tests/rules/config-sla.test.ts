/**
 * config/sla (issue 15): every signed-in user reads the status SLAs (the clocks on every board);
 * only admins write them, in the validated shape; nobody deletes them.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { allowOnly, baseIntegrators, eachPersona, nobody, uids, useRulesEnv, type Persona } from './firestore-test-env';

const stored = { horas: { enviada: 8, em_analise: 16 }, updated_by: uids.admin, updated_at: new Date('2026-01-10T12:00:00Z') };

/** A write as the settings form makes it, in the caller's own name. */
const settings = (persona: Persona, horas: Record<string, unknown> = { enviada: 4, pendente_correcao: 40 }) => ({
  horas,
  updated_by: persona === 'anonymous' ? 'anonymous' : uids[persona],
  updated_at: firebase.firestore.FieldValue.serverTimestamp(),
});

const signedIn = allowOnly('pending', 'owner', 'other', 'admin');

describe.skipIf(!hasFirestore)('firestore.rules: config/{id}', () => {
  const getEnv = useRulesEnv(() => ({ ...baseIntegrators(), 'config/sla': stored }));
  const withoutSettings = () => getEnv().withSecurityRulesDisabled((context) => context.firestore().doc('config/sla').delete());

  describe('get the SLA settings', () => {
    eachPersona(getEnv, signedIn, (db) => db.doc('config/sla').get());
  });

  describe('list the settings', () => {
    eachPersona(getEnv, signedIn, (db) => db.collection('config').get());
  });

  describe('create the SLA settings', () => {
    eachPersona(getEnv, allowOnly('admin'), async (db, persona) => {
      await withoutSettings();
      return db.doc('config/sla').set(settings(persona));
    });
  });

  describe('update the SLA settings', () => {
    eachPersona(getEnv, allowOnly('admin'), (db, persona) => db.doc('config/sla').set(settings(persona)));
  });

  describe('update the SLA settings with zero hours', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc('config/sla').set(settings(persona, { enviada: 0 })));
  });

  describe('update the SLA settings with fractional hours', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc('config/sla').set(settings(persona, { enviada: 1.5 })));
  });

  describe('update the SLA settings past the maximum', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc('config/sla').set(settings(persona, { enviada: 651 })));
  });

  describe('update the SLA settings with an unknown status', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc('config/sla').set(settings(persona, { arquivada: 8 })));
  });

  describe('update the SLA settings in another name', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc('config/sla').set({ ...settings(persona), updated_by: uids.other }));
  });

  describe('update the SLA settings with another field', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc('config/sla').set({ ...settings(persona), extra: true }));
  });

  describe('create another settings document', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc('config/outro').set(settings(persona)));
  });

  describe('delete the SLA settings', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('config/sla').delete());
  });
});
