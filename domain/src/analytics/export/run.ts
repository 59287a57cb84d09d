/**
 * One export's run (issue 50), the same in the function and in the demo: pages of stored documents
 * go through the kind's row builder into the format's writer, whose bytes go to a sink; progress
 * is reported at most every `progressMs`; past exportMaxRows the file stops there and says it was cut.
 */
import { exportTables, rowOf } from './rows';
import { exportMaxRows, type ExportFormat, type ExportKind } from './types';
import { createWriter } from './writers';

/** Where the bytes go: Storage in production, a file or memory in tests, a Blob in the demo. */
export interface ExportSink {
  write(chunk: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

export interface ExportRun {
  tipo: ExportKind;
  formato: ExportFormat;
  /** The selection's documents, a page at a time, in order. */
  pages: AsyncIterable<readonly unknown[]>;
  sink: ExportSink;
  /** Rows written so far (throttled by progressMs, never after the end). */
  progress?: (linhas: number) => Promise<void> | void;
  progressMs?: number;
  maxRows?: number;
  now?: () => number;
}

export interface ExportResult {
  linhas: number;
  cortada: boolean;
}

/** Concatenates the chunks a page produced, so the sink receives one write per page. */
function joined(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

export async function runExport(run: ExportRun): Promise<ExportResult> {
  const { sink, progressMs = 1000, maxRows = exportMaxRows, now = Date.now } = run;
  const table = exportTables[run.tipo];
  let pending: Uint8Array[] = [];
  const writer = createWriter(run.formato, table.columns, (chunk) => pending.push(chunk));
  const flush = async () => {
    if (pending.length === 0) return;
    const chunk = joined(pending);
    pending = [];
    await sink.write(chunk);
  };
  let linhas = 0;
  let cortada = false;
  let reported = now();
  for await (const page of run.pages) {
    if (page.length === 0) continue;
    if (linhas >= maxRows) {
      cortada = true;
      break;
    }
    const taken = page.length > maxRows - linhas ? page.slice(0, maxRows - linhas) : page;
    if (taken.length < page.length) cortada = true;
    writer.write(taken.map((document) => rowOf(table, document)));
    linhas += taken.length;
    await flush();
    if (cortada) break;
    if (run.progress && now() - reported >= progressMs) {
      reported = now();
      await run.progress(linhas);
    }
  }
  writer.end();
  await flush();
  await sink.close();
  return { linhas, cortada };
}

/** A sink that keeps the bytes (tests; the demo's Blob). */
export function memorySink(): ExportSink & { bytes(): Uint8Array; closed: boolean } {
  const chunks: Uint8Array[] = [];
  const sink = {
    closed: false,
    write: async (chunk: Uint8Array) => {
      chunks.push(chunk);
    },
    close: async () => {
      sink.closed = true;
    },
    bytes: () => joined(chunks.length ? chunks : [new Uint8Array(0)]),
  };
  return sink;
}
