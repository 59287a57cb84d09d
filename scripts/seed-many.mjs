#!/usr/bin/env node
/**
 * Load test of 'Gerenciar Integradores' (local only: refuses to run without the Firestore emulator):
 *   firebase emulators:exec --project demo-solarcred --only firestore \
 *     "node scripts/seed-many.mjs --counts 1000,10000"
 * (with a Java 21+ first on PATH; scripts/lib/emulators.mjs says how tier 5 finds one).
 * Seeds integrators in batches up to each count (a bounded loop, at most MAX), with the tokens
 * and the counters the triggers would write (the domain's own functions), then measures with the
 * web SDK as the admin's browser would: documents read and time to the first page of a visit and
 * of a search, for this build's queries and for main's (one unbounded live query of every
 * integrator, searched on the client). Reads are the documents each first snapshot delivers
 * (what Firestore bills a listener), plus one per 1,000 matches of a count aggregation.
 * Results: docs/performance.md.
 */
import { parseArgs } from 'node:util';
import { initializeApp as initializeAdmin } from 'firebase-admin/app';
import { Timestamp, getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getCountFromServer,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
} from 'firebase/firestore';
import { loadTypeScript } from './lib/load-ts.mjs';

const MAX = 50_000;
const BATCH = 400;
const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host) {
  console.error('seed-many: FIRESTORE_EMULATOR_HOST must point at a running Firestore emulator (never a real project).');
  process.exit(1);
}
const { values } = parseArgs({ options: { counts: { type: 'string', default: '10000' } } });
const counts = values.counts.split(',').map(Number).filter((n) => n > 0 && n <= MAX).sort((a, b) => a - b);
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-solarcred';

const domain = await loadTypeScript(
  [
    "export { integratorSearchTokens, searchTermOf } from './domain/src/integrator-search.ts';",
    "export { recountIntegratorStats } from './domain/src/integrator-stats.ts';",
    "export { recountProposalStats } from './domain/src/proposal-stats.ts';",
    "export { storedStatusesOfTab } from './domain/src/integrator-status.ts';",
    "export { integrators } from './domain/src/data/integrators.ts';",
    "export { integratorStats, proposalStats, statsDocPath } from './domain/src/data/stats.ts';",
    "export { writeDocument } from './domain/src/data/timestamps.ts';",
  ].join('\n'),
);
const admin = adminFirestore(initializeAdmin({ projectId }));
const statuses = ['pendente_cadastro', 'pendente_documentacao', 'pendente_aprovacao', 'pendente', 'aprovado', 'rejeitado'];
const words = ['Solar', 'Energia', 'Instalações', 'Fotovoltaica', 'Luz', 'Sol', 'Verde', 'Raio'];
const START = Date.UTC(2026, 0, 1);

function record(n) {
  const id = `carga-${String(n).padStart(6, '0')}`;
  const cnpj = String(10_000_000_000_000 + n * 7919).padStart(14, '0');
  const created = START + n * 60_000;
  const integrator = {
    id,
    user_id: id,
    email: `integrador${n}@carga.test`,
    nome_empresa: `${words[n % words.length]} ${words[(n >> 3) % words.length]} Carga ${n}`,
    cnpj,
    status: statuses[n % statuses.length],
    created_at: created,
    updated_at: created,
  };
  return { ...integrator, search_tokens: domain.integratorSearchTokens(integrator) };
}

const seeded = [];
async function seedUpTo(count) {
  for (let start = seeded.length; start < count; start += BATCH) {
    const batch = admin.batch();
    for (let n = start; n < Math.min(count, start + BATCH); n += 1) {
      const item = record(n);
      seeded.push(item);
      const { id, ...data } = item;
      batch.set(admin.doc(domain.integrators.docPath(id)), domain.writeDocument(data, (ms) => Timestamp.fromMillis(ms)));
    }
    await batch.commit();
  }
  const write = (spec, value) => admin.doc(domain.statsDocPath(spec)).set(domain.writeDocument(value, (ms) => Timestamp.fromMillis(ms)));
  await write(domain.integratorStats, domain.recountIntegratorStats(seeded));
  await write(domain.proposalStats, domain.recountProposalStats([]));
}

/** A cold client (no cache) signed in as an admin through the emulator's mock token. */
function client() {
  const app = initializeApp({ projectId, apiKey: 'demo' }, `perf-${Math.random()}`);
  const db = getFirestore(app);
  const [hostname, port] = host.split(':');
  connectFirestoreEmulator(db, hostname, Number(port), { mockUserToken: { sub: 'perf-admin', role: 'admin' } });
  return { db, close: () => deleteApp(app) };
}

/** The first server snapshot of each live query: documents delivered and ms until the last arrived. */
async function firstSnapshots(refs) {
  const started = performance.now();
  const sizes = await Promise.all(
    refs.map(
      (ref) =>
        new Promise((resolve, reject) => {
          const stop = onSnapshot(ref, (snapshot) => {
            if (snapshot.metadata.fromCache) return;
            stop();
            resolve(snapshot.size ?? 1);
          }, reject);
        }),
    ),
  );
  return { reads: sizes.reduce((a, b) => a + b, 0), ms: Math.round(performance.now() - started) };
}

async function measure(count) {
  const rows = [];
  const run = async (label, work) => {
    const { db, close } = client();
    try {
      rows.push({ N: count, what: label, ...(await work(db)) });
    } finally {
      await close();
    }
  };
  const integrators = (db) => collection(db, domain.integrators.path);
  const stats = (db) => [doc(db, domain.statsDocPath(domain.integratorStats)), doc(db, domain.statsDocPath(domain.proposalStats))];
  const tab = (db, term, max = 20) =>
    query(integrators(db), ...(term ? [where('search_tokens', 'array-contains', term)] : []), where('status', 'in', domain.storedStatusesOfTab('pendente_aprovacao')), orderBy('created_at', 'desc'), limit(max));
  const counted = async (db, term) => {
    const started = performance.now();
    const matches = (await getCountFromServer(query(integrators(db), where('search_tokens', 'array-contains', term)))).data().count;
    return { reads: Math.max(1, Math.ceil(matches / 1000)), ms: Math.round(performance.now() - started), matches };
  };
  const search = async (db, typed) => {
    const term = domain.searchTermOf(typed);
    const [page, total] = await Promise.all([firstSnapshots([tab(db, term)]), counted(db, term)]);
    return { reads: page.reads + total.reads, ms: Math.max(page.ms, total.ms), note: `${total.matches} matches; rows ${page.ms} ms, count ${total.ms} ms` };
  };
  const target = seeded.find((i) => i.status === 'pendente_aprovacao');

  await run('main: visit (every integrator, live)', (db) => firstSnapshots([query(integrators(db), orderBy('created_at', 'desc'))]));
  await run('main: a search (client-side, over the loaded list)', async () => ({ reads: 0, ms: 0, note: 'after the visit above' }));
  await run('branch: visit (2 stats docs + first 20 of the tab)', (db) => firstSnapshots([...stats(db), tab(db, '')]));
  await run("branch: 'Carregar mais' (window of 40)", (db) => firstSnapshots([tab(db, '', 40)]));
  await run('branch: search a masked CNPJ', (db) => search(db, target.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')));
  await run('branch: search "instalacoes" (accent-less, common word)', (db) => search(db, 'instalacoes'));
  await run('branch: search an e-mail prefix', (db) => search(db, target.email.split('@')[0]));
  return rows;
}

const results = [];
for (const count of counts) {
  await seedUpTo(count);
  results.push(...(await measure(count)));
}
console.table(results);
process.exit(0);
