/**
 * The partner API's collections (issue 52): api_chaves (keys: the secret's SHA-256, never the
 * secret), webhooks (endpoints: the secret's prefix), webhooks_segredos (the signing secrets),
 * webhook_eventos (a company's events), webhook_entregas (each event to each endpoint, with its
 * attempts), webhook_seq (each company's last sequence), api_idempotencia (the first answer to an
 * Idempotency-Key) and api_uso (the per-key rate windows, each request a ticket in its pedidos). Only Cloud Functions write any of them,
 * admins included. The company's approved titular reads its keys, webhooks, events and deliveries
 * ('Integrações': queries filtered on integrador_id == uid, as web/src/backend/port-integrations.ts
 * says); admins read the same for support (no secret in them); a gestor, a vendedor, a deactivated
 * or pending member, another company, a rejected company, the customer's guest sessions and the
 * signed-out read nothing. Nobody reads the secrets, the sequences, the idempotency records or the
 * rate windows.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { guestUploadUid, uploadClaimsOf } from '@solarcred/domain/customer-link/commands';
import { expiryOf, type CustomerLink } from '@solarcred/domain/customer-link/link';
import { guestViewClaimsOf } from '@solarcred/domain/customer-link/live-view';
import {
  apiIdempotency, apiKeys, deliveryIdOf, webhookDeliveries, webhookEvents, webhookSecrets, webhookSequences, webhooks,
} from '@solarcred/domain/data/api';
import { hasFirestore } from '../emulator-env';
import {
  allowOnly, baseIntegrators, baseProfiles, companyOf, eachPersona, nobody, rejectedIntegrator, rejectedUid, uids, useRulesEnv,
  type DocumentData, type Firestore, type Persona,
} from './firestore-test-env';

/** The rate windows have no collection module of their own: api_uso/{keyId}_{window}, each request a ticket in its pedidos (functions/src/api/limiter.ts). */
const apiUsage = 'api_uso';
const ticketsOf = (window: string) => `${apiUsage}/${window}/pedidos`;
const ticket = 'TicketAAAAAAAAAAAAAA';

const at = new Date('2026-03-10T12:00:00Z');
const later = new Date('2026-03-10T12:05:00Z');

/** One key, one webhook, one event and one delivery per company: the owner's, the other's, the pending one's and the rejected one's. */
const companies = [uids.owner, uids.other, uids.pending, rejectedUid] as const;
const keyOf = (company: string) => `Key${company.replace(/[^A-Za-z]/g, '')}`.padEnd(20, 'A').slice(0, 20);
const revokedKey = 'KeyRevogadaDonoAAAAA';
const webhookOf = (company: string) => `Hook${company.replace(/[^A-Za-z]/g, '')}`.padEnd(20, 'A').slice(0, 20);
const eventOf = (company: string) => `proposta.status_alterado_Prop${company.replace(/[^A-Za-z]/g, '')}_1`;
const deliveryOf = (company: string) => deliveryIdOf(eventOf(company), webhookOf(company));
const usageOf = (company: string) => `${keyOf(company)}_s_1773144000`;
const idempotencyOf = (company: string) => `${keyOf(company)}_${'a'.repeat(64)}`;

function key(company: string, id = keyOf(company), revoked = false): DocumentData {
  return {
    integrador_id: company, nome: 'CRM da empresa', escopos: ['leitura', 'escrita'], prefixo: `sck_${id.slice(0, 8)}`, hash: 'b'.repeat(64),
    criado_por: company, criado_em: at, revogada_em: revoked ? later : null, revogada_por: revoked ? company : null, ultimo_uso_em: later,
  };
}

function webhook(company: string): DocumentData {
  return {
    integrador_id: company, url: 'https://crm.example.com/solarcred', eventos: ['proposta.status_alterado', 'pendencia.criada'], ativo: true,
    segredo_prefixo: 'whsec_ab12', criado_por: company, criado_em: at,
  };
}

function event(company: string, seq = 1): DocumentData {
  return {
    integrador_id: company, tipo: 'proposta.status_alterado', seq, criado_em: at,
    dados: { proposta_id: `Prop${company}`, de: 'em_analise', para: 'aprovada' },
  };
}

function delivery(company: string): DocumentData {
  return {
    integrador_id: company, webhook_id: webhookOf(company), evento_id: eventOf(company), tipo: 'proposta.status_alterado', seq: 1,
    situacao: 'pendente', tentativas: [{ em: at, status: 500, duracao_ms: 120, resposta: 'Internal Server Error', origem: 'automatica' }],
    criado_em: at, atualizado_em: at, proxima_em: later,
  };
}

