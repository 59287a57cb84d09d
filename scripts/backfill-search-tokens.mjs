#!/usr/bin/env node
// Fills integradores/{id}.search_tokens for records written before the search trigger existed
// (admin command, idempotent):
//   node scripts/backfill-search-tokens.mjs [--project <id>] [--dry-run]
// Pages through integradores by document id (300 at a time, only the searched fields) and
// writes the domain's tokens where they are missing or stale, with the same code as the trigger
// (domain/src/integrator-search.ts, bundled with esbuild). A record already right is not
// written, so a second run writes nothing. Each write is conditional on the record's update
// time: a record changed meanwhile is left to the trigger. With FIRESTORE_EMULATOR_HOST set it
// targets the emulator; otherwise the real project, using Application Default Credentials.

import { initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { defaultProject, parseProjectOptions, runCommand } from './lib/admin-cli.mjs';
import { loadTypeScript } from './lib/load-ts.mjs';

const usage = 'Uso: node scripts/backfill-search-tokens.mjs [--project <id>] [--dry-run]';
const PAGE = 300;
/** gRPC FAILED_PRECONDITION: the record changed after it was read. */
const FAILED_PRECONDITION = 9;

async function main() {
  const options = parseProjectOptions(process.argv.slice(2));
  if (!options) {
    console.error(usage);
    return 2;
  }
  const projectId = options.project || defaultProject();
  const target = process.env.FIRESTORE_EMULATOR_HOST ? `emulator ${process.env.FIRESTORE_EMULATOR_HOST}` : 'production';
  const { searchTokensPatch, integrators } = await loadTypeScript(
    [
      "export { searchTokensPatch } from './domain/src/integrator-search.ts';",
      "export { integrators } from './domain/src/data/integrators.ts';",
    ].join('\n'),
  );
  const db = getFirestore(initializeApp({ projectId }));
  const counts = { read: 0, written: 0, changedMeanwhile: 0 };
  let after = null;
  for (;;) {
    let page = db.collection(integrators.path).select('nome_empresa', 'email', 'cnpj', 'search_tokens').orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    counts.read += snapshot.size;
    const writer = db.bulkWriter();
    writer.onWriteError((error) => {
      if (error.code === FAILED_PRECONDITION) counts.changedMeanwhile += 1;
      return false;
    });
    for (const doc of snapshot.docs) {
      const patch = searchTokensPatch(doc.data());
      if (!patch) continue;
      counts.written += 1;
      if (!options.dryRun) void writer.update(doc.ref, patch, { lastUpdateTime: doc.updateTime }).catch(() => {});
    }
    await writer.close();
    after = snapshot.docs.at(-1).id;
  }
  const verb = options.dryRun ? 'would write' : 'wrote';
  console.log(
    `backfill-search-tokens [${projectId}, ${target}]: ${counts.read} integradores read, ${verb} ${counts.written - counts.changedMeanwhile}` +
      (counts.changedMeanwhile ? `, ${counts.changedMeanwhile} changed meanwhile (the trigger writes theirs)` : ''),
  );
  return 0;
}

runCommand(main);
