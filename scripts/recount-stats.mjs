#!/usr/bin/env node
// Rebuilds the dashboard counters from scratch (admin command):
//   node scripts/recount-stats.mjs [--project <id>] [--dry-run]
// Reads every integradores and propostas document and overwrites stats/integradores and
// stats/propostas with the domain's recount: the same code and the same conversions as the
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
      "export { statsDocPath } from './domain/src/data/stats.ts';",
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
  const { integratorCounter, proposalCounter, integrators: integratorDocs, proposals: proposalDocs, statsDocPath } = await loadCounters();
  const db = getFirestore(initializeApp({ projectId }));

  const [integrators, proposals] = await Promise.all([
    countedDocuments(db, integratorDocs.path, ['status', 'created_at']),
    countedDocuments(db, proposalDocs.path, ['status', 'valor_proposta']),
  ]);
  const stats = {
    [statsDocPath(integratorCounter.stats)]: integratorCounter.recount(integrators),
    [statsDocPath(proposalCounter.stats)]: proposalCounter.recount(proposals),
  };
  console.log(`recount-stats [${projectId}, ${target}]: ${integrators.length} integradores, ${proposals.length} propostas`);
  console.log(JSON.stringify(stats, null, 2));
  if (options.dryRun) {
    console.log('--dry-run: nothing written.');
    return 0;
  }
  const batch = db.batch();
  for (const [path, counters] of Object.entries(stats)) batch.set(db.doc(path), counters);
  await batch.commit();
  console.log(`${Object.keys(stats).join(' and ')} rewritten.`);
  return 0;
}

runCommand(main);
