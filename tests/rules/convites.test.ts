/** convites/{hash} (issue 29): the company's titular reads its invitations, admins all; only the team callables write. */
import { hasFirestore } from '../emulator-env';
import { describe } from 'vitest';
import { allowOnly, baseIntegrators, eachPersona, nobody, uids, useRulesEnv, type DocumentData } from './firestore-test-env';

function invitation(empresa: string, email: string): DocumentData {
  const at = new Date('2026-11-20T12:00:00Z');
  return { empresa, empresa_nome: `Empresa ${empresa}`, email, papel: 'vendedor', convidado_por: empresa, criado_em: at, expira_em: new Date('2026-11-27T12:00:00Z'), aceito_em: null, aceito_por: null, revogado_em: null };
}

describe.skipIf(!hasFirestore)('firestore.rules: convites/{id}', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseIntegrators(),
    'convites/hash-owner': invitation(uids.owner, 'novo@solar.test'),
    'convites/hash-other': invitation(uids.other, 'outro@solar.test'),
  }));

  describe("get an invitation of the owner's company", () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.doc('convites/hash-owner').get());
  });

  describe("list the owner company's invitations (where empresa == the titular's uid: the team screen)", () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.collection('convites').where('empresa', '==', uids.owner).get());
  });

  describe('list every invitation', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('convites').get());
  });

  describe('create an invitation directly (only inviteMember does)', () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(`convites/hash-${persona}`).set(invitation(uids.owner, `${persona}@solar.test`)));
  });

  describe("accept the owner company's invitation directly (only acceptInvitation does)", () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc('convites/hash-owner').update({ aceito_em: new Date(), aceito_por: persona === 'anonymous' ? 'anonimo' : uids[persona] }));
  });

  describe("delete the owner company's invitation", () => {
    eachPersona(getEnv, nobody, (db) => db.doc('convites/hash-owner').delete());
  });
});
