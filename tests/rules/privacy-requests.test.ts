/**
 * The data subject's requests (issue 51): solicitacoes_lgpd is read by admins (every request) and
 * by a signed-in person (its own, `titular.uid` its uid; its list must filter on it); nobody
 * writes it from a client (requestPrivacy, the guests' callables, resolvePrivacyRequest and the
 * export job do). The open-request locks (solicitacoes_lgpd_abertas) and the e-mail codes
 * (codigos_lgpd) are the functions' alone. The customer's guest sessions read and write nothing.
 */
import 'firebase/compat/firestore';
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { guestUploadUid, } from '@solarcred/domain/customer-link/commands';
import { expiryOf, type CustomerLink } from '@solarcred/domain/customer-link/link';
import { openPrivacyRequests, privacyCodes, privacyRequests } from '@solarcred/domain/data/privacy';
import { accountSubject } from '@solarcred/domain/privacy/requests';
import type { PrivacyRequest } from '@solarcred/domain/privacy/types';
import { hasFirestore } from '../emulator-env';
import { allowOnly, baseIntegrators, baseProfiles, eachPersona, nobody, personas, uids, useRulesEnv, type Persona, guestDbs } from './firestore-test-env';

const at = Date.UTC(2026, 10, 20, 12);
const requestOf = (uid: string): PrivacyRequest => ({
  id: `req-${uid}`, tipo: 'acesso', situacao: 'aberta', origem: 'conta', titular: accountSubject(uid, `Pessoa ${uid}`, `${uid}@test.dev`), detalhe: '',
  criada_em: at, prazo_em: at + 15 * 86_400_000, atualizado_em: at, resposta: null, concluida_em: null, concluida_por: null,
  exportacao: { estado: 'na_fila', caminho: null, arquivos: 0, tamanho_bytes: 0, erro: null, atualizado_em: at }, retidos: null,
});
const signedIn = personas.filter((persona) => persona !== 'anonymous');
/** Each persona's own request (anonymous asks for the owner's). */
const ownUid = (persona: Persona) => (persona === 'anonymous' ? uids.owner : uids[persona]);

const link: CustomerLink = {
  id: 'LinkLgpdAAAAAAAAAAAA', integrador_id: uids.owner, empresa_nome: 'Empresa', cliente_nome: 'Maria da Silva', cliente_telefone: '11987654321',
  cliente_email: null, token_hash: 'b'.repeat(64), proposta_id: 'PropLgpdAAAAAAAAAAAA', criado_em: at, expira_em: expiryOf(at), revogado_em: null, preenchido_em: null,
};
const lockPath = openPrivacyRequests.docPath(`conta_${uids.owner}`);
const codePath = privacyCodes.docPath('c'.repeat(64));

describe.skipIf(!hasFirestore)('firestore.rules: the rights requests (issue 51)', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseProfiles(),
    ...baseIntegrators(),
    ...Object.fromEntries(signedIn.map((persona) => [privacyRequests.docPath(`req-${uids[persona as Exclude<Persona, 'anonymous'>]}`), requestOf(uids[persona as Exclude<Persona, 'anonymous'>])])),
    [lockPath]: { solicitacao_id: `req-${uids.owner}`, criada_em: at },
    [codePath]: { codigo_hash: 'd'.repeat(64), email_hash: 'e'.repeat(64), expira_em: at, tentativas: 0, bloqueado_ate: null, enviado_em: at },
  }));

  describe('solicitacoes_lgpd/{id}', () => {
    describe("get one's own request", () => {
      eachPersona(getEnv, allowOnly(...signedIn), (db, persona) => db.doc(privacyRequests.docPath(`req-${ownUid(persona)}`)).get());
    });
    describe("get the owner's request", () => {
      eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.doc(privacyRequests.docPath(`req-${uids.owner}`)).get());
    });
    describe("list one's own requests (titular.uid == uid, newest first)", () => {
      eachPersona(getEnv, allowOnly(...signedIn), (db, persona) => db.collection(privacyRequests.path).where('titular.uid', '==', ownUid(persona)).orderBy('criada_em', 'desc').limit(20).get());
    });
    describe("list the owner's requests (titular.uid == the owner)", () => {
      eachPersona(getEnv, allowOnly('owner', 'admin'), (db) => db.collection(privacyRequests.path).where('titular.uid', '==', uids.owner).get());
    });
    describe('list the open requests by deadline (the queue)', () => {
      eachPersona(getEnv, allowOnly('admin'), (db) => db.collection(privacyRequests.path).where('situacao', 'in', ['aberta', 'em_andamento']).orderBy('prazo_em').limit(20).get());
    });
    describe('create a request directly', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(privacyRequests.docPath(`novo-${persona}`)).set(requestOf(ownUid(persona))));
    });
    describe("update one's own request (mark it concluded)", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(privacyRequests.docPath(`req-${ownUid(persona)}`)).update({ situacao: 'concluida' }));
    });
    describe("delete one's own request", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(privacyRequests.docPath(`req-${ownUid(persona)}`)).delete());
    });
  });

  describe('solicitacoes_lgpd_abertas/{chave}', () => {
    describe("get the owner's open-request lock", () => {
      eachPersona(getEnv, nobody, (db) => db.doc(lockPath).get());
    });
    describe('list the locks', () => {
      eachPersona(getEnv, nobody, (db) => db.collection(openPrivacyRequests.path).get());
    });
    describe('create a lock (block another person)', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(openPrivacyRequests.docPath(`conta_${uids.other}`)).set({ solicitacao_id: 'x', criada_em: at }));
    });
    describe("update the owner's lock", () => {
      eachPersona(getEnv, nobody, (db) => db.doc(lockPath).update({ solicitacao_id: 'y' }));
    });
    describe("delete the owner's lock (open a second request)", () => {
      eachPersona(getEnv, nobody, (db) => db.doc(lockPath).delete());
    });
  });

  describe('codigos_lgpd/{cpf_hash}', () => {
    describe('get a code', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(codePath).get());
    });
    describe('list the codes', () => {
      eachPersona(getEnv, nobody, (db) => db.collection(privacyCodes.path).get());
    });
    describe('create a code', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(privacyCodes.docPath('f'.repeat(64))).set({ codigo_hash: 'x' }));
    });
    describe('update a code (reset the tries)', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(codePath).update({ tentativas: 0 }));
    });
    describe('delete a code', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(codePath).delete());
    });
  });

  it("the customer's guest sessions read no request, lock or code and write nothing", async () => {
    const env = getEnv();
    for (const db of guestDbs(env, link)) {
      await assertFails(db.collection(privacyRequests.path).where('titular.uid', '==', guestUploadUid(link.id)).get());
      await assertFails(db.doc(privacyRequests.docPath(`req-${uids.owner}`)).get());
      await assertFails(db.doc(privacyRequests.docPath('guest')).set(requestOf(guestUploadUid(link.id))));
      await assertFails(db.doc(lockPath).get());
      await assertFails(db.doc(codePath).get());
    }
  });
});
