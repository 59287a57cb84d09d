/**
 * Daily: deletes uploads that no record refers to once they are a day old: integrator documents
 * of a failed or abandoned submission or replaced since, and the folders of proposals and notices
 * whose create never happened. The decision is the domain's (`upload-pruning.ts`); this shell
 * lists the folders, reads the records, and deletes. Its cost grows with the bucket's folders,
 * once a day; see docs/deploy.md.
 */
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { storageFolders } from '@solarcred/domain/constants';
import { integratorProjects, integrators } from '@solarcred/domain/data/integrators';
import { notices } from '@solarcred/domain/data/notices';
import { proposals } from '@solarcred/domain/data/proposals';
import {
  orphanedUploads,
  recordFolders,
  referencedPaths,
  staleRecordIds,
  unreferencedUploads,
  type RecordFolder,
  type StoredObject,
} from '@solarcred/domain/upload-pruning';
import { adminApp, adminFirestore } from '../app';
import { typedCollection, typedDoc } from '../firestore-data';

/** Every object under `prefix` with its creation time. */
async function objectsUnder(prefix: string): Promise<StoredObject[]> {
  const [files] = await getStorage(adminApp()).bucket().getFiles({ prefix });
  return files.map((file) => {
    const createdAt = Date.parse(String(file.metadata.timeCreated ?? ''));
    return { path: file.name, createdAt: Number.isNaN(createdAt) ? Date.now() : createdAt };
  });
}

/** Objects of `integrador-documents/`, grouped by the owner's uid (the second path segment). */
async function uploadsByOwner(): Promise<Map<string, StoredObject[]>> {
  const byOwner = new Map<string, StoredObject[]>();
  for (const object of await objectsUnder(`${storageFolders.integratorDocuments}/`)) {
    const uid = object.path.split('/')[1];
    if (uid) byOwner.set(uid, [...(byOwner.get(uid) ?? []), object]);
  }
  return byOwner;
}

async function referencedBy(uid: string): Promise<Set<string>> {
  const db = adminFirestore();
  const record = await typedDoc(db, integrators, uid).get();
  const projects = await typedCollection(db, integratorProjects(uid)).get();
  return referencedPaths(record.data() ?? null, projects.docs.map((project) => project.data()));
}

const LOOKUP_BATCH = 100;

/** Which of `ids` exist in `collection`, read in batches of `LOOKUP_BATCH` (one read each). */
async function existingIds(collection: string, ids: readonly string[]): Promise<Set<string>> {
  const db = adminFirestore();
  const existing = new Set<string>();
  for (let start = 0; start < ids.length; start += LOOKUP_BATCH) {
    const refs = ids.slice(start, start + LOOKUP_BATCH).map((id) => db.collection(collection).doc(id));
    for (const snapshot of await db.getAll(...refs)) if (snapshot.exists) existing.add(snapshot.id);
  }
  return existing;
}

/** The uploads of `folder` whose `collection` record was never created. */
async function orphansOf(folder: RecordFolder, collection: string, now: number): Promise<string[]> {
  const objects = await objectsUnder(folder.prefix);
  const existing = await existingIds(collection, staleRecordIds(folder, objects, now));
  return orphanedUploads(folder, objects, existing, now);
}

/** Every day at 03:30, São Paulo (declared in index.ts). */
export async function pruneUnreferencedUploads(): Promise<void> {
  const bucket = getStorage(adminApp()).bucket();
  const now = Date.now();
  const remove = (paths: readonly string[]) => Promise.all(paths.map((path) => bucket.file(path).delete({ ignoreNotFound: true })));
  let deleted = 0;
  for (const [uid, objects] of await uploadsByOwner()) {
    const stale = unreferencedUploads(objects, await referencedBy(uid), now);
    await remove(stale);
    deleted += stale.length;
  }
  const orphans = [
    ...(await orphansOf(recordFolders.proposalAttachments, proposals.path, now)),
    ...(await orphansOf(recordFolders.noticeImages, notices.path, now)),
  ];
  await remove(orphans);
  logger.info('pruneUnreferencedUploads: done', { deleted, orphans: orphans.length });
}
