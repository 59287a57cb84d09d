/**
 * propostas/{id}/comentarios and the comentarios collection group (the messages bells): read by
 * admins and the proposal's owning approved integrator; written only by the addComment callable;
 * never edited or deleted. Plus the bell's 'Lido' time, which only its owner sets.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { hasFirestore } from '../emulator-env';
import {
  allowOnly,
  approvedMembers,
  baseIntegrators,
  baseProfiles,
  eachPersona,
  companyOf,
  nobody,
  ownerCompany,
  ownerCompanyManagers,
  rejectedDb,
  rejectedIntegrator,
  rejectedUid,
  uids,
  useRulesEnv,
  type DocumentData,
} from './firestore-test-env';

const at = new Date('2026-01-15T12:00:00Z');

function comment(integradorId: string, userId: string, autorTipo: 'admin' | 'integrador'): DocumentData {
  return {
    proposta_id: `p-${integradorId}`,
    comentario: 'Pode confirmar a potência?',
    user_id: userId,
    autor_tipo: autorTipo,
    autor_nome: autorTipo === 'admin' ? 'Administrador' : `Empresa ${userId}`,
    integrador_id: integradorId,
    proposta_criado_por: integradorId === uids.owner ? uids.vendedor : integradorId,
    cliente_nome: 'Cliente Teste',
    created_at: at,
  };
}

const proposal = (integradorId: string) => ({ integrador_id: integradorId, cliente_nome: 'Cliente Teste', status: 'enviada', comentarios_count: 1 });
const group = (db: ReturnType<typeof rejectedDb>) => db.collectionGroup('comentarios');
const ownUid = (persona: string) => (persona === 'anonymous' ? uids.owner : uids[persona as keyof typeof uids]);

describe.skipIf(!hasFirestore)('firestore.rules: comentarios', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseProfiles(),
    ...baseIntegrators(),
    ...rejectedIntegrator(),
    // Sent by the owner company's vendedor (issue 29): its comments carry proposta_criado_por.
    'propostas/p-owner': { ...proposal(uids.owner), criado_por: uids.vendedor },
    'propostas/p-owner-titular': { ...proposal(uids.owner), criado_por: uids.owner },
    'propostas/p-owner-legacy': proposal(uids.owner),
    'propostas/p-owner/comentarios/c-admin': comment(uids.owner, uids.admin, 'admin'),
    'propostas/p-owner/comentarios/c-owner': comment(uids.owner, uids.owner, 'integrador'),
    'propostas/p-other': proposal(uids.other),
    'propostas/p-other/comentarios/c-other': comment(uids.other, uids.other, 'integrador'),
    'propostas/p-rejected': proposal(rejectedUid),
    'propostas/p-rejected/comentarios/c-r': comment(rejectedUid, uids.admin, 'admin'),
  }));

  describe("get a comment on the owner's proposal", () => {
    eachPersona(getEnv, allowOnly(...ownerCompany, 'admin'), (db) => db.doc('propostas/p-owner/comentarios/c-admin').get());
  });

  describe("list the owner's proposal comments (details panel, no filter)", () => {
    eachPersona(getEnv, allowOnly(...ownerCompany, 'admin'), (db) => db.collection('propostas/p-owner/comentarios').orderBy('created_at', 'desc').limit(200).get());
  });

  describe("admin bell: every integrator's comments (collection group)", () => {
    eachPersona(getEnv, allowOnly('admin'), (db) =>
      group(db).where('autor_tipo', '==', 'integrador').orderBy('created_at', 'desc').limit(10).get(),
    );
  });

  describe('integrator bell: admin comments on one\u2019s own proposals (where integrador_id == uid)', () => {
    eachPersona(getEnv, allowOnly('owner', 'other', 'admin'), (db, persona) =>
      group(db).where('integrador_id', '==', ownUid(persona)).where('autor_tipo', '==', 'admin').orderBy('created_at', 'desc').limit(10).get(),
    );
  });

  describe('a vendedor\u2019s bell: comments on the proposals it sent (where integrador_id == company and proposta_criado_por == uid)', () => {
    eachPersona(getEnv, allowOnly(...approvedMembers, 'admin'), (db, persona) =>
      group(db).where('integrador_id', '==', companyOf(persona)).where('proposta_criado_por', '==', ownUid(persona)).orderBy('created_at', 'desc').limit(10).get(),
    );
  });

  describe("collection group filtered on another integrator's proposals", () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db) => group(db).where('integrador_id', '==', uids.owner).get());
  });

  it('a rejected integrator reads no comment on its own proposals', async () => {
    const db = rejectedDb(getEnv());
    await assertFails(db.collection('propostas/p-rejected/comentarios').get());
    await assertFails(group(db).where('integrador_id', '==', rejectedUid).get());
  });

  describe('create a comment directly, even signed as oneself (the callable writes them)', () => {
    eachPersona(getEnv, nobody, (db, persona) =>
      db.doc('propostas/p-owner/comentarios/novo').set(comment(uids.owner, ownUid(persona), persona === 'admin' ? 'admin' : 'integrador')),
    );
  });

  describe('edit a comment', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('propostas/p-owner/comentarios/c-owner').update({ comentario: 'editado' }));
  });

  describe('delete a comment', () => {
    eachPersona(getEnv, nobody, (db) => db.doc('propostas/p-owner/comentarios/c-owner').delete());
  });

  describe("set the owner's messages_seen_at ('Lido')", () => {
    eachPersona(getEnv, allowOnly('owner'), (db) => db.doc(`profiles/${uids.owner}`).update({ messages_seen_at: new Date() }));
  });

  describe("list the comentarios of a proposal the owner's titular sent (a vendedor sees only its own proposals')", () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db) => db.collection('propostas/p-owner-titular/comentarios').orderBy('created_at').limit(5).get());
  });

  describe("list the comentarios of a proposal from before teams (no criado_por: the titular's and gestores')", () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db) => db.collection('propostas/p-owner-legacy/comentarios').orderBy('created_at').limit(5).get());
  });
});
