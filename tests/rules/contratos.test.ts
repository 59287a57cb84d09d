/**
 * The credit contract's collections (issue 47): contratos/{id} is read by admins, the company's
 * approved titular and gestores (queries filtered on integrador_id == company) and the vendedor
 * who sent the proposal (criado_por; its queries also filter criado_por == uid); nobody else, not
 * another vendedor of the same company, a deactivated member, a pending or another integrator, nor
 * the customer's guest sessions (the link's callables answer them). contratos_assinatura and
 * verificacoes_contrato are Cloud Functions' only; config/modelo_contrato is read by admins only.
 * No client writes any of them, admins included.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { guestUploadUid, uploadClaimsOf } from '@solarcred/domain/customer-link/commands';
import { expiryOf, type CustomerLink } from '@solarcred/domain/customer-link/link';
import { guestViewClaimsOf } from '@solarcred/domain/customer-link/live-view';
import { contractIdOf, contractTemplateDoc, contractTemplateVersions, contractVerifications, contracts, signingSecrets } from '@solarcred/domain/data/contracts';
import { hasFirestore } from '../emulator-env';
import { baseIntegrators, baseProfiles, dbAs, expectRule, personas, uids, useRulesEnv, type DocumentData, type Firestore } from './firestore-test-env';

/** The rules personas; a second vendedor of the owner's company (not the sender); the customer's two guest sessions. */
const callers = [...personas, 'vendedor2', 'guest', 'uploadGuest'] as const;
type Caller = (typeof callers)[number];

const vendedor2 = 'int-vendedor-2';
const at = new Date('2026-03-10T12:00:00Z');
const proposalId = 'PropContratoAAAAAAAA';
const titularProposalId = 'PropTitularAAAAAAAAA';
const otherProposalId = 'PropOutroContratoAAA';

const customerLink: CustomerLink = {
  id: 'LinkContratoAAAAAAAA', integrador_id: uids.owner, empresa_nome: 'Empresa', cliente_nome: 'Maria da Silva', cliente_telefone: '11987654321',
  cliente_email: null, token_hash: 'c'.repeat(64), proposta_id: proposalId, criado_em: at.getTime(), expira_em: expiryOf(at.getTime()),
  revogado_em: null, preenchido_em: at.getTime() + 60_000,
};

function dbOf(env: RulesTestEnvironment, caller: Caller): Firestore {
  switch (caller) {
    case 'vendedor2':
      return env.authenticatedContext(vendedor2, { role: 'integrador', empresa: uids.owner, papel: 'vendedor' }).firestore();
    case 'guest':
      return env.authenticatedContext(guestUploadUid(customerLink.id), { ...guestViewClaimsOf(customerLink) }).firestore();
    case 'uploadGuest':
      return env.authenticatedContext(guestUploadUid(customerLink.id), uploadClaimsOf(customerLink)).firestore();
    default:
      return dbAs(env, caller);
  }
}

function eachCaller(getEnv: () => RulesTestEnvironment, allowed: readonly Caller[], operation: (db: Firestore, caller: Caller) => Promise<unknown>): void {
  it.each(callers.map((c) => [c, allowed.includes(c) ? 'allowed' : 'denied'] as const))('%s: %s', async (caller, verdict) => {
    await expectRule(verdict === 'allowed', operation(dbOf(getEnv(), caller), caller));
  });
}

/** contratos/{id} as generation stores it (the frozen content abridged: the rules read none of it). */
function contract(propostaId: string, integradorId: string, criadoPor: string, versao = 1): DocumentData {
  return {
    proposta_id: propostaId, integrador_id: integradorId, criado_por: criadoPor, versao, estado: 'enviado',
    conteudo: { numero: `CCB-${propostaId}`, versao, cliente: { nome: 'Maria da Silva' } }, sha256: 'a'.repeat(64), tamanho_bytes: 40_000,
    pdf_path: `contratos/${integradorId}/${propostaId}/contrato-v${versao}.pdf`, gerado_em: at, enviado_em: at, visualizado_em: null,
    expira_em: new Date(at.getTime() + 30 * 86_400_000), substituido_em: null, substituido_por: null, assinatura: null, provedor: 'interno',
    provedor_documento: null, atualizado_em: at,
  };
}

