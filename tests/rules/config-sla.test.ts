/**
 * config/sla (issue 15, narrowed in issue 26): admins and approved integrators read the status
 * SLAs by name (the clocks on the boards and in the details dialog); a pending integrator, whose
 * screens show no clock, and anonymous callers do not; nobody lists config/ or reads any other
 * config document. Only admins write config/sla, in the validated shape; nobody deletes it.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe } from 'vitest';
import { hasFirestore } from '../emulator-env';
import {
  allowOnly,
  approvedMembers,
  baseIntegrators,
  eachPersona,
  nobody,
  uids,
  useRulesEnv,
  type Persona,
} from './firestore-test-env';

const stored = { horas: { enviada: 8, em_analise: 16 }, updated_by: uids.admin, updated_at: new Date('2026-01-10T12:00:00Z') };

/** A write as the settings form makes it, in the caller's own name. */
const settings = (persona: Persona, horas: Record<string, unknown> = { enviada: 4, pendente_correcao: 40 }) => ({
  horas,
  updated_by: persona === 'anonymous' ? 'anonymous' : uids[persona],
  updated_at: firebase.firestore.FieldValue.serverTimestamp(),
});

/** The screens with status clocks: admins and approved integrators (owner and other are both approved). */
const clockReaders = allowOnly(...approvedMembers, 'admin');

describe.skipIf(!hasFirestore)('firestore.rules: config/{id}', () => {
  const getEnv = useRulesEnv(() => ({ ...baseIntegrators(), 'config/sla': stored, 'config/outro': { valor: 1 } }));
  const withoutSettings = () => getEnv().withSecurityRulesDisabled((context) => context.firestore().doc('config/sla').delete());

  describe('get the SLA settings', () => {
    eachPersona(getEnv, clockReaders, (db) => db.doc('config/sla').get());
  });

  describe('get the SLA settings before any admin saved them', () => {
    eachPersona(getEnv, clockReaders, async (db) => {
      await withoutSettings();
      return db.doc('config/sla').get();
    });
  });

  describe('list the settings', () => {
    eachPersona(getEnv, nobody, (db) => db.collection('config').get());
  });

  describe('list the settings by the SLA id', () => {
    eachPersona(getEnv, nobody, (db) => db.collection('config').where(firebase.firestore.FieldPath.documentId(), '==', 'sla').get());
  });

  describe('get another settings document', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('config/outro').get());
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
