/**
 * A burst of real traffic against the emulators (issue 26), shared by `scripts/burst.mjs` (the
 * 500-event benchmark) and the Firebase tier (50 events). Three signed-in clients — the admin,
 * the integrator that owns the burst's proposals and, through it, its customers' comments — call
 * the same callables the app calls: board moves, comments, pending items, approvals; new
 * proposals are written as createProposal writes them (the callable needs their files in
 * Storage, which these machines cannot run). Then it waits until every counter equals a recount:
 * stats/*, stats_integradores/*, each proposal's comment count and open pending items, and the
 * analytics documents (issue 50).
 * The burst works on documents of its own (proposals of luz@solarcred.demo's company and new
 * integrators awaiting approval) and removes them afterwards, waiting for the counters again.
 */
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { loadTypeScript } from './load-ts.mjs';

const PROJECT = 'demo-solarcred';
const REGION = 'southamerica-east1';
const PASSWORD = 'demo123';
const OWNER = { email: 'luz@solarcred.demo', uid: 'int-aprovado-2' };
const ADMIN = 'admin@solarcred.demo';
const TEMPLATE_PROPOSAL_OWNER = 'int-aprovado-2';
const TEMPLATE_INTEGRATOR = 'int-analise';
/** Clients sending at once (the admin's and the integrator's tabs). */
const CLIENTS = 6;

/** The share of each kind of event in a burst. */
const mix = [
  ['comment', 0.35],
  ['move', 0.3],
  ['pending item', 0.15],
  ['new proposal', 0.12],
  ['approval', 0.08],
];

const loadCounters = () =>
  loadTypeScript(
    [
      "export * from './functions/src/stats/counters.ts';",
      "export { statsDocPath } from './domain/src/data/stats.ts';",
      // The statuses and which moves need a reason, from the domain (a finalisation by hand does since issue 30).
      "export { proposalStatuses } from './domain/src/options.ts';",
      "export { needsReason } from './domain/src/proposal-move-reason.ts';",
      // The analytics (issue 50): the trigger's reading of a proposal and the domain's recount.
      "export { analyzedProposal } from './functions/src/stats/analytics.ts';",
      "export { isZeroCounts, readAnalyticsDoc, recountAnalytics } from './domain/src/analytics/counts.ts';",
    ].join('\n'),
  );

async function signIn(authHost, email) {
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=burst`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const answer = await response.json();
  if (!answer.idToken) throw new Error(`burst: sign-in of ${email} failed (${response.status})`);
  return answer.idToken;
}

function caller(functionsOrigin, token) {
  return async (name, data) => {
    const response = await fetch(`${functionsOrigin}/${PROJECT}/${REGION}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    });
    const body = await response.json();
    if (body.error) throw new Error(`${name}: ${body.error.status} ${body.error.message}`);
    return body.result;
  };
}

const withoutZeros = (value) =>
  typeof value !== 'object' || value === null
    ? value
    : Object.fromEntries(Object.entries(value).filter(([, v]) => v !== 0).map(([k, v]) => [k, withoutZeros(v)]));