const documents = (): Record<string, DocumentData> => ({
  ...baseProfiles(),
  ...baseIntegrators(),
  ...rejectedIntegrator(),
  ...Object.fromEntries(companies.flatMap((company) => [
    [apiKeys.docPath(keyOf(company)), key(company)],
    [webhooks.docPath(webhookOf(company)), webhook(company)],
    [webhookSecrets.docPath(webhookOf(company)), { segredo: `whsec_${'c'.repeat(43)}` }],
    [webhookEvents.docPath(eventOf(company)), event(company)],
    [webhookDeliveries.docPath(deliveryOf(company)), delivery(company)],
    [webhookSequences.docPath(company), { ultimo: 1 }],
    [apiIdempotency.docPath(idempotencyOf(company)), { corpo_hash: 'd'.repeat(64), status: 201, resposta: { id: 'PropApiAAAAAAAAAAAAA' }, criado_em: at, expira_em: new Date(at.getTime() + 86_400_000) }],
    [`${apiUsage}/${usageOf(company)}`, { contagem: 3, inicio: at, expira_em: new Date(at.getTime() + 1_000) }],
    [`${ticketsOf(usageOf(company))}/${ticket}`, { em: at, expira_em: new Date(at.getTime() + 1_000) }],
  ])),
  [apiKeys.docPath(revokedKey)]: key(uids.owner, revokedKey, true),
});

/** The persona's company as its queries name it (an admin's own uid: a filter that matches nothing, still allowed). */
const companyFilter = (persona: Persona) => (persona === 'admin' ? uids.admin : companyOf(persona));
/** The company whose documents a persona asks for by name: its own (an admin and the signed-out: the owner's). */
const ownCompany = (persona: Persona) => (persona === 'admin' ? uids.owner : companyOf(persona));

/** The owner company's integrations: its titular and admins. */
const ownerTitular = allowOnly('owner', 'admin');
/** One's own company's: the two approved titulares (the other's from before teams, no membership) and admins. */
const ownTitular = allowOnly('owner', 'other', 'admin');
const admins = allowOnly('admin');

/** A titular's list on 'Integrações' (the port's shape): integrador_id == company, criado_em desc, at most 20. */
const companyList = (db: Firestore, path: string, company: string) => db.collection(path).where('integrador_id', '==', company).orderBy('criado_em', 'desc').limit(20).get();

