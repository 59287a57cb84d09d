/**
 * The access request's ZIP on the server (issue 51): the subject's documents and files
 * (subject-data.ts) streamed through the domain's writer (domain/src/privacy/subject-zip.ts)
 * into a sink — Storage's write stream at privacyExportPath(id) in production, a local file in
 * tests — with the files read as streams from Storage (or a local folder). Without a Storage
 * emulator (`npm start` here) the sink refuses at once with the Portuguese message.
 */
import { createReadStream } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { privacyExportPath } from '@solarcred/domain/data/privacy';
import { requestsText } from '@solarcred/domain/privacy/requests-text';
import type { SubjectData } from '@solarcred/domain/privacy/subject';
import { writeSubjectZip, type ExportSink, type SubjectFileSource, type SubjectZipResult } from '@solarcred/domain/privacy/subject-zip';
import { adminApp } from '../app';
import { storageMissingInEmulator } from '../integrators/stored-files';
import { fileSink, streamSink } from '../analytics-exports/stream-sink';

export { fileSink, writeSubjectZip };
export type { ExportSink, SubjectFileSource, SubjectZipResult };

/** An error whose message is the export's Portuguese `erro`. */
export class PrivacyExportError extends Error {}

/** The ZIP's Storage object for request `requestId` (refused at once without Storage). */
export function storageZipSink(requestId: string): ExportSink {
  if (storageMissingInEmulator()) throw new PrivacyExportError(requestsText.storageUnavailable);
  const file = getStorage(adminApp()).bucket().file(privacyExportPath(requestId));
  return streamSink(file.createWriteStream({ resumable: false, contentType: 'application/zip', metadata: { cacheControl: 'private, max-age=0' } }));
}

/** The bucket's files, each read as a stream. */
export function storageFileSource(): SubjectFileSource {
  if (storageMissingInEmulator()) throw new PrivacyExportError(requestsText.storageUnavailable);
  const bucket = getStorage(adminApp()).bucket();
  return { open: (path) => bucket.file(path).createReadStream() };
}

/** A local folder standing for the bucket (tests and timing scripts). */
export function localFileSource(root: string): SubjectFileSource {
  const base = normalize(root) + sep;
  return {
    open(path) {
      const full = normalize(join(base, path));
      if (!full.startsWith(base)) throw new Error('path outside the folder');
      return createReadStream(full);
    },
  };
}

/** Writes `data`'s ZIP to `sink`, files from `files`; `progress` after each file. */
export function buildSubjectZip(
  data: SubjectData,
  sink: ExportSink,
  files: SubjectFileSource,
  progress?: (feitos: number, total: number) => Promise<void> | void,
  now: number = Date.now(),
): Promise<SubjectZipResult> {
  return writeSubjectZip({ data, sink, files, now, progress });
}
