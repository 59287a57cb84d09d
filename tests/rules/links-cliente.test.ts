/**
 * The customer link's collections (issue 28): links_cliente/{linkId}, rascunhos_cliente/{proposalId}
 * and limites_link/{key}. Admins read every link and draft; a company's titular and gestores
 * read all of the company's (queries filtered on integrador_id == company), a vendedor only those
 * it made (and criado_por == uid; issue 45), approved or not, so one whose approval was revoked
 * still sees its old links; a deactivated member none; nobody reads the rate windows; no client writes any of them (the link callables
 * and createProposal do, with the Admin SDK). The customer-link guest (the short upload session
 * authorizeCustomerUpload makes: uid cliente_{linkId}, no role, the claims of uploadClaimsOf) runs
 * as a sixth persona: it reads and writes nothing in Firestore, neither here nor elsewhere.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { guestUploadUid, uploadClaimsOf } from '@solarcred/domain/customer-link/commands';
import { expiryOf, type CustomerLink } from '@solarcred/domain/customer-link/link';
import { customerDrafts, customerLinkPageSize, customerLinks, guestRateWindows, rateKeys } from '@solarcred/domain/data/customer-links';
import { hasFirestore } from '../emulator-env';
import {
  baseIntegrators,
  baseProfiles,
  dbAs,
  expectRule,
  personas,
  rejectedDb,
  rejectedIntegrator,
  rejectedUid,
  uids,
  useRulesEnv,
  type DocumentData,
  type Firestore,
} from './firestore-test-env';

/** The five personas of every rules suite, and the customer-link guest. */
const callers = [...personas, 'guest'] as const;
type Caller = (typeof callers)[number];

const createdAt = Date.parse('2026-03-02T12:00:00Z');

/** A link as createCustomerLink makes it (times in milliseconds; stored as Timestamps by the converter). */
function link(id: string, integradorId: string, propostaId: string, fields: Partial<CustomerLink> = {}): CustomerLink {
  return {
    id,
    integrador_id: integradorId,
    empresa_nome: `Empresa ${integradorId}`,
    cliente_nome: 'Maria da Silva',
    cliente_telefone: '11987654321',
    cliente_email: null,
    token_hash: Array.from(id, (char) => char.charCodeAt(0).toString(16)).join('').padEnd(64, '0').slice(0, 64),
    proposta_id: propostaId,
    criado_em: createdAt,
    expira_em: expiryOf(createdAt),
    revogado_em: null,
    preenchido_em: null,
    ...fields,
  };
}

/** links_cliente/{id} as the callables store it: the domain converter's output (Timestamps, no `id`). */
const stored = (value: CustomerLink): DocumentData => customerLinks.converter(firebase.firestore.Timestamp.fromMillis).toFirestore(value);

/** rascunhos_cliente/{proposalId} as submitCustomerApplication stores it (the wizard's data abridged). */
function draft(propostaId: string, integradorId: string, linkId: string, situacao: 'aguardando' | 'enviada', criadoPor?: string): DocumentData {
  return {
    integrador_id: integradorId,
    ...(criadoPor === undefined ? {} : { criado_por: criadoPor }),
    link_id: linkId,
    cliente_nome: 'Maria da Silva',
    dados: { clientData: { nomeCompleto: 'Maria da Silva', anexoRgCpf: `propostas-anexos/${integradorId}/${propostaId}/anexo_rg_cpf_1773150000000.pdf` } },
    enviado_em: new Date('2026-03-03T15:00:00Z'),
    situacao,
  };
}

/** Proposal ids the links reserved (20-character automatic ids). */
const proposals = {
  owner: 'PropDonoAAAAAAAAAAAA',
  ownerSent: 'PropDonoEnviadaAAAAA',
  other: 'PropOutroAAAAAAAAAAA',
  rejected: 'PropRejeitadaAAAAAAA',
  seller: 'PropVendedorAAAAAAAA',
  titular: 'PropTitularAAAAAAAAA',
} as const;

