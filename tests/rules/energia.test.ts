/**
 * publico/energia and its versoes/{versao} (issue 49): anyone gets the energy settings by name
 * (the landing's simulator signed out, the customer's guest sessions, every integrator and team
 * role, pending, deactivated and rejected accounts, admins); only admins read the replaced values;
 * nobody lists publico/ nor writes either directly (the updateEnergySettings callable does).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { expiryOf, type CustomerLink } from '@solarcred/domain/customer-link/link';
import { energySettingsDoc, energySettingsVersions } from '@solarcred/domain/data/energy';
import { defaultEnergySettings } from '@solarcred/domain/energy/settings-public';
import { hasFirestore } from '../emulator-env';
import { allowOnly, baseIntegrators, baseMembers, baseProfiles, eachPersona, nobody, personas, rejectedDb, rejectedIntegrator, uids, useRulesEnv, guestDbs } from './firestore-test-env';

const settingsPath = energySettingsDoc.collection.docPath(energySettingsDoc.id);
const at = new Date('2026-11-20T12:00:00Z');
const stored = { ...defaultEnergySettings(), versao: 2, atualizado_em: at, atualizado_por: uids.admin };
const replaced = { ...defaultEnergySettings(), versao: 1, performance_ratio: 0.75, atualizado_em: new Date('2026-11-01T12:00:00Z'), atualizado_por: uids.admin };

const everyone = allowOnly(...personas);
const admins = allowOnly('admin');

/** A customer's link of the owner's company: its guest sessions (the live page's, the upload's). */
const link: CustomerLink = {
  id: 'LinkEnergiaAAAAAAAAA', integrador_id: uids.owner, empresa_nome: 'Empresa', cliente_nome: 'Maria da Silva', cliente_telefone: '11987654321',
  cliente_email: null, token_hash: 'e'.repeat(64), proposta_id: 'PropEnergiaAAAAAAAAA', criado_em: at.getTime(), expira_em: expiryOf(at.getTime()), revogado_em: null, preenchido_em: null,
};

describe.skipIf(!hasFirestore)('firestore.rules: publico/energia (issue 49)', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseProfiles(),
    ...baseIntegrators(),
    ...baseMembers(),
    ...rejectedIntegrator(),
    [settingsPath]: stored,
    [energySettingsVersions.docPath('1')]: replaced,
  }));

  describe('get the energy settings', () => {
    eachPersona(getEnv, everyone, (db) => db.doc(settingsPath).get());
  });

  describe('list publico/ (the settings only by name)', () => {
    eachPersona(getEnv, nobody, (db) => db.collection('publico').limit(5).get());
  });

  describe('get a replaced version', () => {
    eachPersona(getEnv, admins, (db) => db.doc(energySettingsVersions.docPath('1')).get());
  });

  describe('list the replaced versions, newest first (as the admin card queries)', () => {
    eachPersona(getEnv, admins, (db) => db.collection(energySettingsVersions.path).orderBy('versao', 'desc').limit(10).get());
  });

  describe('update the settings directly (only the callable writes)', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(settingsPath).update({ performance_ratio: 0.9 }));
  });

  describe('create the settings directly (none saved yet)', () => {
    eachPersona(getEnv, nobody, async (db) => {
      await getEnv().withSecurityRulesDisabled((context) => context.firestore().doc(settingsPath).delete());
      return db.doc(settingsPath).set(stored);
    });
  });

  describe('delete the settings', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(settingsPath).delete());
  });

  describe('write a replaced version directly', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(energySettingsVersions.docPath('2')).set({ ...stored }));
  });

  describe('rewrite a replaced version', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(energySettingsVersions.docPath('1')).update({ performance_ratio: 0.95 }));
  });

  describe('delete a replaced version', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(energySettingsVersions.docPath('1')).delete());
  });

  it("the customer's guest sessions and a rejected company get the settings, and read no version and write nothing", async () => {
    const env = getEnv();
    const callers = [...guestDbs(env, link), rejectedDb(env)];
    for (const db of callers) {
      await assertSucceeds(db.doc(settingsPath).get());
      await assertFails(db.doc(energySettingsVersions.docPath('1')).get());
      await assertFails(db.collection(energySettingsVersions.path).orderBy('versao', 'desc').limit(10).get());
      await assertFails(db.collection('publico').get());
      await assertFails(db.doc(settingsPath).update({ margem_parcela_pct: 50 }));
      await assertFails(db.doc(energySettingsVersions.docPath('9')).set({ ...stored }));
    }
  });
});
