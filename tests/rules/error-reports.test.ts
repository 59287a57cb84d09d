import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, it } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { allowOnly, dbAs, eachPersona, expectRule, nobody, uids, type DocumentData, type Persona, useRulesEnv } from './firestore-test-env';

function report(userId: string, extra: DocumentData = {}): DocumentData {
  return {
    message: 'TypeError: x is undefined',
    user_id: userId,
    created_at: firebase.firestore.FieldValue.serverTimestamp(),
    stack: 'at Board (board.tsx:10)',
    url: '/admin/proposals',
    user_agent: 'Chromium',
    ...extra,
  };
}

const ownId = (persona: Persona) => (persona === 'anonymous' ? 'anonimo' : uids[persona]);

describe.skipIf(!hasFirestore)('firestore.rules: error_reports/{id}', () => {
  const getEnv = useRulesEnv(() => ({
    'error_reports/r-owner': { message: 'boom', user_id: uids.owner, created_at: new Date('2026-01-20T12:00:00Z') },
  }));

  describe('create a report in one\u2019s own name', () => {
    eachPersona(getEnv, allowOnly('owner', 'other', 'pending', 'admin', 'gestor', 'vendedor', 'vendedorOutro', 'desativado'), (db, persona) =>
      db.collection('error_reports').add(report(ownId(persona))),
    );
  });

  describe("get the owner's report", () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.doc('error_reports/r-owner').get());
  });

  describe('list reports', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('error_reports').get());
  });

  describe('update a report', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('error_reports/r-owner').update({ message: 'editado' }));
  });

  describe('delete a report', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('error_reports/r-owner').delete());
  });

  describe('report shape', () => {
    const add = (data: DocumentData) => dbAs(getEnv(), 'owner').collection('error_reports').add(data);

    it('accepts the minimal report and a 2000-character message', async () => {
      await expectRule(true, add({ message: 'x', user_id: uids.owner, created_at: firebase.firestore.FieldValue.serverTimestamp() }));
      await expectRule(true, add(report(uids.owner, { message: 'm'.repeat(2000) })));
    });

    it('rejects a message over 2000 characters, empty or not a string', async () => {
      await expectRule(false, add(report(uids.owner, { message: 'm'.repeat(2001) })));
      await expectRule(false, add(report(uids.owner, { message: '' })));
      await expectRule(false, add(report(uids.owner, { message: 42 })));
    });

    it("rejects a report filed in someone else's name", async () => {
      await expectRule(false, add(report(uids.other)));
    });

    it('rejects a client-chosen time, missing fields and unknown fields', async () => {
      await expectRule(false, add(report(uids.owner, { created_at: new Date() })));
      await expectRule(false, add({ message: 'x', user_id: uids.owner }));
      await expectRule(false, add(report(uids.owner, { role: 'admin' })));
    });

    it('rejects an oversized stack', async () => {
      await expectRule(false, add(report(uids.owner, { stack: 's'.repeat(10_001) })));
    });
  });
});
