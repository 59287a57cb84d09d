#!/usr/bin/env node
// Sets apagar_em, the retention TTL field (issue 51), on documents written before the writers set
// it (admin command, idempotent):
//   node scripts/backfill-retention.mjs [--project <id>] [--dry-run]
// Pages through rascunhos_cliente, links_cliente, convites and vistas_cliente by document id (300
// at a time) and writes the date domain/src/privacy/retention.ts gives each (bundled with esbuild:
// the same code as the writers); a view takes its link's date, and a view whose link is gone is
// due since its last write. A document already right is not written, so a second run writes nothing. Each write
// is conditional on the document's update time: one changed meanwhile was written by a writer that
// sets the field itself. With FIRESTORE_EMULATOR_HOST set it targets the emulator; otherwise the
// real project, using Application Default Credentials. Deploy the TTL policies (firestore:indexes)
// first: a document past its date is then deleted by TTL or by the next retentionSweep.

import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { defaultProject, parseProjectOptions, patchCollection, runCommand } from './lib/admin-cli.mjs';
import { loadTypeScript } from './lib/load-ts.mjs';

const usage = 'Uso: node scripts/backfill-retention.mjs [--project <id>] [--dry-run]';

/** The stored apagar_em as milliseconds, null when absent or null. */
const storedDate = (value) => (value && typeof value.toMillis === 'function' ? value.toMillis() : null);

async function main() {
  const options = parseProjectOptions(process.argv.slice(2));
  if (!options) {
    console.error(usage);
    return 2;
  }
  const projectId = options.project || defaultProject();
  const target = process.env.FIRESTORE_EMULATOR_HOST ? `emulator ${process.env.FIRESTORE_EMULATOR_HOST}` : 'production';
  const { draftDeleteAt, linkDeleteAt, invitationDeleteAt, readDocument, retentionTtlField } = await loadTypeScript(
    [
      "export { draftDeleteAt, linkDeleteAt, invitationDeleteAt } from './domain/src/privacy/retention.ts';",
      "export { retentionTtlField } from './domain/src/privacy/types.ts';",
      "export { readDocument } from './domain/src/data/timestamps.ts';",
    ].join('\n'),
  );
  const db = getFirestore(initializeApp({ projectId }));
  const linkDates = new Map();
  /** The link's date for its view (read once per link); a view without its link is due since its last write. */
  async function viewDateOf(view) {
    if (!linkDates.has(view.id)) {
      const link = await db.doc(`links_cliente/${view.id}`).get();
      linkDates.set(view.id, link.exists ? linkDeleteAt(readDocument(link.id, link.data())) : (view.atualizado_em ?? 0));
    }
    return linkDates.get(view.id);
  }
  const plans = [
    ['rascunhos_cliente', (doc) => draftDeleteAt(doc)],
    ['links_cliente', (doc) => linkDeleteAt(doc)],
    ['convites', (doc) => invitationDeleteAt(doc)],
    // After the links, whose dates it reads.
    ['vistas_cliente', (doc) => viewDateOf(doc)],
  ];
  const lines = [];
  for (const [collection, dateOf] of plans) {
    const counts = await patchCollection(db, collection, async (doc) => {
      const data = doc.data();
      const date = await dateOf(readDocument(doc.id, data));
      const stored = data[retentionTtlField];
      if (stored !== undefined && storedDate(stored) === date) return null;
      return { [retentionTtlField]: date === null ? null : Timestamp.fromMillis(date) };
    }, { dryRun: options.dryRun });
    lines.push(`${collection}: ${counts.read} read, ${counts.written - counts.changedMeanwhile}` + (counts.changedMeanwhile ? ` (${counts.changedMeanwhile} changed meanwhile)` : ''));
  }
  console.log(`backfill-retention [${projectId}, ${target}]: ${options.dryRun ? 'would write' : 'wrote'} apagar_em — ${lines.join('; ')}`);
  return 0;
}

runCommand(main);
