/**
 * Consent (issue 51): publico/consentimento (the versions in force) and consentimento_versoes (every
 * published text) are public reads — the pages /termos and /privacidade, sign-up and the customer's
 * link show them — and nobody writes them from a client (publishConsentVersion does). aceites/{id}
 * and its historico: the person reads its own, admins every one; nobody writes (acceptConsent,
 * acceptInvitation and submitCustomerApplication do). The customer's guest session (uid
 * cliente_{linkId}) reads not even its own link's acceptance.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { guestUploadUid, uploadClaimsOf } from '@solarcred/domain/customer-link/commands';
import { expiryOf, type CustomerLink } from '@solarcred/domain/customer-link/link';
import { acceptanceHistory, consentAcceptances, consentVersionId, consentVersions, currentConsent, linkCustomerSubject } from '@solarcred/domain/data/privacy';
import { hasFirestore } from '../emulator-env';
import { allowOnly, baseIntegrators, baseProfiles, eachPersona, nobody, personas, uids, useRulesEnv, type Persona } from './firestore-test-env';

const at = new Date('2026-11-20T12:00:00Z');
const currentPath = currentConsent.collection.docPath(currentConsent.id);
const versionPath = consentVersions.docPath(consentVersionId('termos', 2));
const version = { tipo: 'termos', versao: 2, texto: 'Termos. '.repeat(40), resumo: 'Novos prazos.', publicado_em: at, publicado_por: uids.admin };
const acceptance = { termos_versao: 2, privacidade_versao: 1, aceito_em: at, origem: 'login' };
const linkId = 'LinkConsentAAAAAAAAA';
const link: CustomerLink = {
  id: linkId, integrador_id: uids.owner, empresa_nome: 'Empresa', cliente_nome: 'Maria da Silva', cliente_telefone: '11987654321',
  cliente_email: null, token_hash: 'a'.repeat(64), proposta_id: 'PropConsentAAAAAAAAA', criado_em: at.getTime(), expira_em: expiryOf(at.getTime()), revogado_em: null, preenchido_em: null,
};
const guestSubject = linkCustomerSubject(linkId);

/** Every signed-in persona's own acceptance and history entry (anonymous has none: it asks for the owner's). */
const ownOf = (persona: Persona) => (persona === 'anonymous' ? uids.owner : uids[persona]);
/** One's own acceptance where none exists yet (the owner's exists: it and anonymous try the pending integrator's). */
const ownMissing = (persona: Persona) => (persona === 'anonymous' || persona === 'owner' ? uids.pending : uids[persona]);
const signedIn = allowOnly(...personas.filter((persona) => persona !== 'anonymous'));

describe.skipIf(!hasFirestore)('firestore.rules: consent (issue 51)', () => {
  const documents = () => {
    // The owner's and the link customer's acceptances exist; every one's history has an entry.
    const accepted: Record<string, object> = { [consentAcceptances.docPath(uids.owner)]: acceptance, [consentAcceptances.docPath(guestSubject)]: acceptance };
    for (const uid of [...Object.values(uids), guestSubject]) accepted[acceptanceHistory(uid).docPath('000001763640000_login')] = acceptance;
    return { ...baseProfiles(), ...baseIntegrators(), [currentPath]: { termos: 2, privacidade: 1, atualizado_em: at }, [versionPath]: version, ...accepted };
  };
  const getEnv = useRulesEnv(documents);

  describe('get the versions in force', () => {
    eachPersona(getEnv, allowOnly(...personas), (db) => db.doc(currentPath).get());
  });
  describe('list publico/ (the versions in force by name only)', () => {
    eachPersona(getEnv, nobody, (db) => db.collection('publico').get());
  });
  describe('create or overwrite the versions in force', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(currentPath).set({ termos: 1, privacidade: 1, atualizado_em: null }));
  });
  describe('update the versions in force (move a text back to version 1)', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(currentPath).update({ termos: 1 }));
  });
  describe('delete the versions in force', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(currentPath).delete());
  });

  describe('get a published version', () => {
    eachPersona(getEnv, allowOnly(...personas), (db) => db.doc(versionPath).get());
  });
  describe("list a text's versions, newest first", () => {
    eachPersona(getEnv, allowOnly(...personas), (db) => db.collection(consentVersions.path).where('tipo', '==', 'termos').orderBy('versao', 'desc').limit(20).get());
  });
  describe('create a version directly (only publishConsentVersion does)', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(consentVersions.docPath(consentVersionId('termos', 3))).set({ ...version, versao: 3 }));
  });
  describe('update a published version (rewrite what people accepted)', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(versionPath).update({ texto: 'Outro texto. '.repeat(30) }));
  });
  describe('delete a published version', () => {
    eachPersona(getEnv, nobody, (db) => db.doc(versionPath).delete());
  });

  describe("get one's own acceptance", () => {
    eachPersona(getEnv, signedIn, (db, persona) => db.doc(consentAcceptances.docPath(ownOf(persona))).get());
  });
  describe("get the owner's acceptance", () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.doc(consentAcceptances.docPath(uids.owner)).get());
  });
  describe('list every acceptance', () => {
    eachPersona(getEnv, allowOnly('admin'), (db) => db.collection(consentAcceptances.path).get());
  });
  describe("create one's own acceptance directly (only the callables do)", () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(consentAcceptances.docPath(ownMissing(persona))).set(acceptance));
  });
  describe("update the owner's acceptance (claim a newer version)", () => {
    eachPersona(getEnv, nobody, (db) => db.doc(consentAcceptances.docPath(uids.owner)).update({ termos_versao: 9 }));
  });
  describe("delete the owner's acceptance", () => {
    eachPersona(getEnv, nobody, (db) => db.doc(consentAcceptances.docPath(uids.owner)).delete());
  });

  describe("get an entry of one's own acceptance history", () => {
    eachPersona(getEnv, signedIn, (db, persona) => db.doc(acceptanceHistory(ownOf(persona)).docPath('000001763640000_login')).get());
  });
  describe("list the owner's acceptance history", () => {
    eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.collection(acceptanceHistory(uids.owner).path).get());
  });
  describe("create an entry in one's own history directly", () => {
    eachPersona(getEnv, nobody, (db, persona) => db.collection(acceptanceHistory(ownOf(persona)).path).add(acceptance));
  });
  describe("update an entry of one's own history (change where it was given)", () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(acceptanceHistory(ownOf(persona)).docPath('000001763640000_login')).update({ origem: 'cadastro' }));
  });
  describe("delete an entry of one's own history", () => {
    eachPersona(getEnv, nobody, (db, persona) => db.doc(acceptanceHistory(ownOf(persona)).docPath('000001763640000_login')).delete());
  });

  it("the customer's guest session reads and writes no acceptance, not even its link's", async () => {
    const guest = getEnv().authenticatedContext(guestUploadUid(linkId), uploadClaimsOf(link)).firestore();
    await assertFails(guest.doc(consentAcceptances.docPath(guestSubject)).get());
    await assertFails(guest.collection(acceptanceHistory(guestSubject).path).get());
    await assertFails(guest.doc(consentAcceptances.docPath(guestSubject)).set(acceptance));
    await assertFails(guest.doc(currentPath).set({ termos: 1, privacidade: 1, atualizado_em: null }));
  });
});
