/**
 * Daily: deletes integrator uploads that no record refers to (a failed or abandoned submission,
 * a replaced document) once they are a day old. The decision is the domain's
 * (`upload-pruning.ts`); this shell lists the folder, reads each owner's record and projects, and
 * deletes. Its cost grows with the bucket's folder, once a day; see docs/deploy.md.
 */
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { product } from '@solarcred/domain/config';
import { storageFolders } from '@solarcred/domain/constants';
import { integratorProjects, integrators } from '@solarcred/domain/data/integrators';
import { referencedPaths, unreferencedUploads, type StoredObject } from '@solarcred/domain/upload-pruning';
import { adminApp, adminFirestore } from '../app';
import { typedCollection, typedDoc } from '../firestore-data';

/** Objects of `integrador-documents/`, grouped by the owner's uid (the second path segment). */
async function uploadsByOwner(): Promise<Map<string, StoredObject[]>> {
  const [files] = await getStorage(adminApp()).bucket().getFiles({ prefix: `${storageFolders.integratorDocuments}/` });
  const byOwner = new Map<string, StoredObject[]>();
  for (const file of files) {
    const uid = file.name.split('/')[1];
    if (!uid) continue;
    const createdAt = Date.parse(String(file.metadata.timeCreated ?? ''));
    byOwner.set(uid, [...(byOwner.get(uid) ?? []), { path: file.name, createdAt: Number.isNaN(createdAt) ? Date.now() : createdAt }]);
  }
  return byOwner;
}

async function referencedBy(uid: string): Promise<Set<string>> {
  const db = adminFirestore();
  const record = await typedDoc(db, integrators, uid).get();
  const projects = await typedCollection(db, integratorProjects(uid)).get();
  return referencedPaths(record.data() ?? null, projects.docs.map((project) => project.data()));
}

export const pruneUnreferencedUploads = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'America/Sao_Paulo', region: product.region },
  async () => {
    const bucket = getStorage(adminApp()).bucket();
    let deleted = 0;
    for (const [uid, objects] of await uploadsByOwner()) {
      const stale = unreferencedUploads(objects, await referencedBy(uid), Date.now());
      await Promise.all(stale.map((path) => bucket.file(path).delete({ ignoreNotFound: true })));
      deleted += stale.length;
    }
    logger.info('pruneUnreferencedUploads: done', { deleted });
  },
);
