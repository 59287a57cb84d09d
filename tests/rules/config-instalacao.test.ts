/**
 * config/instalacao (issue 30): the installation milestones' targets. Only admins read them (the
 * settings form; the deadline trigger pins them on each proposal, so no board reads them) and
 * write them, all five, whole business days within the domain's limits, none due before the
 * milestone it follows; nobody lists or deletes them.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe } from 'vitest';
import { defaultTargetDays, targetDayLimits } from '@solarcred/domain/installation/due-dates';
import { hasFirestore } from '../emulator-env';
import { allowOnly, baseIntegrators, eachPersona, nobody, uids, useRulesEnv, type Persona } from './firestore-test-env';

const path = 'config/instalacao';
const stored = { dias_uteis: defaultTargetDays, updated_by: uids.admin, updated_at: new Date('2026-01-10T12:00:00Z') };

/** A write as the settings form makes it, in the caller's own name. */
const settings = (persona: Persona, dias: Record<string, unknown> = { ...defaultTargetDays, contrato_assinado: 20 }) => ({
  dias_uteis: dias,
  updated_by: persona === 'anonymous' ? 'anonymous' : uids[persona],
  updated_at: firebase.firestore.FieldValue.serverTimestamp(),
});

describe.skipIf(!hasFirestore)('firestore.rules: config/instalacao', () => {
  const getEnv = useRulesEnv(() => ({ ...baseIntegrators(), [path]: stored }));
  const withoutSettings = () => getEnv().withSecurityRulesDisabled((context) => context.firestore().doc(path).delete());

  describe('get the targets', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.doc(path).get());
  });

  describe('list the settings by the installation id', () => {
    eachPersona(getEnv, nobody, (db) => db.collection('config').where(firebase.firestore.FieldPath.documentId(), '==', 'instalacao').get());
  });

  describe('create the targets', () => {
    eachPersona(getEnv, allowOnly('admin'), async (db, persona) => {
      await withoutSettings();
      return db.doc(path).set(settings(persona));
    });
  });

  describe('update the targets at the limits', () => {
    const atLimits = { contrato_assinado: targetDayLimits.max, equipamento_comprado: targetDayLimits.max, instalacao_concluida: 9, homologacao: targetDayLimits.min, sistema_conectado: targetDayLimits.min };
    eachPersona(getEnv, allowOnly('admin'), (db, persona) => db.doc(path).set(settings(persona, atLimits)));
  });

  describe('update the targets past the limits', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(path).set(settings(persona, { ...defaultTargetDays, contrato_assinado: targetDayLimits.max + 1 })));
  });

  describe('update the targets with zero days', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(path).set(settings(persona, { ...defaultTargetDays, sistema_conectado: targetDayLimits.min - 1 })));
  });

  describe('update the targets with fractional days', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(path).set(settings(persona, { ...defaultTargetDays, homologacao: 6.5 })));
  });

  describe('update the targets with a milestone due before the one it follows', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(path).set(settings(persona, { ...defaultTargetDays, homologacao: defaultTargetDays.instalacao_concluida + 1 })));
  });

  describe('update the targets without a milestone', () => {
    const { sistema_conectado: _dropped, ...four } = defaultTargetDays;
    eachPersona(getEnv, nobody, (db, persona) => db.doc(path).set(settings(persona, four)));
  });

  describe('update the targets with an unknown milestone', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(path).set(settings(persona, { ...defaultTargetDays, vistoria: 5 })));
  });

  describe('update the targets in another name', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(path).set({ ...settings(persona), updated_by: uids.other }));
  });

  describe('delete the targets', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(path).delete());
  });
});
