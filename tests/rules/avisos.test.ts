import { hasFirestore } from '../emulator-env';
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import {
  allowOnly,
  approvedMembers,
  baseIntegrators,
  eachPersona,
  nobody,
  ownerCompany,
  rejectedDb,
  rejectedIntegrator,
  rejectedUid,
  uids,
  useRulesEnv,
  type DocumentData,
} from './firestore-test-env';

function notice(audiencia: string[]): DocumentData {
  const especifico = audiencia[0] !== 'todos';
  return {
    titulo: 'Aviso',
    conteudo: 'Conteúdo',
    imagem_path: null,
    admin_id: uids.admin,
    destinatario_tipo: especifico ? 'especifico' : 'todos',
    integrador_id: especifico ? audiencia[0] : null,
    audiencia,
    created_at: new Date('2026-01-20T12:00:00Z'),
  };
}

describe.skipIf(!hasFirestore)('firestore.rules: avisos/{id}', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseIntegrators(),
    'avisos/a-todos': notice(['todos']),
    'avisos/a-owner': notice([uids.owner]),
    'avisos/a-other': notice([uids.other]),
    ...rejectedIntegrator(),
    'avisos/a-rejected': notice([rejectedUid]),
  }));

  it('a rejected integrator reads no notice, not even one addressed to it (approved integrators only)', async () => {
    const db = rejectedDb(getEnv());
    await assertFails(db.doc('avisos/a-todos').get());
    await assertFails(db.doc('avisos/a-rejected').get());
    await assertFails(db.collection('avisos').where('audiencia', 'array-contains', 'todos').get());
  });

  describe('get a notice for everyone', () => {
    eachPersona(getEnv, allowOnly(...approvedMembers, 'admin'), (db) => db.doc('avisos/a-todos').get());
  });

  describe('get a notice addressed to the owner', () => {
    eachPersona(getEnv, allowOnly(...ownerCompany, 'admin'), (db) => db.doc('avisos/a-owner').get());
  });

  describe('list every notice', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('avisos').get());
  });

  describe("list notices addressed to oneself (audiencia array-contains uid)", () => {
    eachPersona(getEnv, allowOnly('owner', 'other', 'admin'), (db, persona) =>
      db
        .collection('avisos')
        .where('audiencia', 'array-contains', persona === 'anonymous' ? uids.owner : uids[persona])
        .get(),
    );
  });

  describe("list notices for everyone (audiencia array-contains 'todos')", () => {
    eachPersona(getEnv, allowOnly(...approvedMembers, 'admin'), (db) =>
      db.collection('avisos').where('audiencia', 'array-contains', 'todos').get(),
    );
  });

  describe("list notices addressed to the owner (array-contains owner uid)", () => {
    eachPersona(getEnv, allowOnly(...ownerCompany, 'admin'), (db) =>
      db.collection('avisos').where('audiencia', 'array-contains', uids.owner).get(),
    );
  });

  describe('create a notice directly (Cloud Functions create them)', () => {
    eachPersona(getEnv, nobody, (db) => db.collection('avisos').add(notice(['todos'])));
  });

  describe('update a notice', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('avisos/a-owner').update({ audiencia: ['todos'] }));
  });

  describe('delete a notice', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('avisos/a-todos').delete());
  });
});
