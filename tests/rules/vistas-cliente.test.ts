/**
 * vistas_cliente/{linkId} (issue 45): the customer's page's live view of its link. Only the
 * session watchCustomerLink makes for that link (uid cliente_{linkId}, claims naming the link and
 * its current token hash) reads it; the guest of another link, the session of a token the link no
 * longer has (renewed), the upload session (other claims), integrators (the owner included: its
 * screens read the link and the proposal) and admins read nothing; nobody lists or writes.
 */
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { guestUploadUid, uploadClaimsOf } from '@solarcred/domain/customer-link/commands';
import { expiryOf, type CustomerLink } from '@solarcred/domain/customer-link/link';
import { guestLiveView, guestViewClaimsOf, type GuestLiveView } from '@solarcred/domain/customer-link/live-view';
import { guestLiveViews } from '@solarcred/domain/data/guest-views';
import { hasFirestore } from '../emulator-env';
import { dbAs, expectRule, personas, uids, useRulesEnv, type DocumentData, type Firestore } from './firestore-test-env';

const createdAt = Date.parse('2026-03-02T12:00:00Z');
const hashOf = (seed: string) => seed.repeat(64).slice(0, 64);

function link(id: string, integradorId: string, tokenHash: string): CustomerLink {
  return {
    id, integrador_id: integradorId, empresa_nome: `Empresa ${integradorId}`, cliente_nome: 'Maria da Silva', cliente_telefone: '11987654321',
    cliente_email: null, token_hash: tokenHash, proposta_id: `Prop${id}`.slice(0, 20), criado_em: createdAt, expira_em: expiryOf(createdAt),
    revogado_em: null, preenchido_em: createdAt + 3_600_000,
  };
}

const ownerLink = link('LinkDonoAAAAAAAAAAAA', uids.owner, hashOf('a'));
const otherLink = link('LinkOutroAAAAAAAAAAA', uids.other, hashOf('b'));
const stored = (view: GuestLiveView): DocumentData => guestLiveViews.converter(firebase.firestore.Timestamp.fromMillis).toFirestore(view);

/** The rules personas, and four guest sessions. */
const callers = [...personas, 'guest', 'otherGuest', 'staleGuest', 'uploadGuest'] as const;
type Caller = (typeof callers)[number];

function dbOf(env: RulesTestEnvironment, caller: Caller): Firestore {
  switch (caller) {
    case 'guest':
      return env.authenticatedContext(guestUploadUid(ownerLink.id), { ...guestViewClaimsOf(ownerLink) }).firestore();
    case 'otherGuest':
      return env.authenticatedContext(guestUploadUid(otherLink.id), { ...guestViewClaimsOf(otherLink) }).firestore();
    case 'staleGuest':
      // A session made before the owner renewed the link: the old token's hash.
      return env.authenticatedContext(guestUploadUid(ownerLink.id), { ...guestViewClaimsOf({ ...ownerLink, token_hash: hashOf('c') }) }).firestore();
    case 'uploadGuest':
      return env.authenticatedContext(guestUploadUid(ownerLink.id), uploadClaimsOf(ownerLink)).firestore();
    default:
      return dbAs(env, caller);
  }
}

function eachCaller(getEnv: () => RulesTestEnvironment, allowed: readonly Caller[], operation: (db: Firestore) => Promise<unknown>): void {
  it.each(callers.map((c) => [c, allowed.includes(c) ? 'allowed' : 'denied'] as const))('%s: %s', async (caller, verdict) => {
    await expectRule(verdict === 'allowed', operation(dbOf(getEnv(), caller)));
  });
}

const ownerView = guestLiveView(ownerLink, 'em_analise', [], createdAt + 7_200_000);
const otherView = guestLiveView(otherLink, null, [], createdAt + 7_200_000);

describe.skipIf(!hasFirestore)('firestore.rules: vistas_cliente/{linkId} (issue 45)', () => {
  const getEnv = useRulesEnv(() => ({
    [guestLiveViews.docPath(ownerLink.id)]: stored(ownerView),
    [guestLiveViews.docPath(otherLink.id)]: stored(otherView),
  }));

  describe("get the owner's link's view", () => {
    eachCaller(getEnv, ['guest'], (db) => db.doc(guestLiveViews.docPath(ownerLink.id)).get());
  });

  describe("get the other integrator's link's view", () => {
    eachCaller(getEnv, ['otherGuest'], (db) => db.doc(guestLiveViews.docPath(otherLink.id)).get());
  });

  describe('list the views', () => {
    eachCaller(getEnv, [], (db) => db.collection(guestLiveViews.path).limit(5).get());
  });

  describe("create a view (a link's id that has none)", () => {
    eachCaller(getEnv, [], (db) => db.doc(guestLiveViews.docPath('LinkNovoAAAAAAAAAAAA')).set(stored({ ...ownerView, id: 'LinkNovoAAAAAAAAAAAA' })));
  });

  describe("update the owner's link's view (reopen it)", () => {
    eachCaller(getEnv, [], (db) => db.doc(guestLiveViews.docPath(ownerLink.id)).update({ estado: 'aberto', andamento: null }));
  });

  describe("delete the owner's link's view", () => {
    eachCaller(getEnv, [], (db) => db.doc(guestLiveViews.docPath(ownerLink.id)).delete());
  });
});
