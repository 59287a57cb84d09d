#!/usr/bin/env node
// Rebuilds the lender's analytics (issue 50) from scratch (admin command; the backfill after the
// first deploy of onProposalAnalytics, whose counts start with the writes after it):
//   node scripts/recount-analytics.mjs [--project <id>] [--dry-run]
// Reads every propostas document (only the fields the analytics count) and overwrites
// analise_totais/plataforma, every analise_celulas/{mes}__{linha}__{uf}, every ranking row
// analise_integradores/{id} and its cells, with the domain's recount (recountAnalytics) of the
// proposals as the trigger reads them (functions/src/stats/analytics.ts, bundled here with
// esbuild); deletes the analytics documents no proposal counts in any more; writes
// analise_publico/decisao from the new totals. With FIRESTORE_EMULATOR_HOST set it targets the
// emulator; otherwise the real project, using Application Default Credentials. --dry-run prints
// what it would write. Run it while nothing writes to propostas: a trigger still in flight for a
// write the recount has already seen would count that write twice (run it again to settle).
import { initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { defaultProject, parseProjectOptions, runCommand } from './lib/admin-cli.mjs';
import { loadTypeScript } from './lib/load-ts.mjs';

const usage = 'Uso: node scripts/recount-analytics.mjs [--project <id>] [--dry-run]';

/** The fields of a proposal the analytics count (functions/src/stats/analytics.ts reads no other). */
const countedFields = [
  'integrador_id', 'integrador.nome_empresa', 'status', 'created_at', 'status_desde', 'valor_proposta', 'linha_credito',
  'projeto_estado', 'cliente_estado', 'pendencias_total', 'instalacao_meta', 'contrato.estado', 'trilha',
  'valor_sistema', 'valor_entrada', 'simulacao.financiado_centavos',
];

function loadAnalytics() {
  return loadTypeScript(
    [
      "export { analyzedProposal } from './functions/src/stats/analytics.ts';",
      "export { toFirestore } from './functions/src/firestore-data.ts';",
      "export { recountAnalytics } from './domain/src/analytics/counts.ts';",
      "export { platformDecisionMedian } from './domain/src/analytics/figures.ts';",
      "export { analyticsCells, analyticsTotals, publicDecisionMedian, rankingRows } from './domain/src/data/analytics.ts';",
      "export { proposals } from './domain/src/data/proposals.ts';",
    ].join('\n'),
  );
}

async function main() {
  const options = parseProjectOptions(process.argv.slice(2));
  if (!options) {
    console.error(usage);
    return 2;
  }
  const projectId = options.project || defaultProject();
  const target = process.env.FIRESTORE_EMULATOR_HOST ? `emulator ${process.env.FIRESTORE_EMULATOR_HOST}` : 'production';
  const edge = await loadAnalytics();
  const db = getFirestore(initializeApp({ projectId }));

  const stored = (await db.collection(edge.proposals.path).select(...countedFields).get()).docs;
  const counted = stored.map((doc) => edge.analyzedProposal({ data: doc.data(), createTime: doc.createTime.toMillis() }));
  const documents = edge.recountAnalytics(counted);
  const writes = new Map([...documents].map(([path, { value }]) => [path, value]));
  // What no proposal counts in any more: the platform's and the companies' cells, the rows.
  const existing = [
    ...(await db.collection(edge.analyticsCells.path).select().get()).docs,
    ...(await db.collection(edge.rankingRows.path).select().get()).docs,
    ...(await db.collectionGroup('celulas').select().get()).docs.filter((doc) => doc.ref.parent.parent?.parent.id === edge.rankingRows.path),
  ].map((doc) => doc.ref.path);
  const stale = existing.filter((path) => !writes.has(path));
  const totals = documents.get(edge.analyticsTotals.collection.docPath(edge.analyticsTotals.id))?.value;
  const median = totals ? edge.platformDecisionMedian(totals) : null;

  console.log(`recount-analytics [${projectId}, ${target}]: ${stored.length} propostas, ${writes.size} documentos de análise, ${stale.length} sem propostas (apagados), mediana de decisão ${median ?? '—'} h úteis`);
  if (options.dryRun) {
    console.log(JSON.stringify({ ...Object.fromEntries(writes), apagados: stale }, null, 2));
    console.log('--dry-run: nothing written.');
    return 0;
  }
  const writer = db.bulkWriter();
  for (const [path, value] of writes) void writer.set(db.doc(path), edge.toFirestore(value));
  for (const path of stale) void writer.delete(db.doc(path));
  void writer.set(db.doc(edge.publicDecisionMedian.collection.docPath(edge.publicDecisionMedian.id)), { mediana_horas: median, atualizado_em: Timestamp.now() });
  await writer.close();
  console.log(`${writes.size} analytics documents rewritten, ${stale.length} deleted, analise_publico/decisao = ${median ?? 'null'}.`);
  return 0;
}

runCommand(main);
