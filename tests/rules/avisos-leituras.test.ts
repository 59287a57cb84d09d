/**
 * avisos/{id}/leituras/{uid}: one read record per reader. An approved integrator reads and writes
 * only its own, only for a notice addressed to it or to everyone, only { lido_em: request.time }.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, it } from 'vitest';
import { hasFirestore } from '../emulator-env';
import {
  allowOnly,
  approvedMembers,
  baseIntegrators,
  dbAs,
  eachPersona,
  expectRule,
  nobody,
  ownerCompany,
  rejectedDb,
  rejectedIntegrator,
  rejectedUid,
  uids,
  useRulesEnv,
  type Persona,
} from './firestore-test-env';

const now = () => ({ lido_em: firebase.firestore.FieldValue.serverTimestamp() });
const uidOf = (persona: Persona) => (persona === 'anonymous' ? uids.owner : uids[persona]);
const record = (notice: string, uid: string) => `avisos/${notice}/leituras/${uid}`;

describe.skipIf(!hasFirestore)('firestore.rules: avisos/{id}/leituras/{uid}', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseIntegrators(),
    ...rejectedIntegrator(),
    'avisos/a-todos': { audiencia: ['todos'], titulo: 'Aviso' },
    'avisos/a-owner': { audiencia: [uids.owner], titulo: 'Aviso' },
    [record('a-todos', uids.owner)]: { lido_em: new Date('2026-01-20T12:00:00Z') },
    [record('a-todos', uids.other)]: { lido_em: new Date('2026-01-20T12:00:00Z') },
  }));

  describe("get one's own read record of a notice for everyone", () => {
    eachPersona(getEnv, allowOnly(...approvedMembers), (db, persona) => db.doc(record('a-todos', uidOf(persona))).get());
  });

  describe("get the owner's read record", () => {
    eachPersona(getEnv, allowOnly('owner'), (db) => db.doc(record('a-todos', uids.owner)).get());
  });

  describe('list the read records of a notice', () => {
    eachPersona(getEnv, nobody, (db) => db.collection('avisos/a-todos/leituras').get());
  });

  describe("create one's own read record of a notice for everyone (lido_em = server time)", () => {
    eachPersona(getEnv, allowOnly(...approvedMembers), (db, persona) => db.doc(record('a-todos', uidOf(persona))).set(now()));
  });

  describe('create a read record of a notice addressed to the owner', () => {
    eachPersona(getEnv, allowOnly(...ownerCompany), (db, persona) => db.doc(record('a-owner', uidOf(persona))).set(now()));
  });

  describe("update one's own read record (marking again)", () => {
    eachPersona(getEnv, allowOnly(...approvedMembers), (db, persona) => db.doc(record('a-todos', uidOf(persona))).set(now()));
  });

  describe("delete one's own read record", () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(record('a-todos', uidOf(persona))).delete());
  });

  it("nobody writes another reader's record, a record of a missing notice, or another shape", async () => {
    const owner = dbAs(getEnv(), 'owner');
    await expectRule(false, owner.doc(record('a-todos', uids.other)).set(now()));
    await expectRule(false, dbAs(getEnv(), 'admin').doc(record('a-todos', uids.admin)).set(now()));
    await expectRule(false, owner.doc(record('sem-aviso', uids.owner)).set(now()));
    await expectRule(false, owner.doc(record('a-todos', uids.owner)).set({ lido_em: new Date('2020-01-01T00:00:00Z') }));
    await expectRule(false, owner.doc(record('a-todos', uids.owner)).set({ ...now(), extra: true }));
    await expectRule(true, owner.doc(record('a-owner', uids.owner)).set(now()));
  });

  it('a rejected integrator neither reads nor writes read records, even of a notice for everyone', async () => {
    const db = rejectedDb(getEnv());
    await expectRule(false, db.doc(record('a-todos', rejectedUid)).get());
    await expectRule(false, db.doc(record('a-todos', rejectedUid)).set(now()));
  });
});
