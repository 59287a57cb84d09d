/**
 * A Node write stream as an export's sink (issue 50), every write and the close bounded by a
 * timeout: Storage's write stream in production, a local file in tests and the timing script.
 * Nothing here loads firebase-admin.
 */
import { createWriteStream } from 'node:fs';
import { exportText } from '@solarcred/domain/analytics/export/export-text';
import type { ExportSink } from '@solarcred/domain/analytics/export/run';

/** An error whose message is the job's Portuguese `erro`. */
export class ExportSinkError extends Error {}

/** How long one write (or the close) may wait on the stream before the job fails. */
export const sinkTimeoutMs = 20_000;

function bounded<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ExportSinkError(exportText.storageUnavailable)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A Node write stream as a sink: each write waits for 'drain' when the stream asks to, and fails with the stream. */
export function streamSink(stream: NodeJS.WritableStream, timeoutMs = sinkTimeoutMs): ExportSink {
  const broken = new Promise<never>((_, reject) => stream.once('error', reject));
  broken.catch(() => undefined); // observed by each write and the close
  return {
    write(chunk) {
      const drained = stream.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => stream.once('drain', () => resolve()));
      return bounded(Promise.race([drained, broken]), timeoutMs);
    },
    close() {
      return bounded(Promise.race([new Promise<void>((resolve) => stream.end(() => resolve())), broken]), timeoutMs);
    },
  };
}

/** A local file (tests and scripts/export-timing.mjs). */
export const fileSink = (file: string): ExportSink => streamSink(createWriteStream(file));
