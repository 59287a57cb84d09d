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
import { getFirestore } from 'firebase-admin/firestore';
import { defaultProject, parseProjectOptions, patchCollection, runCommand } from './lib/admin-cli.mjs';
import { loadTypeScript } from './lib/load-ts.mjs';

const usage = 'Uso: node scripts/backfill-search-tokens.mjs [--project <id>] [--dry-run]';

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
  const counts = await patchCollection(db, integrators.path, (doc) => searchTokensPatch(doc.data()), {
    dryRun: options.dryRun,
    select: ['nome_empresa', 'email', 'cnpj', 'search_tokens'],
  });
  const verb = options.dryRun ? 'would write' : 'wrote';
  console.log(
    `backfill-search-tokens [${projectId}, ${target}]: ${counts.read} integradores read, ${verb} ${counts.written - counts.changedMeanwhile}` +
      (counts.changedMeanwhile ? `, ${counts.changedMeanwhile} changed meanwhile (the trigger writes theirs)` : ''),
  );
  return 0;
}

runCommand(main);
