import { beforeEach, describe } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { allowOnly, baseIntegrators, baseProfiles, eachPersona, nobody, uids, useRulesEnv } from './firestore-test-env';

const own = `integradores/${uids.owner}`;
const pending = `integradores/${uids.pending}`;

describe.skipIf(!hasFirestore)('firestore.rules: integradores/{uid}', () => {
  const getEnv = useRulesEnv(() => ({ ...baseProfiles(), ...baseIntegrators() }));

  describe('get an approved integrator record', () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.doc(own).get());
  });

  describe('get a pending integrator record', () => {
    eachPersona(getEnv, allowOnly('pending', 'admin'), (db) => db.doc(pending).get());
  });

  describe('list every integrator', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('integradores').get());
  });

  describe('list integrators by status (admin tabs)', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('integradores').where('status', '==', 'aprovado').get());
  });

  describe("create one's own record", () => {
    beforeEach(async () => {
      await getEnv().clearFirestore();
    });
    eachPersona(getEnv, nobody, (db, persona) =>
      db.doc(`integradores/${persona === 'anonymous' ? 'anonimo' : uids[persona]}`).set({
        user_id: persona,
        email: 'x@solar.test',
        nome_empresa: 'X',
        status: 'aprovado',
      }),
    );
  });

  describe('update the pending record (self-approval or profile data)', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(pending).update({ status: 'aprovado' }));
  });

  describe('update company data of the approved record', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(own).update({ nome_empresa: 'Nova Empresa' }));
  });

  describe('delete a record', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(own).delete());
  });
});
