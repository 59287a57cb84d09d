/**
 * propostas/{id}/historico: the proposal's status changes and edits. Admins and the approved
 * integrator who owns the proposal read them; nobody writes from a client (Cloud Functions append).
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { hasFirestore } from '../emulator-env';
import {
  allowOnly,
  baseIntegrators,
  eachPersona,
  nobody,
  ownerCompany,
  ownerCompanyManagers,
  rejectedDb,
  rejectedIntegrator,
  rejectedUid,
  uids,
  useRulesEnv,
} from './firestore-test-env';

const entry = { de: 'em_analise', para: 'pendente_correcao', por: uids.admin, motivo: 'Fatura ilegível', em: new Date('2026-01-16T12:00:00Z') };
const ownHistory = 'propostas/p-owner/historico';
const otherHistory = 'propostas/p-other/historico';

describe.skipIf(!hasFirestore)('firestore.rules: propostas/{id}/historico', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseIntegrators(),
    ...rejectedIntegrator(),
    'propostas/p-owner': { integrador_id: uids.owner, criado_por: uids.vendedor, status: 'pendente_correcao' },
    'propostas/p-owner-titular': { integrador_id: uids.owner, criado_por: uids.owner, status: 'enviada' },
    'propostas/p-owner-legacy': { integrador_id: uids.owner, status: 'enviada' },
    'propostas/p-other': { integrador_id: uids.other, status: 'em_analise' },
    'propostas/p-rejected': { integrador_id: rejectedUid, status: 'enviada' },
    [`${ownHistory}/h1`]: entry,
    [`${otherHistory}/h1`]: entry,
    'propostas/p-rejected/historico/h1': entry,
  }));

  describe("get an entry of the owner's proposal", () => {
    eachPersona(getEnv, allowOnly(...ownerCompany, 'admin'), (db) => db.doc(`${ownHistory}/h1`).get());
  });

  describe("list the history of the owner's proposal", () => {
    eachPersona(getEnv, allowOnly(...ownerCompany, 'admin'), (db) => db.collection(ownHistory).orderBy('em', 'desc').limit(20).get());
  });

  describe("list the history of another integrator's proposal", () => {
    eachPersona(getEnv, allowOnly('other', 'admin'), (db) => db.collection(otherHistory).get());
  });

  describe('list the history of a proposal that does not exist', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('propostas/p-missing/historico').get());
  });

  it('a rejected integrator reads no history of its own proposals (approved integrators only)', async () => {
    await assertFails(rejectedDb(getEnv()).collection('propostas/p-rejected/historico').get());
  });

  describe('create an entry (e.g. a forged approval)', () => {
    eachPersona(getEnv, nobody, (db) => db.collection(ownHistory).add({ ...entry, para: 'aprovada' }));
  });

  describe('update an entry', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`${ownHistory}/h1`).update({ motivo: 'outro' }));
  });

  describe('delete an entry', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`${ownHistory}/h1`).delete());
  });

  describe("list the historico of a proposal the owner's titular sent (a vendedor sees only its own proposals')", () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db) => db.collection('propostas/p-owner-titular/historico').orderBy('em').limit(5).get());
  });

  describe("list the historico of a proposal from before teams (no criado_por: the titular's and gestores')", () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db) => db.collection('propostas/p-owner-legacy/historico').orderBy('em').limit(5).get());
  });
});
