/** membros/{uid} (issue 29): the account reads its own, the titular its company's, admins all; only Cloud Functions write. */
import { hasFirestore } from '../emulator-env';
import { describe } from 'vitest';
import { allowOnly, baseIntegrators, companyOf, eachPersona, nobody, uids, useRulesEnv, type Persona } from './firestore-test-env';

const ownUid = (persona: Persona) => (persona === 'anonymous' ? uids.owner : uids[persona]);

describe.skipIf(!hasFirestore)('firestore.rules: membros/{uid}', () => {
  const getEnv = useRulesEnv(() => baseIntegrators());

  describe("get one's own membership", () => {
    // The other titular has none (an account from before teams): reading a missing own document is allowed too.
    eachPersona(getEnv, allowOnly('owner', 'other', 'pending', 'admin', 'gestor', 'vendedor', 'vendedorOutro', 'desativado'), (db, persona) => db.doc(`membros/${ownUid(persona)}`).get());
  });

  describe("get the owner company's gestor membership", () => {
    eachPersona(getEnv, allowOnly('owner', 'admin', 'gestor'), (db) => db.doc(`membros/${uids.gestor}`).get());
  });

  describe("list the owner company's members (where empresa == the titular's uid: the team screen)", () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.collection('membros').where('empresa', '==', uids.owner).get());
  });

  describe('list every membership', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('membros').get());
  });

  describe("create a membership in the owner's company (joining goes through the invitation callable)", () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(`membros/${ownUid(persona)}`).set({ empresa: uids.owner, papel: 'gestor', ativo: true, nome: 'x', email: 'x@solar.test' }));
  });

  describe("update one's own membership (a role or an activation)", () => {
    eachPersona(getEnv, nobody, (db, persona) =>
      db.doc(`membros/${ownUid(persona)}`).update({ papel: 'gestor', ativo: true, empresa: companyOf(persona) }),
    );
  });

  describe("delete the owner company's vendedor membership", () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`membros/${uids.vendedor}`).delete());
  });
});