const ownerContract = contractIdOf(proposalId, 1);
const titularContract = contractIdOf(titularProposalId, 1);
const otherContract = contractIdOf(otherProposalId, 1);
const code = 'SC7K-2M9Q-4XHP';

const documents = (): Record<string, DocumentData> => ({
  ...baseProfiles(),
  ...baseIntegrators(),
  [`membros/${vendedor2}`]: { empresa: uids.owner, papel: 'vendedor', ativo: true, nome: vendedor2, email: `${vendedor2}@solar.test`, entrou_em: at, desativado_em: null },
  // The vendedor sent the owner's proposal; the titular sent the other one of the company.
  [contracts.docPath(ownerContract)]: contract(proposalId, uids.owner, uids.vendedor),
  [contracts.docPath(titularContract)]: contract(titularProposalId, uids.owner, uids.owner),
  [contracts.docPath(otherContract)]: contract(otherProposalId, uids.other, uids.other),
  [signingSecrets.docPath(ownerContract)]: { codigo_hash: 'b'.repeat(64), codigo_expira_em: at, enviado_em: at, tentativas: 1, bloqueado_ate: null },
  [contractVerifications.docPath(code)]: { contrato_id: ownerContract, sha256_assinado: 'd'.repeat(64), assinado_em: at },
  [contractTemplateDoc.collection.docPath(contractTemplateDoc.id)]: { clausulas: [{ titulo: 'Objeto', texto: 'Financiamento de {{cliente_nome}}.' }], versao: 2, atualizado_por: uids.admin, atualizado_em: at },
  [contractTemplateVersions.docPath('1')]: { clausulas: [{ titulo: 'Objeto', texto: 'Antigo.' }], versao: 1, atualizado_por: uids.admin, atualizado_em: at },
});