describe.skipIf(!hasFirestore)('firestore.rules: integrações (issue 52)', () => {
  const getEnv = useRulesEnv(documents);

  describe('api_chaves/{keyId}', () => {
    describe("get the owner company's key", () => {
      eachPersona(getEnv, ownerTitular, (db) => db.doc(apiKeys.docPath(keyOf(uids.owner))).get());
    });

    describe("get the owner company's revoked key", () => {
      eachPersona(getEnv, ownerTitular, (db) => db.doc(apiKeys.docPath(revokedKey)).get());
    });

    describe("get one's own company's key (pending: its own)", () => {
      eachPersona(getEnv, ownTitular, (db, persona) => db.doc(apiKeys.docPath(keyOf(ownCompany(persona)))).get());
    });

    describe("list one's company's keys, the newest first (integrador_id == company, criado_em desc, 20: the port's query)", () => {
      eachPersona(getEnv, ownTitular, (db, persona) => companyList(db, apiKeys.path, companyFilter(persona)));
    });

    describe("list the owner company's keys (integrador_id == the owner's)", () => {
      eachPersona(getEnv, ownerTitular, (db) => companyList(db, apiKeys.path, uids.owner));
    });

    describe('list every key (no integrador_id filter)', () => {
      eachPersona(getEnv, admins, (db) => db.collection(apiKeys.path).orderBy('criado_em', 'desc').limit(20).get());
    });

    describe('list the keys by hash (no integrador_id filter)', () => {
      eachPersona(getEnv, admins, (db) => db.collection(apiKeys.path).where('hash', '==', 'b'.repeat(64)).get());
    });

    describe("create a key directly, even in one's own company's name", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(apiKeys.docPath('KeyNovaAAAAAAAAAAAAA')).set(key(companyFilter(persona), 'KeyNovaAAAAAAAAAAAAA')));
    });

    describe('update a key (widen its scopes)', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(apiKeys.docPath(keyOf(ownCompany(persona)))).update({ escopos: ['leitura', 'escrita'], nome: 'Outro nome' }));
    });

    describe('update a revoked key (revoke the revocation)', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(apiKeys.docPath(revokedKey)).update({ revogada_em: null, revogada_por: null }));
    });

    describe('delete a key', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(apiKeys.docPath(keyOf(ownCompany(persona)))).delete());
    });
  });

  describe('webhooks/{webhookId}', () => {
    describe("get the owner company's webhook", () => {
      eachPersona(getEnv, ownerTitular, (db) => db.doc(webhooks.docPath(webhookOf(uids.owner))).get());
    });

    describe("get one's own company's webhook (pending: its own)", () => {
      eachPersona(getEnv, ownTitular, (db, persona) => db.doc(webhooks.docPath(webhookOf(ownCompany(persona)))).get());
    });

    describe("list one's company's webhooks, the newest first (integrador_id == company, criado_em desc, 20: the port's query)", () => {
      eachPersona(getEnv, ownTitular, (db, persona) => companyList(db, webhooks.path, companyFilter(persona)));
    });

    describe("list the owner company's webhooks (integrador_id == the owner's)", () => {
      eachPersona(getEnv, ownerTitular, (db) => companyList(db, webhooks.path, uids.owner));
    });

    describe('list every webhook (no integrador_id filter)', () => {
      eachPersona(getEnv, admins, (db) => db.collection(webhooks.path).limit(20).get());
    });

    describe("create a webhook directly, even in one's own company's name", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhooks.docPath('HookNovoAAAAAAAAAAAA')).set(webhook(companyFilter(persona))));
    });

    describe('update a webhook (point it at a private address)', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhooks.docPath(webhookOf(ownCompany(persona)))).update({ url: 'https://10.0.0.1/interno' }));
    });

    describe('delete a webhook', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhooks.docPath(webhookOf(ownCompany(persona)))).delete());
    });
  });

  describe('webhooks_segredos/{webhookId}', () => {
    describe("get one's own company's webhook secret", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhookSecrets.docPath(webhookOf(ownCompany(persona)))).get());
    });

    describe('list the webhook secrets', () => {
      eachPersona(getEnv, nobody, (db) => db.collection(webhookSecrets.path).limit(5).get());
    });

    describe('create a secret for a webhook', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(webhookSecrets.docPath('HookNovoAAAAAAAAAAAA')).set({ segredo: `whsec_${'e'.repeat(43)}` }));
    });

    describe("replace one's own company's webhook secret", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhookSecrets.docPath(webhookOf(ownCompany(persona)))).set({ segredo: `whsec_${'e'.repeat(43)}` }));
    });

    describe('delete a webhook secret', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhookSecrets.docPath(webhookOf(ownCompany(persona)))).delete());
    });
  });

  describe('webhook_eventos/{eventId}', () => {
    describe("get an event of the owner company", () => {
      eachPersona(getEnv, ownerTitular, (db) => db.doc(webhookEvents.docPath(eventOf(uids.owner))).get());
    });

    describe("get an event of one's own company (pending: its own)", () => {
      eachPersona(getEnv, ownTitular, (db, persona) => db.doc(webhookEvents.docPath(eventOf(ownCompany(persona)))).get());
    });

    describe("list one's company's events by sequence (integrador_id == company, seq desc)", () => {
      eachPersona(getEnv, ownTitular, (db, persona) => db.collection(webhookEvents.path).where('integrador_id', '==', companyFilter(persona)).orderBy('seq', 'desc').limit(20).get());
    });

    describe('list every event (no integrador_id filter)', () => {
      eachPersona(getEnv, admins, (db) => db.collection(webhookEvents.path).where('tipo', '==', 'proposta.status_alterado').get());
    });

    describe("create an event directly, even in one's own company's name", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhookEvents.docPath('proposta.status_alterado_PropNova_1')).set(event(companyFilter(persona), 2)));
    });

    describe('update an event (change its payload)', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhookEvents.docPath(eventOf(ownCompany(persona)))).update({ 'dados.para': 'recusada' }));
    });

    describe('delete an event', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhookEvents.docPath(eventOf(ownCompany(persona)))).delete());
    });
  });

  describe('webhook_entregas/{deliveryId}', () => {
    const deliveries = (db: Firestore, company: string) =>
      db.collection(webhookDeliveries.path).where('integrador_id', '==', company).where('webhook_id', '==', webhookOf(company)).orderBy('criado_em', 'desc').limit(20).get();

    describe("get a delivery of the owner company", () => {
      eachPersona(getEnv, ownerTitular, (db) => db.doc(webhookDeliveries.docPath(deliveryOf(uids.owner))).get());
    });

    describe("get a delivery of one's own company (pending: its own)", () => {
      eachPersona(getEnv, ownTitular, (db, persona) => db.doc(webhookDeliveries.docPath(deliveryOf(ownCompany(persona)))).get());
    });

    describe("list one's company's deliveries to one webhook, the latest first (integrador_id == company, webhook_id == id, criado_em desc, 20: the port's query)", () => {
      eachPersona(getEnv, ownTitular, (db, persona) => deliveries(db, companyFilter(persona)));
    });

    describe("list the owner company's deliveries to its webhook", () => {
      eachPersona(getEnv, ownerTitular, (db) => deliveries(db, uids.owner));
    });

    describe('list the deliveries to a webhook by webhook_id alone (no integrador_id filter)', () => {
      eachPersona(getEnv, admins, (db) => db.collection(webhookDeliveries.path).where('webhook_id', '==', webhookOf(uids.owner)).orderBy('criado_em', 'desc').limit(20).get());
    });

    describe("create a delivery directly, even in one's own company's name", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhookDeliveries.docPath(deliveryIdOf('pendencia.criada_PropNova_1', webhookOf(ownCompany(persona))))).set(delivery(companyFilter(persona))));
    });

    describe('update a delivery (mark it delivered: Reenviar is a callable)', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhookDeliveries.docPath(deliveryOf(ownCompany(persona)))).update({ situacao: 'entregue', proxima_em: null }));
    });

    describe('delete a delivery', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhookDeliveries.docPath(deliveryOf(ownCompany(persona)))).delete());
    });
  });

  describe('webhook_seq/{companyId}', () => {
    describe("get one's own company's sequence", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhookSequences.docPath(ownCompany(persona))).get());
    });

    describe('list the sequences', () => {
      eachPersona(getEnv, nobody, (db) => db.collection(webhookSequences.path).limit(5).get());
    });

    describe('create a sequence for a company with none', () => {
      eachPersona(getEnv, nobody, (db) => db.doc(webhookSequences.docPath('int-nova')).set({ ultimo: 0 }));
    });

    describe("update one's own company's sequence (rewind it)", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhookSequences.docPath(ownCompany(persona))).update({ ultimo: 0 }));
    });

    describe('delete a sequence', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(webhookSequences.docPath(ownCompany(persona))).delete());
    });
  });

  describe('api_idempotencia/{entryId}', () => {
    describe("get an idempotency record of one's own company's key", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(apiIdempotency.docPath(idempotencyOf(ownCompany(persona)))).get());
    });

    describe('list the idempotency records', () => {
      eachPersona(getEnv, nobody, (db) => db.collection(apiIdempotency.path).limit(5).get());
    });

    describe('create an idempotency record (plant an answer)', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(apiIdempotency.docPath(`${keyOf(ownCompany(persona))}_${'f'.repeat(64)}`)).set({ corpo_hash: 'f'.repeat(64), status: 201, resposta: {}, criado_em: at, expira_em: later }));
    });

    describe('update an idempotency record (replace the stored answer)', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(apiIdempotency.docPath(idempotencyOf(ownCompany(persona)))).update({ corpo_hash: 'f'.repeat(64) }));
    });

    describe('delete an idempotency record', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(apiIdempotency.docPath(idempotencyOf(ownCompany(persona)))).delete());
    });
  });

  describe('api_uso/{windowId}', () => {
    describe("get a rate window of one's own company's key", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(`${apiUsage}/${usageOf(ownCompany(persona))}`).get());
    });

    describe('list the rate windows', () => {
      eachPersona(getEnv, nobody, (db) => db.collection(apiUsage).limit(5).get());
    });

    describe('create a rate window', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(`${apiUsage}/${keyOf(ownCompany(persona))}_m_29552400`).set({ contagem: 0, inicio: at, expira_em: later }));
    });

    describe("update a rate window of one's own company's key (reset the count)", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(`${apiUsage}/${usageOf(ownCompany(persona))}`).update({ contagem: 0 }));
    });

    describe('delete a rate window', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(`${apiUsage}/${usageOf(ownCompany(persona))}`).delete());
    });

    describe("get a request's ticket in a rate window of one's own company's key", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(`${ticketsOf(usageOf(ownCompany(persona)))}/${ticket}`).get());
    });

    describe("count the tickets of a rate window of one's own company's key (the limiter's query)", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.collection(ticketsOf(usageOf(ownCompany(persona)))).where('em', '<=', later).get());
    });

    describe('take a ticket in a rate window (or plant one to block a key)', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(`${ticketsOf(usageOf(ownCompany(persona)))}/TicketNovoAAAAAAAAAA`).set({ em: at, expira_em: later }));
    });

    describe("move a ticket's time (jump the queue)", () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(`${ticketsOf(usageOf(ownCompany(persona)))}/${ticket}`).update({ em: later }));
    });

    describe('delete a ticket (free a place in the window)', () => {
      eachPersona(getEnv, nobody, (db, persona) => db.doc(`${ticketsOf(usageOf(ownCompany(persona)))}/${ticket}`).delete());
    });
  });

  /** The customer's two guest sessions (the live page's, the upload's) of a link of the owner's. */
  const link: CustomerLink = {
    id: 'LinkIntegracoesAAAAA', integrador_id: uids.owner, empresa_nome: 'Empresa', cliente_nome: 'Maria da Silva', cliente_telefone: '11987654321',
    cliente_email: null, token_hash: 'c'.repeat(64), proposta_id: 'PropIntegracoesAAAAA', criado_em: at.getTime(), expira_em: expiryOf(at.getTime()),
    revogado_em: null, preenchido_em: at.getTime() + 60_000,
  };

  it("the customer's guest sessions, a rejected company and a gestor whose token says titular read none of it and write nothing", async () => {
    const env = getEnv();
    const callers: [Firestore, string][] = [
      [env.authenticatedContext(guestUploadUid(link.id), { ...guestViewClaimsOf(link) }).firestore(), uids.owner],
      [env.authenticatedContext(guestUploadUid(link.id), uploadClaimsOf(link)).firestore(), uids.owner],
      [env.authenticatedContext(rejectedUid, { role: 'integrador' }).firestore(), rejectedUid],
      // The rules read the role in the company from membros/{uid}, not from the token's claims.
      [env.authenticatedContext(uids.gestor, { role: 'integrador', empresa: uids.owner, papel: 'titular' }).firestore(), uids.owner],
    ];
    for (const [db, company] of callers) {
      await assertFails(db.doc(apiKeys.docPath(keyOf(company))).get());
      await assertFails(companyList(db, apiKeys.path, company));
      await assertFails(db.doc(webhooks.docPath(webhookOf(company))).get());
      await assertFails(companyList(db, webhooks.path, company));
      await assertFails(db.doc(webhookSecrets.docPath(webhookOf(company))).get());
      await assertFails(db.doc(webhookEvents.docPath(eventOf(company))).get());
      await assertFails(db.collection(webhookEvents.path).where('integrador_id', '==', company).orderBy('seq', 'desc').limit(20).get());
      await assertFails(db.doc(webhookDeliveries.docPath(deliveryOf(company))).get());
      await assertFails(db.collection(webhookDeliveries.path).where('integrador_id', '==', company).where('webhook_id', '==', webhookOf(company)).orderBy('criado_em', 'desc').limit(20).get());
      await assertFails(db.doc(webhookSequences.docPath(company)).get());
      await assertFails(db.doc(apiIdempotency.docPath(idempotencyOf(company))).get());
      await assertFails(db.doc(`${apiUsage}/${usageOf(company)}`).get());
      await assertFails(db.doc(`${ticketsOf(usageOf(company))}/${ticket}`).get());
      await assertFails(db.doc(`${ticketsOf(usageOf(company))}/${ticket}`).delete());
      await assertFails(db.doc(apiKeys.docPath('KeyNovaAAAAAAAAAAAAA')).set(key(company, 'KeyNovaAAAAAAAAAAAAA')));
      await assertFails(db.doc(apiKeys.docPath(revokedKey)).update({ revogada_em: null, revogada_por: null }));
      await assertFails(db.doc(webhooks.docPath(webhookOf(company))).update({ url: 'https://10.0.0.1/interno' }));
      await assertFails(db.doc(webhookDeliveries.docPath(deliveryOf(company))).update({ situacao: 'entregue' }));
    }
  });
});