/** Every counter against its recount; returns the mismatches (empty when all agree). */
export async function counterMismatches(db, counters) {
  const { integratorCounter, proposalCounter, recountAll, statsDocPath } = counters;
  const documents = async (collection, fields) =>
    (await db.collection(collection).select(...fields).get()).docs.map((doc) => ({ data: doc.data(), createTime: doc.createTime.toMillis() }));
  const [integrators, proposals] = await Promise.all([
    documents('integradores', ['status', 'created_at']),
    // criado_por: the seller's counters (issue 29) recount by it.
    documents('propostas', ['integrador_id', 'criado_por', 'status', 'valor_proposta', 'created_at']),
  ]);
  const expected = Object.fromEntries(
    [...recountAll(integratorCounter, integrators), ...recountAll(proposalCounter, proposals)].map(({ stats, value }) => [statsDocPath(stats), withoutZeros(value)]),
  );
  const mismatches = [];
  const stored = await db.getAll(...Object.keys(expected).map((path) => db.doc(path)));
  for (const snapshot of stored) {
    if (!isDeepStrictEqual(withoutZeros(snapshot.data() ?? {}), expected[snapshot.ref.path])) mismatches.push(`${snapshot.ref.path} differs from its recount`);
  }
  const proposalDocs = (await db.collection('propostas').get()).docs;
  for (const proposal of proposalDocs) {
    const [comments, open] = await Promise.all([
      proposal.ref.collection('comentarios').count().get(),
      proposal.ref.collection('pendencias').where('estado', '==', 'aberta').count().get(),
    ]);
    if (Number(proposal.get('comentarios_count') ?? 0) !== comments.data().count) mismatches.push(`${proposal.id}: comentarios_count ${proposal.get('comentarios_count')} for ${comments.data().count} comments`);
    if (Number(proposal.get('pendencias_abertas') ?? 0) !== open.data().count) mismatches.push(`${proposal.id}: pendencias_abertas ${proposal.get('pendencias_abertas')} for ${open.data().count} open items`);
  }
  mismatches.push(...(await analyticsMismatches(db, counters, proposalDocs)));
  return mismatches;
}

/**
 * Every analytics document (issue 50: analise_totais, analise_celulas, the ranking rows and their
 * cells) against the domain's recount of the stored proposals; a document no proposal counts in
 * any more (the burst's own, removed) must count nothing.
 */
async function analyticsMismatches(db, counters, proposals) {
  const { analyzedProposal, isZeroCounts, readAnalyticsDoc, recountAnalytics } = counters;
  const recounted = recountAnalytics(proposals.map((doc) => analyzedProposal({ data: doc.data(), createTime: doc.createTime.toMillis() })));
  const stored = [
    ...(await db.collection('analise_totais').get()).docs,
    ...(await db.collection('analise_celulas').get()).docs,
    ...(await db.collection('analise_integradores').get()).docs,
    ...(await db.collectionGroup('celulas').get()).docs.filter((doc) => doc.ref.parent.parent?.parent.id === 'analise_integradores'),
  ];
  const countsOf = ({ funil, reprovadas, decisao, tempo_status, pendencias, financiadas, volume_centavos, instalacao_metas }) =>
    ({ funil, reprovadas, decisao, tempo_status, pendencias, financiadas, volume_centavos, instalacao_metas });
  const mismatches = [];
  for (const snapshot of stored) {
    const value = readAnalyticsDoc(snapshot.data());
    const expected = recounted.get(snapshot.ref.path)?.value;
    if (expected ? !isDeepStrictEqual(value, expected) : !isZeroCounts(countsOf(value))) mismatches.push(`${snapshot.ref.path} differs from its recount`);
  }
  const paths = new Set(stored.map((snapshot) => snapshot.ref.path));
  for (const path of recounted.keys()) if (!paths.has(path)) mismatches.push(`${path} is missing (its recount counts proposals)`);
  return mismatches;
}

/** Polls until no counter disagrees with its recount; resolves with the milliseconds it took. */
export async function settle(db, counters, timeoutMs = 180_000) {
  const started = Date.now();
  let last = [];
  while (Date.now() - started < timeoutMs) {
    last = await counterMismatches(db, counters);
    if (last.length === 0) return Date.now() - started;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`burst: counters still differ after ${timeoutMs} ms:\n  ${last.slice(0, 10).join('\n  ')}`);
}

/**
 * Sends `events` events spread over `seconds` and measures the settling; `db` is a firebase-admin
 * Firestore on the emulator. Resolves with a report; removes its documents before it resolves.
 */
