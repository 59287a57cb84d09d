/**
 * propostas/{id}/pendencias (issue 14): read by admins and the proposal's owning approved
 * integrator; written only by the pending-item callables (admins add and review, the owner
 * answers, the end customer answers those addressed to it through its link's callable), so no
 * client writes an item, forges an answer or accepts its own; the customer-link guest reads none.
 * Plus the integrator dashboard's query of its proposals with open items, oldest first.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { guestUploadUid } from '@solarcred/domain/customer-link/commands';
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
  type DocumentData,
} from './firestore-test-env';

const at = new Date('2026-01-15T12:00:00Z');
const item = (integradorId: string, estado = 'aberta'): DocumentData => ({
  proposta_id: `p-${integradorId}`,
  integrador_id: integradorId,
  tipo: 'comprovante_renda',
  texto: 'Envie o holerite mais recente',
  exige_arquivo: true,
  estado,
  criada_por: uids.admin,
  criada_em: at,
  resposta_texto: null,
  resposta_arquivo: null,
  respondida_por: null,
  respondida_em: null,
  revisada_por: null,
  revisada_em: null,
  nota_devolucao: null,
  devolucoes: 0,
  updated_at: at,
});
const proposal = (integradorId: string) => ({ integrador_id: integradorId, status: 'pendente_correcao', pendencias_abertas: 1, pendencias_total: 1, pendencias_desde: at });
const own = 'propostas/p-owner/pendencias';
const ownUid = (persona: string) => (persona === 'anonymous' ? uids.owner : uids[persona as keyof typeof uids]);

describe.skipIf(!hasFirestore)('firestore.rules: propostas/{id}/pendencias', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseIntegrators(),
    ...rejectedIntegrator(),
    // Sent by the owner company's vendedor (issue 29).
    'propostas/p-owner': { ...proposal(uids.owner), criado_por: uids.vendedor },
    'propostas/p-owner-titular': { ...proposal(uids.owner), criado_por: uids.owner },
    'propostas/p-owner-legacy': proposal(uids.owner),
    [`${own}/i1`]: item(uids.owner),
    [`${own}/i2`]: item(uids.owner, 'respondida'),
    // Addressed to the end customer (issue 28): still read only by admins and the owner.
    [`${own}/i3`]: { ...item(uids.owner), para_cliente: true },
    'propostas/p-other': proposal(uids.other),
    'propostas/p-other/pendencias/i1': item(uids.other),
    'propostas/p-rejected': proposal(rejectedUid),
    'propostas/p-rejected/pendencias/i1': item(rejectedUid),
  }));

  describe("get an item of the owner's proposal", () => {
    eachPersona(getEnv, allowOnly(...ownerCompany, 'admin'), (db) => db.doc(`${own}/i1`).get());
  });

  describe("list the items of the owner's proposal (details panel)", () => {
    eachPersona(getEnv, allowOnly(...ownerCompany, 'admin'), (db) => db.collection(own).orderBy('criada_em').limit(50).get());
  });

  describe("list the items of another integrator's proposal", () => {
    eachPersona(getEnv, allowOnly('other', 'admin'), (db) => db.collection('propostas/p-other/pendencias').get());
  });

  it('a rejected integrator reads no item of its own proposals (approved integrators only)', async () => {
    await assertFails(rejectedDb(getEnv()).collection('propostas/p-rejected/pendencias').get());
  });

  it("a customer-link guest reads, lists and answers no item, not even one addressed to the customer (its page goes through the callables)", async () => {
    // The session authorizeCustomerUpload makes for a filled link of this proposal: uploadClaimsOf's three claims, no role.
    const linkId = 'LinkDonoPreenchidoAA';
    const guest = getEnv().authenticatedContext(guestUploadUid(linkId), { cliente_link: linkId, pasta_integrador: uids.owner, pasta_proposta: 'p-owner' }).firestore();
    await assertFails(guest.doc(`${own}/i3`).get());
    await assertFails(guest.collection(own).where('para_cliente', '==', true).limit(50).get());
    await assertFails(guest.collection(own).get());
    await assertFails(guest.doc(`${own}/i3`).update({ estado: 'respondida', resposta_texto: 'ok', respondida_por: guestUploadUid(linkId) }));
  });

  describe('create an item directly (only the addPendingItem callable adds)', () => {
    eachPersona(getEnv, nobody, (db) => db.collection(own).add(item(uids.owner)));
  });

  describe('answer an item directly (only the answerPendingItem callable answers)', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`${own}/i1`).update({ estado: 'respondida', resposta_texto: 'ok', respondida_por: uids.owner }));
  });

  describe('accept an item directly (only the reviewPendingItem callable reviews)', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`${own}/i2`).update({ estado: 'aceita', revisada_por: uids.owner }));
  });

  describe('delete an item', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(`${own}/i1`).delete());
  });

  describe('integrator dashboard: own proposals with open items, oldest first', () => {
    eachPersona(getEnv, allowOnly('owner', 'other', 'admin'), (db, persona) =>
      db.collection('propostas').where('integrador_id', '==', ownUid(persona)).where('pendencias_desde', '>', new Date(0)).orderBy('pendencias_desde').limit(5).get(),
    );
  });

  describe("the same query on another integrator's proposals", () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db) =>
      db.collection('propostas').where('integrador_id', '==', uids.owner).where('pendencias_desde', '>', new Date(0)).orderBy('pendencias_desde').limit(5).get(),
    );
  });

  describe("list the pendencias of a proposal the owner's titular sent (a vendedor sees only its own proposals')", () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db) => db.collection('propostas/p-owner-titular/pendencias').orderBy('criada_em').limit(5).get());
  });

  describe("list the pendencias of a proposal from before teams (no criado_por: the titular's and gestores')", () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db) => db.collection('propostas/p-owner-legacy/pendencias').orderBy('criada_em').limit(5).get());
  });
});
