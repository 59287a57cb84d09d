/**
 * The partner API's routes (issue 52). Each parses its input with the domain's schema
 * (api/schemas.ts: 400 entrada_invalida with each field's message) and runs the domain's handler
 * as the app's callable does: the same reads, in the same transaction, the same writes. The
 * caller is the key's company acting as its titular (auth.ts); another company's proposal reads
 * as missing (404, never 403).
 */
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { apiError } from '@solarcred/domain/api/errors';
import type { ApiScope } from '@solarcred/domain/api/types';
import {
  apiLinesOf,
  apiPendingAnswerBody,
  apiProposalListQuery,
  apiSimulate,
  apiSimulationBody,
  decodeCursor,
  idempotencyKeySchema,
  isApiPathId,
  pendingAnswerInputOf,
  proposalPageOf,
  publicProposalOf,
} from '@solarcred/domain/api/schemas';
import { cashbackRates } from '@solarcred/domain/data/cashback';
import { creditLines, publishedRatesDoc } from '@solarcred/domain/data/credit-lines';
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposalHistory, proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { parsePublishedRates } from '@solarcred/domain/credit/published';
import { answerPendingItem as decideAnswer } from '@solarcred/domain/handlers/pending-items';
import { createProposal, requestedProposalId } from '@solarcred/domain/handlers/proposal-create';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import type { Millis, Proposal } from '@solarcred/domain/model';
import { proposalAttachmentFolder } from '@solarcred/domain/storage-names';
import { companyOf } from '@solarcred/domain/team/company';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';
import { bucketFactsOrNone } from '../integrators/stored-files';
import { answerFileFacts } from '../pendencias/answer-facts';
import { energySettingsIn } from '../proposals/energy-settings';
import { commitPendingWrites } from '../pendencias/commit';
import type { ApiCaller } from './auth';
import { headerOf, queryOf, type ApiRequest } from './http';
import { bodyHashOf, idempotencyDocId, storeAnswer, storedAnswer } from './idempotency';
import { matchIn, type RouteMatch, type RouteSpec } from './router';
import { issueUpload } from './uploads';

export interface RouteAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface RouteContext {
  db: Firestore;
  caller: ApiCaller;
  params: Record<string, string>;
  /** The parsed JSON body (routes with `body: 'json'`). */
  body: unknown;
  request: ApiRequest;
}

export type Route =
  | { kind: 'public' }
  /** PUT /v1/uploads/{token}: the token is the credential (uploads.ts). */
  | { kind: 'upload'; body: 'raw' }
  | { kind: 'key'; scope: ApiScope; body?: 'json'; run(context: RouteContext): Promise<RouteAnswer> };

const ok = (body: unknown, status = 200): RouteAnswer => ({ status, body });
const notFound = () => apiError('nao_encontrado');

async function publishedRates(db: Firestore) {
  return parsePublishedRates((await typedDoc(db, publishedRatesDoc.collection, publishedRatesDoc.id).get()).data() ?? null);
}

/** The company's proposal, or 404 (missing, or another company's: never told apart). */
async function ownProposal(db: Firestore, caller: ApiCaller, id: string | undefined): Promise<Proposal> {
  if (!isApiPathId(id)) throw notFound();
  const proposal = (await typedDoc(db, proposals, id).get()).data() ?? null;
  if (!proposal || proposal.integrador_id !== companyOf(caller.actor)) throw notFound();
  return proposal;
}

/** The attachment paths of an unparsed payload (as proposals/create.ts reads them before its transaction). */
function attachmentPathsIn(data: unknown): string[] {
  const proposta = (data as { proposta?: Record<string, Record<string, unknown> | undefined> } | null)?.proposta;
  const candidates = [proposta?.clientData?.anexoRgCpf, proposta?.projectData?.anexoFaturaEnergia, proposta?.bankingData?.anexoHolerite];
  return candidates.filter((path): path is string => typeof path === 'string' && path.length > 0 && path.length <= 1024);
}

/**
 * POST /v1/propostas: createProposal as the wizard's callable runs it (proposals/create.ts: the
 * same reads in one transaction, the proposal and its first history entry, a customer draft of
 * the same id marked sent), with the Idempotency-Key's record read and written in that transaction.
 */
async function createProposalRoute({ db, caller, body, request }: RouteContext): Promise<RouteAnswer> {
  const idempotencyKey = parseCommand(idempotencyKeySchema, headerOf(request, 'idempotency-key'));
  const bodyHash = bodyHashOf(body);
  const recordId = idempotencyDocId(caller.key.id, idempotencyKey);
  const { actor } = caller;
  const company = companyOf(actor);
  const facts = await bucketFactsOrNone(attachmentPathsIn(body), 'api POST /v1/propostas');
  const id = requestedProposalId(body);
  return db.runTransaction(async (tx) => {
    const now: Millis = Date.now();
    const replay = await storedAnswer(tx, db, recordId, bodyHash, now);
    if (replay) return ok(replay.resposta, replay.status);
    const [integrator, existing, creditLineDocs, cashbackRateDocs, draft, reservingLinks, energySettings] = await Promise.all([
      tx.get(typedDoc(db, integrators, company)).then((snapshot) => snapshot.data() ?? null),
      id ? tx.get(typedDoc(db, proposals, id)).then((snapshot) => snapshot.data() ?? null) : Promise.resolve(null),
      tx.get(typedCollection(db, creditLines)),
      tx.get(typedCollection(db, cashbackRates)),
      id ? tx.get(typedDoc(db, customerDrafts, id)).then((snapshot) => snapshot.data() ?? null) : Promise.resolve(null),
      id ? tx.get(typedCollection(db, customerLinks).where('proposta_id', '==', id).limit(1)).then((snapshot) => snapshot.docs.map((doc) => doc.data())) : Promise.resolve([]),
      energySettingsIn(tx, db),
    ]);
    const reservedBy = reservingLinks[0]?.integrador_id ?? null;
    const writes = createProposal({
      integrator, existing: () => existing, reservedBy: () => reservedBy, input: body, actor, now, facts,
      creditLines: creditLineDocs.docs.map((doc) => doc.data()), cashbackRates: cashbackRateDocs.docs.map((doc) => doc.data()), energySettings,
    });
    if (writes.kind === 'create') {
      tx.create(db.doc(proposals.docPath(writes.proposal.id)), toFirestore(writes.proposal));
      tx.create(db.collection(proposalHistory(writes.proposal.id).path).doc(), toFirestore(writes.history));
      if (draft && draft.integrador_id === company && draft.situacao !== 'enviada') tx.update(db.doc(customerDrafts.docPath(writes.proposal.id)), { situacao: 'enviada' });
    }
    // Created: 201; the id already the company's proposal (the wizard's own replay by id): 200.
    const status = writes.kind === 'create' ? 201 : 200;
    const answer = { id: writes.result.id };
    storeAnswer(tx, db, recordId, bodyHash, status, answer, now);
    return ok(answer, status);
  });
}