export async function runBurst({ db, events = 500, seconds = 10, authHost, functionsOrigin = 'http://127.0.0.1:5001', log = () => {} }) {
  const counters = await loadCounters();
  const [adminToken, ownerToken] = await Promise.all([signIn(authHost, ADMIN), signIn(authHost, OWNER.email)]);
  const asAdmin = caller(functionsOrigin, adminToken);
  const asOwner = caller(functionsOrigin, ownerToken);
  const count = (kind) => Math.max(1, Math.round(events * (mix.find(([name]) => name === kind)?.[1] ?? 0)));

  // Documents of the burst's own: a few proposals to work on, integrators to approve.
  const template = (await db.collection('propostas').where('integrador_id', '==', TEMPLATE_PROPOSAL_OWNER).limit(1).get()).docs[0]?.data();
  const integratorTemplate = (await db.doc(`integradores/${TEMPLATE_INTEGRATOR}`).get()).data();
  if (!template || !integratorTemplate) throw new Error('burst: run it on the seeded emulators (npm start, or after scripts/seed.mjs)');
  const runId = randomUUID().slice(0, 8);
  const proposalIds = [];
  const newProposal = async (index) => {
    const id = `burst-${runId}-p${index}`;
    proposalIds.push(id);
    const now = Date.now();
    await db.doc(`propostas/${id}`).set({ ...template, status: 'enviada', comentarios_count: 0, ultimo_comentario_em: null, pendencias_abertas: 0, pendencias_total: 0, pendencias_desde: null, search_tokens: [], created_at: new Date(now), updated_at: new Date(now), status_desde: new Date(now) });
  };
  for (let i = 0; i < 8; i++) await newProposal(i);
  const integratorIds = Array.from({ length: count('approval') }, (_, i) => `burst-${runId}-i${i}`);
  for (const id of integratorIds) await db.doc(`integradores/${id}`).set({ ...integratorTemplate, user_id: id, email: `${id}@burst.test`, status: 'pendente_aprovacao' });
  await settle(db, counters);

  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  let nextProposal = 8;
  const approvals = [...integratorIds];
  const actions = {
    comment: () => (Math.random() < 0.5 ? asAdmin : asOwner)('addComment', { propostaId: pick(proposalIds), commentId: randomUUID().replace(/-/g, ''), comentario: `Burst ${runId}` }),
    move: () => {
      const status = pick(counters.proposalStatuses);
      return asAdmin('moveProposal', { propostaId: pick(proposalIds), status, motivo: counters.needsReason(status) ? 'Burst: motivo' : null });
    },
    'pending item': () => asAdmin('addPendingItem', { propostaId: pick(proposalIds), itemId: randomUUID().replace(/-/g, ''), tipo: 'outro', texto: `Burst ${runId}`, exigeArquivo: false }),
    'new proposal': () => newProposal(nextProposal++),
    approval: () => asAdmin('approveIntegrator', { integratorId: approvals.shift() ?? integratorIds[0] }),
  };
  const schedule = mix.flatMap(([kind]) => Array.from({ length: count(kind) }, () => kind)).sort(() => Math.random() - 0.5).slice(0, events);

  const sent = {};
  const failed = {};
  const started = Date.now();
  const spacing = (seconds * 1000) / schedule.length;
  // Several clients at once, each one request at a time as a page is (the Functions emulator
  // starts a worker per concurrent request: 50 at once exhausted this 2-core machine).
  const lanes = Array.from({ length: CLIENTS }, (_, lane) => schedule.map((kind, index) => ({ kind, index })).filter(({ index }) => index % CLIENTS === lane));
  await Promise.all(
    lanes.map(async (lane) => {
      for (const { kind, index } of lane) {
        const due = started + index * spacing - Date.now();
        if (due > 0) await new Promise((done) => setTimeout(done, due));
        sent[kind] = (sent[kind] ?? 0) + 1;
        try {
          await actions[kind]();
        } catch (error) {
          (failed[kind] ??= []).push(String(error.message ?? error).slice(0, 160));
        }
      }
    }),
  );
  const sendMs = Date.now() - started;
  log(`burst: ${schedule.length} events answered in ${sendMs} ms; waiting for the counters…`);
  const settleMs = await settle(db, counters);

  // Leave the emulators as they were: the burst's documents go, the triggers count their removal.
  for (const id of proposalIds) await db.recursiveDelete(db.doc(`propostas/${id}`));
  for (const id of integratorIds) await db.recursiveDelete(db.doc(`integradores/${id}`));
  const cleanupMs = await settle(db, counters);
  return { events: schedule.length, seconds, sent, failed, sendMs, settleMs, cleanupMs };
}
