/**
 * Uploads that no record refers to, deleted once they are a day old: integrator documents of a
 * failed or abandoned submission or replaced since, and the folders of proposals and notices whose
 * create never happened. The decision is the domain's (`upload-pruning.ts`); this shell lists the
 * folders, reads the records, and deletes. Since issue 51 the daily retention sweep
 * (retention/sweep.ts, 04:00 São Paulo) runs it and counts what it deleted in its log. Its cost
 * grows with the bucket's folders, once a day; see docs/deploy.md.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
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
import { adminApp } from '../app';
import { typedCollection, typedDoc } from '../firestore-data';

/** The bucket as the sweep sees it: objects listed by prefix with their creation time, deleted by path. */
export interface ObjectStore {
  list(prefix: string): Promise<StoredObject[]>;
  remove(paths: readonly string[]): Promise<void>;
}

/** The default bucket (production, or a Storage emulator). */
export function bucketStore(): ObjectStore {
  const bucket = getStorage(adminApp()).bucket();
  return {
    async list(prefix) {
      const [files] = await bucket.getFiles({ prefix });
      return files.map((file) => {
        const createdAt = Date.parse(String(file.metadata.timeCreated ?? ''));
        return { path: file.name, createdAt: Number.isNaN(createdAt) ? Date.now() : createdAt };
      });
    },
    async remove(paths) {
      await Promise.all(paths.map((path) => bucket.file(path).delete({ ignoreNotFound: true })));
    },
  };
}

/** Objects of `integrador-documents/`, grouped by the owner's uid (the second path segment). */
async function uploadsByOwner(store: ObjectStore): Promise<Map<string, StoredObject[]>> {
  const byOwner = new Map<string, StoredObject[]>();
  for (const object of await store.list(`${storageFolders.integratorDocuments}/`)) {
    const uid = object.path.split('/')[1];
    if (uid) byOwner.set(uid, [...(byOwner.get(uid) ?? []), object]);
  }
  return byOwner;
}

async function referencedBy(db: Firestore, uid: string): Promise<Set<string>> {
  const record = await typedDoc(db, integrators, uid).get();
  const projects = await typedCollection(db, integratorProjects(uid)).get();
  return referencedPaths(record.data() ?? null, projects.docs.map((project) => project.data()));
}

const LOOKUP_BATCH = 100;

/** Which of `ids` exist in `collection`, read in batches of `LOOKUP_BATCH` (one read each). */
async function existingIds(db: Firestore, collection: string, ids: readonly string[]): Promise<Set<string>> {
  const existing = new Set<string>();
  for (let start = 0; start < ids.length; start += LOOKUP_BATCH) {
    const refs = ids.slice(start, start + LOOKUP_BATCH).map((id) => db.collection(collection).doc(id));
    for (const snapshot of await db.getAll(...refs)) if (snapshot.exists) existing.add(snapshot.id);
  }
  return existing;
}

/** The uploads of `folder` whose `collection` record was never created. */
async function orphansOf(db: Firestore, store: ObjectStore, folder: RecordFolder, collection: string, now: number): Promise<string[]> {
  const objects = await store.list(folder.prefix);
  const existing = await existingIds(db, collection, staleRecordIds(folder, objects, now));
  return orphanedUploads(folder, objects, existing, now);
}

/** Deletes the unreferenced and orphaned uploads as of `now`; answers how many. */
export async function pruneUploads(db: Firestore, store: ObjectStore, now: number): Promise<number> {
  let deleted = 0;
  for (const [uid, objects] of await uploadsByOwner(store)) {
    const stale = unreferencedUploads(objects, await referencedBy(db, uid), now);
    await store.remove(stale);
    deleted += stale.length;
  }
  const orphans = [
    ...(await orphansOf(db, store, recordFolders.proposalAttachments, proposals.path, now)),
    ...(await orphansOf(db, store, recordFolders.noticeImages, notices.path, now)),
  ];
  await store.remove(orphans);
  return deleted + orphans.length;
}
