/**
 * Where an export's bytes go (issue 50). The port is the domain's ExportSink; production writes a
 * Storage object through a write stream (exportacoes/{id}.{csv|xlsx}, no client access in
 * storage.rules); tests and the timing script write a local file. Inside the Functions emulator
 * without a Storage emulator (`npm start` here) there is no bucket: the sink refuses at once, and
 * every write is bounded by a timeout, so a job never hangs on a Storage that does not answer.
 */
import { getStorage } from 'firebase-admin/storage';
import { exportContentTypes } from '@solarcred/domain/analytics/export/data';
import { exportText } from '@solarcred/domain/analytics/export/export-text';
import type { ExportSink } from '@solarcred/domain/analytics/export/run';
import type { ExportFormat } from '@solarcred/domain/analytics/export/types';
import { adminApp } from '../app';
import { storageMissingInEmulator } from '../integrators/stored-files';
import { ExportSinkError, streamSink } from './stream-sink';

export { ExportSinkError };

/** Opens the sink of one job's file. */
export type ExportSinkFactory = (path: string, format: ExportFormat) => ExportSink;

/** The Storage object at `path` (production and a Storage emulator). */
export const storageSink: ExportSinkFactory = (path, format) => {
  if (storageMissingInEmulator()) throw new ExportSinkError(exportText.storageUnavailable);
  const file = getStorage(adminApp()).bucket().file(path);
  return streamSink(file.createWriteStream({ resumable: false, contentType: exportContentTypes[format], metadata: { cacheControl: 'private, max-age=0' } }));
};
