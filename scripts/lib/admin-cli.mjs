/**
 * What the admin commands share (grant-admin, recount-stats, the backfills): the
 * `[--project <id>] [--dry-run]` options, the project they target, how they end, and the backfills' guarded pass over a collection.
 */
import { readFileSync } from 'node:fs';

/** `--project <id>`, `--project=<id>` and `--dry-run`; null on anything else. */
export function parseProjectOptions(argv) {
  const options = { project: '', dryRun: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--project') options.project = argv[++i] ?? '';
    else if (arg.startsWith('--project=')) options.project = arg.slice('--project='.length);
    else return null;
  }
  return options;
}

/** The project of the environment (GCLOUD_PROJECT …), else .firebaserc's default. */
export function defaultProject() {
  const fromEnv = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (fromEnv) return fromEnv;
  const rc = JSON.parse(readFileSync(new URL('../../.firebaserc', import.meta.url), 'utf8'));
  return rc.projects?.default ?? '';
}

/** Runs the command and exits with its code; an error prints its message and exits 1. */
export function runCommand(main) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

/** gRPC FAILED_PRECONDITION: the document changed after it was read. */
const FAILED_PRECONDITION = 9;

/**
 * The backfills' pass over a collection: pages of `pageSize` by document id (`select` narrows the
 * fields read), `patchOf(doc)` → the fields to write or null (may be async), each write
 * conditional on the document's update time, so a document changed meanwhile is left to its
 * writer. Answers `{ read, written, changedMeanwhile }`; with `dryRun` it counts and writes nothing.
 */
export async function patchCollection(db, collection, patchOf, { dryRun, pageSize = 300, select = null }) {
  const { FieldPath } = await import('firebase-admin/firestore');
  const counts = { read: 0, written: 0, changedMeanwhile: 0 };
  let after = null;
  for (;;) {
    let page = (select ? db.collection(collection).select(...select) : db.collection(collection)).orderBy(FieldPath.documentId()).limit(pageSize);
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
      const patch = await patchOf(doc);
      if (!patch) continue;
      counts.written += 1;
      if (!dryRun) void writer.update(doc.ref, patch, { lastUpdateTime: doc.updateTime }).catch(() => {});
    }
    await writer.close();
    after = snapshot.docs.at(-1).id;
  }
  return counts;
}
