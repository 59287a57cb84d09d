import { hasFirestore } from '../emulator-env';
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import {
  allowOnly,
  baseIntegrators,
  eachPersona,
  companyOf,
  ownerCompany,
  ownerCompanyManagers,
  approvedMembers,
  nobody,
  rejectedDb,
  rejectedIntegrator,
  rejectedUid,
  uids,
  type DocumentData,
  useRulesEnv,
} from './firestore-test-env';

function proposal(integradorId: string, criadoPor: string | null = integradorId): DocumentData {
  const at = new Date('2026-01-15T12:00:00Z');
  return {
    integrador_id: integradorId,
    ...(criadoPor ? { criado_por: criadoPor } : {}),
    integrador: { nome_empresa: `Empresa ${integradorId}`, email: `${integradorId}@solar.test`, foto_perfil: null },
    cliente_nome: 'Cliente Teste',
    valor_sistema: 2_500_000,
    valor_proposta: 2_500_000,
    status: 'enviada',
    prioridade: 'media',
    comentarios_count: 0,
    ultimo_comentario_em: null,
    created_at: at,
    updated_at: at,
  };
}

describe.skipIf(!hasFirestore)('firestore.rules: propostas/{id}', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseIntegrators(),
    // The owner's company: one its vendedor sent, one the titular sent, one from before teams (no criado_por).
    'propostas/p-owner': proposal(uids.owner, uids.vendedor),
    'propostas/p-owner-titular': proposal(uids.owner),
    'propostas/p-owner-legacy': proposal(uids.owner, null),
    'propostas/p-other': proposal(uids.other),
    ...rejectedIntegrator(),
    'propostas/p-rejected': proposal(rejectedUid),
  }));

  it('a rejected integrator reads none of its own proposals (approved integrators only)', async () => {
    const db = rejectedDb(getEnv());
    await assertFails(db.doc('propostas/p-rejected').get());
    await assertFails(db.collection('propostas').where('integrador_id', '==', rejectedUid).get());
  });

  describe("get the owner's proposal", () => {
    // Sent by the company's vendedor: the titular, the gestor and that vendedor see it.
    eachPersona(getEnv, allowOnly(...ownerCompany, 'admin'), (db) => db.doc('propostas/p-owner').get());
  });

  describe("get a proposal the owner's titular sent (a vendedor sees only its own)", () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db) => db.doc('propostas/p-owner-titular').get());
  });

  describe("get a proposal of the owner's from before teams (no criado_por)", () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db) => db.doc('propostas/p-owner-legacy').get());
  });

  describe("list one's company's proposals (where integrador_id == company: the board of a titular or gestor)", () => {
    eachPersona(getEnv, allowOnly('owner', 'other', 'gestor', 'admin'), (db, persona) =>
      db.collection('propostas').where('integrador_id', '==', companyOf(persona)).get(),
    );
  });

  describe("list one's own sent proposals (where integrador_id == company and criado_por == uid: a vendedor's board)", () => {
    eachPersona(getEnv, allowOnly(...approvedMembers, 'admin'), (db, persona) =>
      db.collection('propostas').where('integrador_id', '==', companyOf(persona)).where('criado_por', '==', persona === 'anonymous' ? uids.owner : uids[persona]).get(),
    );
  });

  describe('list every proposal (admin board)', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection('propostas').get());
  });

  describe('list one\u2019s own proposals (where integrador_id == uid)', () => {
    eachPersona(getEnv, allowOnly('owner', 'other', 'admin'), (db, persona) =>
      db
        .collection('propostas')
        .where('integrador_id', '==', persona === 'anonymous' ? uids.owner : uids[persona])
        .get(),
    );
  });

  describe("list another integrator's proposals (where integrador_id == owner)", () => {
    eachPersona(getEnv, allowOnly(...ownerCompanyManagers, 'admin'), (db) =>
      db.collection('propostas').where('integrador_id', '==', uids.owner).get(),
    );
  });

  describe('list every late installation (admin dashboard: status == aprovada, instalacao_meta < today)', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) =>
      db.collection('propostas').where('status', '==', 'aprovada').where('instalacao_meta', '<', '2026-11-26').orderBy('instalacao_meta').limit(5).get(),
    );
  });

  describe('list one\u2019s own late installations (integrator dashboard, where integrador_id == uid)', () => {
    eachPersona(getEnv, allowOnly('owner', 'other', 'admin'), (db, persona) =>
      db
        .collection('propostas')
        .where('integrador_id', '==', persona === 'anonymous' ? uids.owner : uids[persona])
        .where('status', '==', 'aprovada')
        .where('instalacao_meta', '<', '2026-11-26')
        .orderBy('instalacao_meta')
        .limit(5)
        .get(),
    );
  });

  describe('create a proposal directly (Cloud Functions create them)', () => {
    eachPersona(getEnv, nobody, (db, persona) =>
      db.collection('propostas').add(proposal(persona === 'anonymous' ? 'anonimo' : uids[persona])),
    );
  });

  describe('create a proposal under a client-generated id (only the createProposal callable does)', () => {
    eachPersona(getEnv, nobody, (db, persona) =>
      db.doc('propostas/AbCdEfGhIjKlMnOpQrSt').set(proposal(persona === 'anonymous' ? 'anonimo' : uids[persona])),
    );
  });

  describe("write a first history entry of the owner's proposal", () => {
    eachPersona(getEnv, nobody, (db, persona) =>
      db.collection('propostas/p-owner/historico').add({ de: null, para: 'enviada', por: persona === 'anonymous' ? 'anonimo' : uids[persona], em: new Date() }),
    );
  });

  describe("update the owner's proposal status", () => {
    eachPersona(getEnv, nobody, (db) => db.doc('propostas/p-owner').update({ status: 'aprovada' }));
  });

  describe("mark an installation milestone of the owner's proposal directly (only the milestone callables write it)", () => {
    eachPersona(getEnv, nobody, (db, persona) =>
      db.doc('propostas/p-owner').update({
        'instalacao.aprovada_em': new Date(),
        'instalacao.marcos.contrato_assinado': { estado: 'marcado', data: '2026-01-16', marcado_por: persona === 'anonymous' ? 'anonimo' : uids[persona], arquivos: [] },
      }),
    );
  });

  describe("delete the owner's proposal", () => {
    eachPersona(getEnv, nobody, (db) => db.doc('propostas/p-owner').delete());
  });
});
