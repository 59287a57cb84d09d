/**
 * Which uploads of an integrator's folder no record refers to any more: files uploaded for a
 * submission that failed or was abandoned, or replaced by a newer upload. Pure, so the scheduled
 * function and its tests decide the same way.
 */
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
