/**
 * Which uploads no record refers to any more: files of an integrator's folder uploaded for a
 * submission that failed or was abandoned, or replaced by a newer upload; and the folders of a
 * proposal or notice that was never created. Pure, so the scheduled function and its tests
 * decide the same way.
 */
import { storageFolders } from './constants';
import type { Integrator, Millis, PortfolioProject } from './model';

/** An upload is kept this long after it was made, so a submission in flight never loses a file. */
export const uploadGraceMs = 24 * 60 * 60 * 1000;

export interface StoredObject {
  path: string;
  createdAt: Millis;
}

/** Every storage path the integrator's record and its portfolio projects refer to. */
export function referencedPaths(integrator: Pick<Integrator, 'documentos'> | null, projects: readonly PortfolioProject[]): Set<string> {
  const documents = Object.values(integrator?.documentos ?? {}).map((file) => file.path);
  const projectFiles = projects.flatMap((project) => [project.art?.path, project.memorial?.path, ...project.fotos.map((f) => f.path)]);
  return new Set([...documents, ...projectFiles].filter((path): path is string => typeof path === 'string'));
}

/** The objects to delete: unreferenced and older than the grace period. */
export function unreferencedUploads(objects: readonly StoredObject[], referenced: ReadonlySet<string>, now: Millis): string[] {
  return objects.filter((object) => !referenced.has(object.path) && now - object.createdAt > uploadGraceMs).map((object) => object.path);
}

/**
 * Folders named after a record that may never be written: a proposal's attachments
 * (`propostas-anexos/{uid}/{proposalId}/…`) and a notice's image (`avisos/{noticeId}/…`) go up
 * before the callable that creates the record, which can then fail or never be called.
 */
export const recordFolders = {
  proposalAttachments: { prefix: `${storageFolders.proposalAttachments}/`, idSegment: 2 },
  noticeImages: { prefix: `${storageFolders.notices}/`, idSegment: 1 },
} as const;

export type RecordFolder = (typeof recordFolders)[keyof typeof recordFolders];

/** The record id an upload of `folder` belongs to, or null for a path outside its layout. */
export function recordIdOf(folder: RecordFolder, path: string): string | null {
  if (!path.startsWith(folder.prefix)) return null;
  const segments = path.split('/');
  // The id is followed by at least a file name.
  return segments.length > folder.idSegment + 1 ? segments[folder.idSegment] || null : null;
}

/**
 * The record ids worth looking up: those with an upload past the grace period. A folder whose
 * files are all recent may belong to a submission in flight.
 */
export function staleRecordIds(folder: RecordFolder, objects: readonly StoredObject[], now: Millis): string[] {
  const ids = objects.filter((object) => now - object.createdAt > uploadGraceMs).map((object) => recordIdOf(folder, object.path));
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** The uploads to delete: past the grace period, in a folder whose record does not exist. */
export function orphanedUploads(folder: RecordFolder, objects: readonly StoredObject[], existing: ReadonlySet<string>, now: Millis): string[] {
  return objects
    .filter((object) => now - object.createdAt > uploadGraceMs)
    .filter((object) => {
      const id = recordIdOf(folder, object.path);
      return id !== null && !existing.has(id);
    })
    .map((object) => object.path);
}
