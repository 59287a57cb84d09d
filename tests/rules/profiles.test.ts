import { beforeEach, describe, it } from 'vitest';
import { hasFirestore } from '../emulator-env';
import { allowOnly, baseIntegrators, baseProfiles, dbAs, eachPersona, expectRule, nobody, uids, useRulesEnv } from './firestore-test-env';

const own = `profiles/${uids.owner}`;

describe.skipIf(!hasFirestore)('firestore.rules: profiles/{uid}', () => {
  const getEnv = useRulesEnv(() => ({ ...baseProfiles(), ...baseIntegrators() }));

  describe('get the owner profile', () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.doc(own).get());
  });

  describe('list every profile', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('profiles').get());
  });

  describe("create one's own missing profile (only the sign-up function creates them)", () => {
    beforeEach(async () => {
      await getEnv().clearFirestore();
    });
    eachPersona(getEnv, nobody, (db, persona) =>
      db.doc(`profiles/${persona === 'anonymous' ? 'anonimo' : uids[persona]}`).set({
        email: 'x@solar.test',
        nome: 'X',
        tipo_usuario: 'integrador',
        created_at: new Date(),
      }),
    );
  });

  describe('update the owner name', () => {
    eachPersona(getEnv, allowOnly('owner'), (db) => db.doc(own).update({ nome: 'Maria Souza' }));
  });

  describe('save the owner notification switches', () => {
    eachPersona(getEnv, allowOnly('owner'), (db) =>
      db.doc(own).update({ notificacoes: { novos_integradores: true, status_propostas: false } }),
    );
  });

  describe('set the owner messages-seen time', () => {
    eachPersona(getEnv, allowOnly('owner'), (db) => db.doc(own).update({ messages_seen_at: new Date() }));
  });

  describe("change the owner role (never, not even with a valid name)", () => {
    eachPersona(getEnv, nobody, (db) => db.doc(own).update({ nome: 'Ana', tipo_usuario: 'admin' }));
  });

  describe('delete the owner profile', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(own).delete());
  });

  describe('owner updates', () => {
    const ownerDb = () => dbAs(getEnv(), 'owner');

    it('may set messages_seen_at to a time', async () => {
      await expectRule(true, ownerDb().doc(own).update({ messages_seen_at: new Date() }));
    });

    it('may save both notification switches', async () => {
      await expectRule(true, ownerDb().doc(own).update({ notificacoes: { novos_integradores: false, status_propostas: true } }));
    });

    it('may save the late installations digest switch, as a boolean only', async () => {
      await expectRule(true, ownerDb().doc(own).update({ notificacoes: { novos_integradores: true, status_propostas: false, instalacoes_atrasadas: false } }));
      await expectRule(false, ownerDb().doc(own).update({ notificacoes: { instalacoes_atrasadas: 'nao' } }));
    });

    it('may change name, seen time and switches together', async () => {
      await expectRule(
        true,
        ownerDb().doc(own).update({ nome: 'Ana', messages_seen_at: new Date(), notificacoes: { status_propostas: false } }),
      );
    });

    it('may not change tipo_usuario', async () => {
      await expectRule(false, ownerDb().doc(own).update({ tipo_usuario: 'admin' }));
    });

    it('may not change the e-mail or created_at', async () => {
      await expectRule(false, ownerDb().doc(own).update({ email: 'outro@solar.test' }));
      await expectRule(false, ownerDb().doc(own).update({ created_at: new Date() }));
    });

    it('may not add other fields', async () => {
      await expectRule(false, ownerDb().doc(own).update({ nome: 'Ana', extra: true }));
    });

    it('may not blank the name or make it too long', async () => {
      await expectRule(false, ownerDb().doc(own).update({ nome: '' }));
      await expectRule(false, ownerDb().doc(own).update({ nome: 'a'.repeat(121) }));
    });

    it('may not store a non-time in messages_seen_at', async () => {
      await expectRule(false, ownerDb().doc(own).update({ messages_seen_at: '2026-01-01' }));
    });

    it('may not store unknown or non-boolean switches', async () => {
      await expectRule(false, ownerDb().doc(own).update({ notificacoes: { novos_integradores: 'sim' } }));
      await expectRule(false, ownerDb().doc(own).update({ notificacoes: { outra: true } }));
    });
  });

  it('an admin may not edit another user profile', async () => {
    await expectRule(false, dbAs(getEnv(), 'admin').doc(own).update({ nome: 'Trocado' }));
  });

  it('an admin may edit its own name and switches', async () => {
    await expectRule(
      true,
      dbAs(getEnv(), 'admin').doc(`profiles/${uids.admin}`).update({ nome: 'Ada', notificacoes: { novos_integradores: true } }),
    );
  });
});
