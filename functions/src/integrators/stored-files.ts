/**
 * The facts the bucket holds about the files a payload names: size and content type of each
 * stored object, so the domain never trusts the client's report of them.
 */
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import type { StoredObjectFacts } from '@solarcred/domain/handlers/integrator-profile';
import { adminApp } from '../app';

/** More paths than any valid payload holds (6 documents + 3 projects × 5 files). */
const MAX_FILES = 30;

/** Every `path` string inside `value` (the payload is not parsed yet: look, do not trust). */
export function pathsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (found.size >= MAX_FILES || value === null || typeof value !== 'object') return found;
  const record = value as Record<string, unknown>;
  if (typeof record['path'] === 'string') found.add(record['path']);
  for (const item of Object.values(record)) pathsIn(item, found);
  return found;
}

/** Inside the Functions emulator with no Storage emulator (our build machines) there is no bucket to ask. */
export function storageMissingInEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['FUNCTIONS_EMULATOR'] === 'true' && !env['FIREBASE_STORAGE_EMULATOR_HOST'];
}

/**
 * The bucket's facts of `paths`, or null where no bucket can be asked (the Functions emulator
 * without a Storage emulator), with a warning naming `command`: the commands then skip the check.
 */
export async function bucketFactsOrNone(paths: readonly string[], command: string): Promise<StoredObjectFacts | null> {
  if (storageMissingInEmulator()) {
    logger.warn(`${command}: no Storage emulator; the files are not checked in the bucket`);
    return null;
  }
  return bucketFacts(paths);
}

/** Reads the metadata of every file the payload names, in parallel; absent objects read as null. */
export async function storedObjectFacts(data: unknown): Promise<StoredObjectFacts> {
  const paths = [...pathsIn(data)];
  if (storageMissingInEmulator()) {
    logger.warn('submitIntegratorProfile: no Storage emulator; file sizes and types are taken as reported');
    const reported = new Map<string, { size: number; contentType: string }>();
    collectReported(data, reported);
    return (path) => reported.get(path) ?? null;
  }
  return bucketFacts(paths);
}

/** Size and content type of each named object as the bucket stores them (null: no such object). */
export async function bucketFacts(paths: readonly string[]): Promise<StoredObjectFacts> {
  const bucket = getStorage(adminApp()).bucket();
  const entries = await Promise.all(
    paths.map(async (path) => {
      const [exists] = await bucket.file(path).exists();
      if (!exists) return [path, null] as const;
      const [metadata] = await bucket.file(path).getMetadata();
      return [path, { size: Number(metadata.size ?? 0), contentType: String(metadata.contentType ?? '') }] as const;
    }),
  );
  const facts = new Map(entries);
  return (path) => facts.get(path) ?? null;
}

function collectReported(value: unknown, into: Map<string, { size: number; contentType: string }>): void {
  if (value === null || typeof value !== 'object' || into.size >= MAX_FILES) return;
  const record = value as Record<string, unknown>;
  if (typeof record['path'] === 'string') {
    into.set(record['path'], { size: Number(record['tamanho'] ?? 0), contentType: String(record['tipo'] ?? '') });
  }
  for (const item of Object.values(record)) collectReported(item, into);
}