const ownerLink = link('LinkDonoAAAAAAAAAAAA', uids.owner, proposals.owner);
const ownerFilledLink = link('LinkDonoPreenchidoAA', uids.owner, proposals.ownerSent, { preenchido_em: createdAt + 3_600_000 });
const otherLink = link('LinkOutroAAAAAAAAAAA', uids.other, proposals.other);
const rejectedLink = link('LinkRejeitadoAAAAAAA', rejectedUid, proposals.rejected);
/** Issue 45: the owner company's links as createCustomerLink now records them, its vendedor's and its titular's. */
const sellerLink = link('LinkVendedorAAAAAAAA', uids.owner, proposals.seller, { criado_por: uids.vendedor });
const titularLink = link('LinkTitularAAAAAAAAA', uids.owner, proposals.titular, { criado_por: uids.owner });

/** The guest of the owner's open link: the session authorizeCustomerUpload signs it in with. */
const guestUid = guestUploadUid(ownerLink.id);
const guestClaims = uploadClaimsOf(ownerLink);

function dbOf(env: RulesTestEnvironment, caller: Caller): Firestore {
  return caller === 'guest' ? env.authenticatedContext(guestUid, guestClaims).firestore() : dbAs(env, caller);
}

/** The caller's own uid: a signed-out caller tries the owner's, the best it could do. */
const ownUid = (caller: Caller) => (caller === 'anonymous' ? uids.owner : caller === 'guest' ? guestUid : uids[caller]);

/** One test per caller: `operation` must succeed exactly for the listed ones. */
function eachCaller(getEnv: () => RulesTestEnvironment, allowed: readonly Caller[], operation: (db: Firestore, caller: Caller) => Promise<unknown>): void {
  it.each(callers.map((c) => [c, allowed.includes(c) ? 'allowed' : 'denied'] as const))('%s: %s', async (caller, verdict) => {
    await expectRule(verdict === 'allowed', operation(dbOf(getEnv(), caller), caller));
  });
}

const nobody: readonly Caller[] = [];
/**
 * A query on integrador_id == one's uid: the titulars (approved or not; a titular's uid is its
 * company) and admins; a team member's uid is no company (issue 45); never the guest.
 */
const titularsAndAdmins: readonly Caller[] = ['owner', 'other', 'pending', 'admin'];

const links = (db: Firestore) => db.collection(customerLinks.path);
const drafts = (db: Firestore) => db.collection(customerDrafts.path);
/** A vendedor's links screen (issue 45): links_cliente where integrador_id == company and criado_por == uid. */
const ownLinksOf = (db: Firestore, integradorId: string, criadoPor: string) =>
  links(db).where('integrador_id', '==', integradorId).where('criado_por', '==', criadoPor).orderBy('criado_em', 'desc').limit(customerLinkPageSize).get();
/** A vendedor's waiting drafts: and criado_por == uid. */
const ownWaitingDraftsOf = (db: Firestore, integradorId: string, criadoPor: string) =>
  drafts(db).where('integrador_id', '==', integradorId).where('criado_por', '==', criadoPor).where('situacao', '==', 'aguardando').orderBy('enviado_em', 'desc').limit(customerLinkPageSize).get();
/** The integrator's links screen: links_cliente where integrador_id == uid, newest first, one page. */
const linksOf = (db: Firestore, integradorId: string) =>
  links(db).where('integrador_id', '==', integradorId).orderBy('criado_em', 'desc').limit(customerLinkPageSize).get();
/** The drafts waiting for the integrator: rascunhos_cliente where integrador_id == uid and situacao == 'aguardando', newest first. */
const waitingDraftsOf = (db: Firestore, integradorId: string) =>
  drafts(db).where('integrador_id', '==', integradorId).where('situacao', '==', 'aguardando').orderBy('enviado_em', 'desc').limit(customerLinkPageSize).get();

const tokenWindow = rateKeys.token(ownerLink.token_hash);
const addressWindow = rateKeys.address('a'.repeat(64));