describe.skipIf(!hasFirestore)('firestore.rules: contratos (issue 47)', () => {
  const getEnv = useRulesEnv(documents);
  const companyOf = (caller: Caller) => (caller === 'other' || caller === 'vendedorOutro' ? uids.other : uids.owner);
  const uidOf = (caller: Caller) => (caller === 'vendedor2' ? vendedor2 : caller in uids ? uids[caller as keyof typeof uids] : 'ninguem');

  describe('get the contract the vendedor sent', () => {
    eachCaller(getEnv, ['admin', 'owner', 'gestor', 'vendedor'], (db) => db.doc(contracts.docPath(ownerContract)).get());
  });

  describe('get a contract the titular sent', () => {
    eachCaller(getEnv, ['admin', 'owner', 'gestor'], (db) => db.doc(contracts.docPath(titularContract)).get());
  });

  describe("get the other integrator's contract", () => {
    eachCaller(getEnv, ['admin', 'other'], (db) => db.doc(contracts.docPath(otherContract)).get());
  });

  describe("list the caller's company's contracts (integrador_id == company)", () => {
    eachCaller(getEnv, ['admin', 'owner', 'other', 'gestor'], (db, caller) => db.collection(contracts.path).where('integrador_id', '==', companyOf(caller)).get());
  });

  describe("list the company's contracts the caller sent (integrador_id == company, criado_por == uid)", () => {
    eachCaller(getEnv, ['admin', 'owner', 'other', 'gestor', 'vendedor', 'vendedorOutro', 'vendedor2'], (db, caller) =>
      db.collection(contracts.path).where('integrador_id', '==', companyOf(caller)).where('criado_por', '==', uidOf(caller)).get(),
    );
  });

  describe("list a proposal's versions by proposta_id alone (the admin's query)", () => {
    eachCaller(getEnv, ['admin'], (db) => db.collection(contracts.path).where('proposta_id', '==', proposalId).orderBy('versao', 'desc').get());
  });

  describe('create a contract', () => {
    eachCaller(getEnv, [], (db) => db.doc(contracts.docPath(contractIdOf(proposalId, 2))).set(contract(proposalId, uids.owner, uids.vendedor, 2)));
  });

  describe('sign a contract by writing it', () => {
    eachCaller(getEnv, [], (db) => db.doc(contracts.docPath(ownerContract)).update({ estado: 'assinado', atualizado_em: new Date() }));
  });

  describe('delete a contract', () => {
    eachCaller(getEnv, [], (db) => db.doc(contracts.docPath(ownerContract)).delete());
  });

  describe("get a contract's signing code", () => {
    eachCaller(getEnv, [], (db) => db.doc(signingSecrets.docPath(ownerContract)).get());
  });

  describe('reset the wrong attempts of a signing code', () => {
    eachCaller(getEnv, [], (db) => db.doc(signingSecrets.docPath(ownerContract)).set({ codigo_hash: 'e'.repeat(64), codigo_expira_em: new Date(), enviado_em: new Date(), tentativas: 0, bloqueado_ate: null }));
  });

  describe('create a signing code for a contract with none', () => {
    eachCaller(getEnv, [], (db) => db.doc(signingSecrets.docPath(titularContract)).set({ codigo_hash: 'e'.repeat(64), codigo_expira_em: new Date(), enviado_em: new Date(), tentativas: 0, bloqueado_ate: null }));
  });

  describe('delete a signing code (lift a lockout)', () => {
    eachCaller(getEnv, [], (db) => db.doc(signingSecrets.docPath(ownerContract)).delete());
  });

  describe('list the signing codes', () => {
    eachCaller(getEnv, [], (db) => db.collection(signingSecrets.path).limit(5).get());
  });

  describe('get a verification by its code', () => {
    eachCaller(getEnv, [], (db) => db.doc(contractVerifications.docPath(code)).get());
  });

  describe('list the verifications by hash', () => {
    eachCaller(getEnv, [], (db) => db.collection(contractVerifications.path).where('sha256_assinado', '==', 'd'.repeat(64)).get());
  });

  describe('create a verification (forge an authentic answer)', () => {
    eachCaller(getEnv, [], (db) => db.doc(contractVerifications.docPath('AAAA-BBBB-CCCC')).set({ contrato_id: ownerContract, sha256_assinado: 'f'.repeat(64), assinado_em: new Date() }));
  });

  describe('update a verification (point it at another hash)', () => {
    eachCaller(getEnv, [], (db) => db.doc(contractVerifications.docPath(code)).update({ sha256_assinado: 'f'.repeat(64) }));
  });

  describe('delete a verification', () => {
    eachCaller(getEnv, [], (db) => db.doc(contractVerifications.docPath(code)).delete());
  });

  describe("get the contract's template", () => {
    eachCaller(getEnv, ['admin'], (db) => db.doc(contractTemplateDoc.collection.docPath(contractTemplateDoc.id)).get());
  });

  describe('list the template by its id', () => {
    eachCaller(getEnv, [], (db) => db.collection('config').where(firebase.firestore.FieldPath.documentId(), '==', contractTemplateDoc.id).get());
  });

  describe('list the replaced versions of the template', () => {
    eachCaller(getEnv, ['admin'], (db) => db.collection(contractTemplateVersions.path).get());
  });

  describe("get a replaced version of the template", () => {
    eachCaller(getEnv, ['admin'], (db) => db.doc(contractTemplateVersions.docPath('1')).get());
  });

  describe('write the template directly (the callable versions it)', () => {
    eachCaller(getEnv, [], (db) => db.doc(contractTemplateDoc.collection.docPath(contractTemplateDoc.id)).set({ clausulas: [], versao: 3, atualizado_por: uids.admin, atualizado_em: new Date() }));
  });

  describe('delete the template', () => {
    eachCaller(getEnv, [], (db) => db.doc(contractTemplateDoc.collection.docPath(contractTemplateDoc.id)).delete());
  });

  describe('write a version of the template', () => {
    eachCaller(getEnv, [], (db) => db.doc(contractTemplateVersions.docPath('9')).set({ clausulas: [], versao: 9, atualizado_por: uids.admin, atualizado_em: new Date() }));
  });
});
