#!/usr/bin/env node
// Rebuilds the dashboard counters from scratch (admin command):
//   node scripts/recount-stats.mjs [--project <id>] [--dry-run]
// Reads every integradores and propostas document and overwrites stats/integradores,
// stats/propostas, every stats_integradores/{integratorId} (one per integrator with proposals) and
// every stats_integradores/{integratorId}/vendedores/{sellerUid} (one per seller with proposals;
// an existing per-integrator or per-seller one with none left is zeroed), and the cashback totals
// (stats/cashback and every stats_cashback/{integratorId}, folded from cashback_lancamentos: this is
// how counters written before issue 45 — 'estornado', a clawback taken out of 'pago' — are
// migrated), and the funding tranches' totals (stats/repasses and every stats_repasses/{integratorId},
// folded from repasse_lancamentos, issue 48) with the domain's recount: the same code and the same conversions as the
// counter triggers (functions/src/stats/counters.ts, bundled here with esbuild). With
// FIRESTORE_EMULATOR_HOST set it targets the emulator; otherwise the real project, using
// Application Default Credentials. --dry-run prints the counters without writing them.
// Run it while nothing writes to those collections: a trigger still in flight for a write the
// recount has already seen would count that write twice (run it again to settle).
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { defaultProject, parseProjectOptions, runCommand } from './lib/admin-cli.mjs';
import { loadTypeScript } from './lib/load-ts.mjs';

const usage = 'Uso: node scripts/recount-stats.mjs [--project <id>] [--dry-run]';

/**
 * The counters module of the functions (and the domain code it imports) plus the collection
 * modules of the domain data edge, as one ES module.
 */
function loadCounters() {
  return loadTypeScript(
    [
      "export * from './functions/src/stats/counters.ts';",
      "export { integrators } from './domain/src/data/integrators.ts';",
      "export { proposals } from './domain/src/data/proposals.ts';",
      "export { integratorProposalStatsCollection, isSellerProposalStatsCollection, sellerStatsSubcollection, statsDocPath } from './domain/src/data/stats.ts';",
      "export { recountCashback, recountCashbackByIntegrator } from './domain/src/cashback/totals.ts';",
      "export { cashbackEntries, cashbackStats, integratorCashbackStatsCollection } from './domain/src/data/cashback.ts';",
      "export { recountFunding, recountFundingByIntegrator } from './domain/src/funding/totals.ts';",
      "export { fundingEntries, fundingStats, integratorFundingStatsCollection } from './domain/src/data/funding.ts';",
      "export { readDocument } from './domain/src/data/timestamps.ts';",
    ].join('\n'),
  );
}

/** Every document of a collection, as the counters read it (only the fields they need). */
async function countedDocuments(db, collection, fields) {
  const snapshot = await db.collection(collection).select(...fields).get();
  return snapshot.docs.map((doc) => ({ data: doc.data(), createTime: doc.createTime.toMillis() }));
}

async function main() {
  const options = parseProjectOptions(process.argv.slice(2));
  if (!options) {
    console.error(usage);
    return 2;
  }
  const projectId = options.project || defaultProject();
  const target = process.env.FIRESTORE_EMULATOR_HOST ? `emulator ${process.env.FIRESTORE_EMULATOR_HOST}` : 'production';
  const edge = await loadCounters();
  const { integratorCounter, proposalCounter, recountAll, statsDocPath } = edge;
  const db = getFirestore(initializeApp({ projectId }));

  const [integrators, proposals] = await Promise.all([
    countedDocuments(db, edge.integrators.path, ['status', 'created_at']),
    countedDocuments(db, edge.proposals.path, ['integrador_id', 'criado_por', 'status', 'valor_proposta', 'created_at']),
  ]);
  const recounted = [...recountAll(integratorCounter, integrators), ...recountAll(proposalCounter, proposals)];
  const stats = Object.fromEntries(recounted.map(({ stats, value }) => [statsDocPath(stats), value]));
  // Per-integrator documents of integrators without proposals any more: back to zero.
  const perIntegrator = edge.integratorProposalStatsCollection.path;
  for (const stale of (await db.collection(perIntegrator).select().get()).docs) {
    stats[`${perIntegrator}/${stale.id}`] ??= proposalCounter.read(undefined);
  }
  // Likewise per-seller documents of sellers without proposals any more (every company's, one query).
  for (const stale of (await db.collectionGroup(edge.sellerStatsSubcollection).select().get()).docs) {
    if (edge.isSellerProposalStatsCollection(stale.ref.parent.path)) stats[stale.ref.path] ??= proposalCounter.read(undefined);
  }
  // The cashback totals, from the whole ledger (the fields the fold reads; the id is the document's).
  const ledger = (await db.collection(edge.cashbackEntries.path).select('tipo', 'proposta_id', 'integrador_id', 'ciclo', 'valor_centavos', 'vencimento', 'de').get()).docs
    .map((doc) => ({ ...doc.data(), id: doc.id }));
  stats[statsDocPath(edge.cashbackStats)] = edge.recountCashback(ledger);
  const perIntegratorCashback = edge.integratorCashbackStatsCollection.path;
  for (const [id, counters] of Object.entries(edge.recountCashbackByIntegrator(ledger))) stats[`${perIntegratorCashback}/${id}`] = counters;
  for (const stale of (await db.collection(perIntegratorCashback).select().get()).docs) {
    stats[`${perIntegratorCashback}/${stale.id}`] ??= edge.recountCashback([]);
  }
  // The funding tranches' totals (issue 48), from their whole ledger (the fold reads whole entries).
  const fundingLedger = (await db.collection(edge.fundingEntries.path).get()).docs.map((doc) => edge.readDocument(doc.id, doc.data()));
  stats[statsDocPath(edge.fundingStats)] = edge.recountFunding(fundingLedger);
  const perIntegratorFunding = edge.integratorFundingStatsCollection.path;
  for (const [id, counters] of Object.entries(edge.recountFundingByIntegrator(fundingLedger))) stats[`${perIntegratorFunding}/${id}`] = counters;
  for (const stale of (await db.collection(perIntegratorFunding).select().get()).docs) {
    stats[`${perIntegratorFunding}/${stale.id}`] ??= edge.recountFunding([]);
  }
  console.log(
    `recount-stats [${projectId}, ${target}]: ${integrators.length} integradores, ${proposals.length} propostas, ${ledger.length} lançamentos de cashback, ${fundingLedger.length} lançamentos de repasse`,
  );
  console.log(JSON.stringify(stats, null, 2));
  if (options.dryRun) {
    console.log('--dry-run: nothing written.');
    return 0;
  }
  // A batch holds at most 500 writes.
  const entries = Object.entries(stats);
  for (let start = 0; start < entries.length; start += 500) {
    const batch = db.batch();
    for (const [path, counters] of entries.slice(start, start + 500)) batch.set(db.doc(path), counters);
    await batch.commit();
  }
  console.log(`${entries.length} counter documents rewritten (${Object.keys(stats).slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}).`);
  return 0;
}

runCommand(main);