/** GET /v1/propostas: the company's proposals, most recently changed first, paged by an opaque cursor. */
async function listProposalsRoute({ db, caller, request }: RouteContext): Promise<RouteAnswer> {
  const raw = Object.fromEntries((['status', 'alteradas_desde', 'limite', 'cursor'] as const).flatMap((name) => (queryOf(request, name) === undefined ? [] : [[name, queryOf(request, name)]])));
  const query = parseCommand(apiProposalListQuery, raw);
  let list = typedCollection(db, proposals).where('integrador_id', '==', companyOf(caller.actor));
  if (query.status) list = list.where('status', '==', query.status);
  if (query.alteradas_desde) list = list.where('updated_at', '>=', Timestamp.fromMillis(Date.parse(query.alteradas_desde)));
  let ordered = list.orderBy('updated_at', 'desc').orderBy(FieldPath.documentId(), 'desc');
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (cursor) ordered = ordered.startAfter(Timestamp.fromMillis(cursor.updated_at), cursor.id);
  const snapshot = await ordered.limit(query.limite + 1).get();
  return ok(proposalPageOf(snapshot.docs.map((doc) => doc.data()), query.limite));
}

/**
 * POST /v1/propostas/{id}/pendencias/{itemId}/resposta: answerPendingItem as its callable runs it
 * (pendencias/answer.ts: the file's facts from the bucket, then one transaction).
 */
async function answerRoute({ db, caller, params, body }: RouteContext): Promise<RouteAnswer> {
  const propostaId = params['id'];
  const itemId = params['itemId'];
  if (!isApiPathId(propostaId) || !isApiPathId(itemId)) throw notFound();
  parseCommand(apiPendingAnswerBody, body);
  const input = pendingAnswerInputOf(propostaId, itemId, body);
  const { actor } = caller;
  const facts = await answerFileFacts(input, proposalAttachmentFolder(companyOf(actor), propostaId), 'api POST …/resposta');
  await db.runTransaction(async (tx) => {
    const [proposal, item, integrator] = await Promise.all([
      tx.get(typedDoc(db, proposals, propostaId)).then((s) => s.data() ?? null),
      tx.get(typedDoc(db, proposalPendingItems(propostaId), itemId)).then((s) => s.data() ?? null),
      tx.get(typedDoc(db, integrators, companyOf(actor))).then((s) => s.data() ?? null),
    ]);
    if (!proposal || proposal.integrador_id !== companyOf(actor) || !item) throw notFound();
    const writes = decideAnswer({ proposal, item, integrator, input, actor, now: Date.now(), facts });
    commitPendingWrites(db, tx, propostaId, itemId, writes, 'update');
  });
  return ok({ proposta_id: propostaId, pendencia_id: itemId, estado: 'respondida' });
}

const table: RouteSpec<Route>[] = [
  { method: 'GET', pattern: '/v1/openapi.json', route: { kind: 'public' } },
  {
    method: 'GET',
    pattern: '/v1/linhas',
    route: { kind: 'key', scope: 'leitura', run: async ({ db }) => ok(apiLinesOf(await publishedRates(db))) },
  },
  {
    method: 'POST',
    pattern: '/v1/simulacoes',
    route: { kind: 'key', scope: 'leitura', body: 'json', run: async ({ db, body }) => ok(apiSimulate(await publishedRates(db), parseCommand(apiSimulationBody, body), Date.now())) },
  },
  { method: 'GET', pattern: '/v1/propostas', route: { kind: 'key', scope: 'leitura', run: listProposalsRoute } },
  { method: 'POST', pattern: '/v1/propostas', route: { kind: 'key', scope: 'escrita', body: 'json', run: createProposalRoute } },
  {
    method: 'GET',
    pattern: '/v1/propostas/:id',
    route: { kind: 'key', scope: 'leitura', run: async ({ db, caller, params }) => ok(publicProposalOf(await ownProposal(db, caller, params['id']))) },
  },
  { method: 'POST', pattern: '/v1/propostas/:id/pendencias/:itemId/resposta', route: { kind: 'key', scope: 'escrita', body: 'json', run: answerRoute } },
  { method: 'POST', pattern: '/v1/uploads', route: { kind: 'key', scope: 'escrita', body: 'json', run: async (context) => ok(await issueUpload(context), 201) } },
  { method: 'PUT', pattern: '/v1/uploads/:token', route: { kind: 'upload', body: 'raw' } },
];

export const matchRoute = (method: string, path: string): RouteMatch<Route> => matchIn(table, method, path);