describe.skipIf(!hasFirestore)('firestore.rules: customer links (issue 28)', () => {
  const getEnv = useRulesEnv(() => ({
    ...baseProfiles(),
    ...baseIntegrators(),
    ...rejectedIntegrator(),
    [customerLinks.docPath(ownerLink.id)]: stored(ownerLink),
    [customerLinks.docPath(ownerFilledLink.id)]: stored(ownerFilledLink),
    [customerLinks.docPath(otherLink.id)]: stored(otherLink),
    [customerLinks.docPath(rejectedLink.id)]: stored(rejectedLink),
    [customerLinks.docPath(sellerLink.id)]: stored(sellerLink),
    [customerLinks.docPath(titularLink.id)]: stored(titularLink),
    [customerDrafts.docPath(proposals.seller)]: draft(proposals.seller, uids.owner, sellerLink.id, 'aguardando', uids.vendedor),
    [customerDrafts.docPath(proposals.titular)]: draft(proposals.titular, uids.owner, titularLink.id, 'aguardando', uids.owner),
    [customerDrafts.docPath(proposals.owner)]: draft(proposals.owner, uids.owner, ownerLink.id, 'aguardando'),
    [customerDrafts.docPath(proposals.ownerSent)]: draft(proposals.ownerSent, uids.owner, ownerFilledLink.id, 'enviada'),
    [customerDrafts.docPath(proposals.other)]: draft(proposals.other, uids.other, otherLink.id, 'aguardando'),
    [customerDrafts.docPath(proposals.rejected)]: draft(proposals.rejected, rejectedUid, rejectedLink.id, 'aguardando'),
    [guestRateWindows.docPath(tokenWindow)]: { inicio: createdAt, contagem: 3 },
    [guestRateWindows.docPath(addressWindow)]: { inicio: createdAt, contagem: 7 },
    'propostas/p-owner': { integrador_id: uids.owner, cliente_nome: 'Cliente Teste', status: 'enviada', created_at: new Date(createdAt) },
  }));

  it('stores the links as the callables do: times as Timestamps, open ones with null revogado_em and preenchido_em', () => {
    const data = stored(ownerLink);
    expect(data['expira_em']).toBeInstanceOf(firebase.firestore.Timestamp);
    expect(data['revogado_em']).toBeNull();
    expect(data['preenchido_em']).toBeNull();
    expect(data).not.toHaveProperty('id');
    expect(guestClaims).toEqual({ cliente_link: ownerLink.id, pasta_integrador: uids.owner, pasta_proposta: proposals.owner, cliente_token_hash: ownerLink.token_hash });
  });

  describe('links_cliente/{linkId}', () => {
    describe("get the owner's link (from before issue 45: no criado_por)", () => {
      eachCaller(getEnv, ['owner', 'gestor', 'admin'], (db) => db.doc(customerLinks.docPath(ownerLink.id)).get());
    });

    describe("get the owner's filled link", () => {
      eachCaller(getEnv, ['owner', 'gestor', 'admin'], (db) => db.doc(customerLinks.docPath(ownerFilledLink.id)).get());
    });

    describe("list one's own links (where integrador_id == uid, newest first): a titular's company is its uid", () => {
      eachCaller(getEnv, titularsAndAdmins, (db, caller) => linksOf(db, ownUid(caller)));
    });

    describe("list the owner company's links (where integrador_id == the owner's uid): its titular and gestor", () => {
      eachCaller(getEnv, ['owner', 'gestor', 'admin'], (db) => linksOf(db, uids.owner));
    });

    describe("get the link the owner's vendedor made (issue 45)", () => {
      eachCaller(getEnv, ['owner', 'gestor', 'vendedor', 'admin'], (db) => db.doc(customerLinks.docPath(sellerLink.id)).get());
    });

    describe("get the link the owner's titular made: not its vendedor's", () => {
      eachCaller(getEnv, ['owner', 'gestor', 'admin'], (db) => db.doc(customerLinks.docPath(titularLink.id)).get());
    });

    describe("list the owner company's links its vendedor made (and criado_por == the vendedor's uid)", () => {
      eachCaller(getEnv, ['owner', 'gestor', 'vendedor', 'admin'], (db) => ownLinksOf(db, uids.owner, uids.vendedor));
    });

    describe("list one's own links in one's company (where integrador_id == company and criado_por == uid)", () => {
      const companyOfPersona = (caller: Caller) => (caller === 'vendedorOutro' ? uids.other : ['gestor', 'vendedor', 'desativado'].includes(caller) ? uids.owner : ownUid(caller));
      eachCaller(getEnv, [...titularsAndAdmins, 'gestor', 'vendedor', 'vendedorOutro'], (db, caller) => ownLinksOf(db, companyOfPersona(caller), ownUid(caller)));
    });

    describe('list every link (no integrador_id filter)', () => {
      eachCaller(getEnv, ['admin'], (db) => links(db).orderBy('criado_em', 'desc').limit(customerLinkPageSize).get());
    });

    describe('find a link by its token hash (what the guest callables do)', () => {
      eachCaller(getEnv, ['admin'], (db) => links(db).where('token_hash', '==', ownerLink.token_hash).limit(1).get());
    });

    describe('create a link directly, even in one\u2019s own name', () => {
      eachCaller(getEnv, nobody, (db, caller) => {
        const own = link(`LinkNovo${caller}`, ownUid(caller), 'PropNovaAAAAAAAAAAAA');
        return db.doc(customerLinks.docPath(own.id)).set(stored(own));
      });
    });

    describe("update the owner's link directly (revoke, renew or reopen)", () => {
      eachCaller(getEnv, nobody, (db) =>
        db.doc(customerLinks.docPath(ownerFilledLink.id)).update({ preenchido_em: null, expira_em: firebase.firestore.Timestamp.fromMillis(Date.now() + 86_400_000) }),
      );
    });

    describe("delete the owner's link", () => {
      eachCaller(getEnv, nobody, (db) => db.doc(customerLinks.docPath(ownerLink.id)).delete());
    });
  });

  describe('rascunhos_cliente/{proposalId}', () => {
    describe("get the owner's draft (from before issue 45: no criado_por)", () => {
      eachCaller(getEnv, ['owner', 'gestor', 'admin'], (db) => db.doc(customerDrafts.docPath(proposals.owner)).get());
    });

    // The wizard asks for a draft under its proposal id; a missing one is refused like someone
    // else's (the client reads both as no draft), except for admins.
    describe('get a draft that does not exist', () => {
      eachCaller(getEnv, ['admin'], (db) => db.doc(customerDrafts.docPath('PropSemRascunhoAAAAA')).get());
    });

    describe("list one's own waiting drafts (where integrador_id == uid and situacao == 'aguardando', newest first)", () => {
      eachCaller(getEnv, titularsAndAdmins, (db, caller) => waitingDraftsOf(db, ownUid(caller)));
    });

    describe("list the owner company's waiting drafts (where integrador_id == the owner's uid): its titular and gestor", () => {
      eachCaller(getEnv, ['owner', 'gestor', 'admin'], (db) => waitingDraftsOf(db, uids.owner));
    });

    describe("get the draft of the link the owner's vendedor made (issue 45)", () => {
      eachCaller(getEnv, ['owner', 'gestor', 'vendedor', 'admin'], (db) => db.doc(customerDrafts.docPath(proposals.seller)).get());
    });

    describe("get the draft of the titular's link: not its vendedor's", () => {
      eachCaller(getEnv, ['owner', 'gestor', 'admin'], (db) => db.doc(customerDrafts.docPath(proposals.titular)).get());
    });

    describe("list the owner company's waiting drafts of its vendedor's links (and criado_por == the vendedor's uid)", () => {
      eachCaller(getEnv, ['owner', 'gestor', 'vendedor', 'admin'], (db) => ownWaitingDraftsOf(db, uids.owner, uids.vendedor));
    });

    describe('list every waiting draft (no integrador_id filter)', () => {
      eachCaller(getEnv, ['admin'], (db) => drafts(db).where('situacao', '==', 'aguardando').orderBy('enviado_em', 'desc').limit(customerLinkPageSize).get());
    });

    describe('create a draft directly, even in one\u2019s own name', () => {
      eachCaller(getEnv, nobody, (db, caller) => db.doc(customerDrafts.docPath('PropNovaAAAAAAAAAAAA')).set(draft('PropNovaAAAAAAAAAAAA', ownUid(caller), ownerLink.id, 'aguardando')));
    });

    describe("update the owner's draft directly (mark it sent)", () => {
      eachCaller(getEnv, nobody, (db) => db.doc(customerDrafts.docPath(proposals.owner)).update({ situacao: 'enviada' }));
    });

    describe("delete the owner's draft", () => {
      eachCaller(getEnv, nobody, (db) => db.doc(customerDrafts.docPath(proposals.owner)).delete());
    });
  });

  describe('limites_link/{key}', () => {
    describe("get a token's rate window", () => {
      eachCaller(getEnv, nobody, (db) => db.doc(guestRateWindows.docPath(tokenWindow)).get());
    });

    describe('list the rate windows', () => {
      eachCaller(getEnv, nobody, (db) => db.collection(guestRateWindows.path).limit(10).get());
    });

    describe('create a rate window', () => {
      eachCaller(getEnv, nobody, (db) => db.doc(guestRateWindows.docPath(rateKeys.address('b'.repeat(64)))).set({ inicio: Date.now(), contagem: 0 }));
    });

    describe('update a rate window (reset the count)', () => {
      eachCaller(getEnv, nobody, (db) => db.doc(guestRateWindows.docPath(tokenWindow)).update({ contagem: 0 }));
    });

    describe('delete a rate window', () => {
      eachCaller(getEnv, nobody, (db) => db.doc(guestRateWindows.docPath(addressWindow)).delete());
    });
  });

  it('an integrator whose approval was revoked still reads its own links and drafts, and no one else\u2019s', async () => {
    const db = rejectedDb(getEnv());
    await assertSucceeds(db.doc(customerLinks.docPath(rejectedLink.id)).get());
    await assertSucceeds(linksOf(db, rejectedUid));
    await assertSucceeds(db.doc(customerDrafts.docPath(proposals.rejected)).get());
    await assertSucceeds(waitingDraftsOf(db, rejectedUid));
    await assertFails(db.doc(customerLinks.docPath(ownerLink.id)).get());
    await assertFails(linksOf(db, uids.owner));
    await assertFails(waitingDraftsOf(db, uids.owner));
    await assertFails(db.doc(customerLinks.docPath(rejectedLink.id)).update({ revogado_em: null }));
  });

  it("the owner's queries return its company's links and waiting drafts only", async () => {
    const db = dbOf(getEnv(), 'owner');
    const ownLinks = await linksOf(db, uids.owner);
    expect(ownLinks.docs.map((doc) => doc.id).sort()).toEqual([ownerFilledLink.id, ownerLink.id, sellerLink.id, titularLink.id].sort());
    const waiting = await waitingDraftsOf(db, uids.owner);
    expect(waiting.docs.map((doc) => doc.id).sort()).toEqual([proposals.owner, proposals.seller, proposals.titular].sort());
  });

  it("a vendedor's queries return the links and drafts it made only; another seller's are none of its own (issue 45)", async () => {
    const db = dbOf(getEnv(), 'vendedor');
    expect((await ownLinksOf(db, uids.owner, uids.vendedor)).docs.map((doc) => doc.id)).toEqual([sellerLink.id]);
    expect((await ownWaitingDraftsOf(db, uids.owner, uids.vendedor)).docs.map((doc) => doc.id)).toEqual([proposals.seller]);
    await assertFails(ownLinksOf(db, uids.owner, uids.owner));
    await assertFails(ownLinksOf(dbOf(getEnv(), 'vendedorOutro'), uids.owner, uids.vendedor));
    await assertFails(ownLinksOf(dbOf(getEnv(), 'desativado'), uids.owner, uids.desativado));
  });

  it('claims naming the owner\u2019s folder give another integrator nothing: ownership is the auth uid', async () => {
    const db = getEnv().authenticatedContext(uids.other, { role: 'integrador', ...guestClaims }).firestore();
    await assertFails(db.doc(customerLinks.docPath(ownerLink.id)).get());
    await assertFails(linksOf(db, uids.owner));
    await assertFails(db.doc(customerDrafts.docPath(proposals.owner)).get());
  });

  describe('a customer-link guest (no role, upload claims only) reads and writes nothing in Firestore', () => {
    const guest = () => dbOf(getEnv(), 'guest');

    it('nothing of the link it came through, nor of its draft', async () => {
      await assertFails(guest().doc(customerLinks.docPath(guestClaims.cliente_link)).get());
      await assertFails(linksOf(guest(), guestClaims.pasta_integrador));
      await assertFails(guest().doc(customerDrafts.docPath(guestClaims.pasta_proposta)).get());
      await assertFails(waitingDraftsOf(guest(), guestClaims.pasta_integrador));
      await assertFails(guest().doc(customerDrafts.docPath(guestClaims.pasta_proposta)).set(draft(guestClaims.pasta_proposta, guestClaims.pasta_integrador, guestClaims.cliente_link, 'aguardando')));
      await assertFails(guest().doc(customerLinks.docPath(guestClaims.cliente_link)).update({ preenchido_em: firebase.firestore.Timestamp.now() }));
      await assertFails(guest().doc(guestRateWindows.docPath(tokenWindow)).get());
      await assertFails(guest().doc(guestRateWindows.docPath(tokenWindow)).set({ inicio: Date.now(), contagem: 0 }));
    });

    it("nothing of the integrator's proposals", async () => {
      await assertFails(guest().doc('propostas/p-owner').get());
      await assertFails(guest().doc(`propostas/${guestClaims.pasta_proposta}`).get());
      await assertFails(guest().collection('propostas').where('integrador_id', '==', guestClaims.pasta_integrador).get());
      await assertFails(guest().doc(`propostas/${guestClaims.pasta_proposta}`).set({ integrador_id: guestClaims.pasta_integrador, status: 'enviada' }));
    });

    it("nothing of the integrator's record or profile", async () => {
      await assertFails(guest().doc(`integradores/${guestClaims.pasta_integrador}`).get());
      await assertFails(guest().collection('integradores').where('status', '==', 'aprovado').get());
      await assertFails(guest().doc(`integradores/${guestClaims.pasta_integrador}/projetos/projeto-1`).get());
      await assertFails(guest().doc(`profiles/${guestClaims.pasta_integrador}`).get());
    });

    it('nothing under its own uid either: it owns no profile, record or payout destination', async () => {
      await assertFails(guest().doc(`profiles/${guestUid}`).get());
      await assertFails(guest().doc(`profiles/${guestUid}`).set({ nome: 'Maria', tipo_usuario: 'integrador' }));
      await assertFails(guest().doc(`integradores/${guestUid}`).get());
      await assertFails(guest().doc(`integradores/${guestUid}`).set({ user_id: guestUid, status: 'aprovado' }));
      await assertFails(guest().doc(`integradores/${guestUid}/historico/h1`).get());
      await assertFails(guest().doc(`dados_pagamento/${guestUid}`).get());
    });

    it('no error report, no rates, no notices, no counters', async () => {
      await assertFails(guest().collection('error_reports').add({ message: 'boom', user_id: guestUid, created_at: firebase.firestore.FieldValue.serverTimestamp() }));
      await assertFails(guest().collection('linhas_credito').get());
      await assertFails(guest().collection('cashback_taxas').get());
      await assertFails(guest().collection('avisos').where('audiencia', 'array-contains', 'todos').get());
      await assertFails(guest().doc(`stats_integradores/${guestClaims.pasta_integrador}`).get());
      await assertFails(guest().doc('config/sla').get());
    });

    it("the live page's session (a cliente_ uid without the upload's claims) files no error report and owns nothing under its uid (issue 45)", async () => {
      const watcher = getEnv().authenticatedContext(guestUid, { cliente_vista: ownerLink.id, cliente_token_hash: ownerLink.token_hash }).firestore();
      await assertFails(watcher.collection('error_reports').add({ message: 'boom', user_id: guestUid, created_at: firebase.firestore.FieldValue.serverTimestamp() }));
      await assertFails(watcher.doc(`profiles/${guestUid}`).get());
      await assertFails(watcher.doc(`integradores/${guestUid}`).get());
      await assertFails(watcher.doc(customerLinks.docPath(ownerLink.id)).get());
    });
  });
});
