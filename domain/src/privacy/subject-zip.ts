/**
 * The access request's ZIP (LGPD art. 18 II and V, issue 51), the same in the function and in the
 * demo: LEIA-ME.txt, dados/{colecao}.json (every document about the subject, one file per
 * collection, written document by document) and arquivos/{storage path} (each stored file, read as
 * a stream). fflate's Zip emits chunks as entries are pushed; each chunk is awaited on the sink
 * before the next piece is read, so neither the ZIP nor a file is ever held whole in memory.
 */
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { ExportSink } from '../analytics/export/run';
import type { Millis } from '../model';
import { collectionOfPath, type SubjectData, type SubjectDocument } from './subject';

export type { ExportSink };

/** Where the stored files' bytes come from (Storage read streams; the demo's blobs; a local folder in tests). */
export interface SubjectFileSource {
  /** The file's bytes in chunks; throws (or rejects) when the file does not exist. */
  open(path: string): AsyncIterable<Uint8Array>;
}

export interface SubjectZipResult {
  /** Entries written (JSON files, files and the read-me). */
  arquivos: number;
  tamanho_bytes: number;
  /** Stored files named by a document but not found (listed in arquivos-ausentes.txt). */
  ausentes: string[];
}

export interface SubjectZipRun {
  data: SubjectData;
  sink: ExportSink;
  files: SubjectFileSource;
  now: Millis;
  /** Called after each stored file (files written so far, of how many). */
  progress?: (feitos: number, total: number) => Promise<void> | void;
}

/** The ZIP's read-me: what each part holds. */
export function subjectZipReadme(data: SubjectData, now: Millis): string {
  return [
    'SolarCred: seus dados pessoais (LGPD, art. 18, II e V)',
    '',
    `Titular: ${data.titular.nome}`,
    `Gerado em: ${new Date(now).toISOString()}`,
    '',
    'dados/: cada arquivo JSON reúne os documentos de uma coleção, com o caminho de cada um.',
    'arquivos/: os arquivos enviados (documentos, anexos, contratos), no caminho em que estão guardados.',
    'arquivos-ausentes.txt: arquivos citados pelos documentos que não foram encontrados (se houver).',
    '',
  ].join('\n');
}

const jsonName = (collection: string) => `dados/${collection.replace(/\//g, '__')}.json`;

/** The documents grouped by collection, in path order. */
function byCollection(documents: readonly SubjectDocument[]): Map<string, SubjectDocument[]> {
  const groups = new Map<string, SubjectDocument[]>();
  for (const document of documents) {
    const key = collectionOfPath(document.caminho);
    const group = groups.get(key) ?? [];
    group.push(document);
    groups.set(key, group);
  }
  return new Map([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** Writes the subject's ZIP to the sink, entry by entry; closes the sink. */
export async function writeSubjectZip(run: SubjectZipRun): Promise<SubjectZipResult> {
  const { data, sink, files, now } = run;
  let pending: Uint8Array[] = [];
  let failure: Error | null = null;
  let bytes = 0;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else if (chunk.length > 0) pending.push(chunk);
  });
  const flush = async () => {
    if (failure) throw failure;
    const chunks = pending;
    pending = [];
    for (const chunk of chunks) {
      bytes += chunk.length;
      await sink.write(chunk);
    }
  };
  let entries = 0;
  const whole = async (name: string, content: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(content), true);
    entries += 1;
    await flush();
  };

  await whole('LEIA-ME.txt', subjectZipReadme(data, now));
  for (const [collection, documents] of byCollection(data.documentos)) {
    const file = new ZipDeflate(jsonName(collection), { level: 6 });
    zip.add(file);
    file.push(strToU8(`{"colecao":${JSON.stringify(collection)},"documentos":[`));
    for (let index = 0; index < documents.length; index += 1) {
      const document = documents[index]!;
      file.push(strToU8(`${index > 0 ? ',' : ''}\n${JSON.stringify({ caminho: document.caminho, ...document.dados })}`));
      await flush();
    }
    file.push(strToU8('\n]}\n'), true);
    entries += 1;
    await flush();
  }

  const ausentes: string[] = [];
  let done = 0;
  for (const path of data.arquivos) {
    const file = new ZipPassThrough(`arquivos/${path}`);
    let opened = false;
    try {
      for await (const chunk of files.open(path)) {
        if (!opened) {
          zip.add(file);
          opened = true;
        }
        file.push(chunk);
        await flush();
      }
      if (!opened) zip.add(file);
      file.push(new Uint8Array(0), true);
      entries += 1;
      await flush();
    } catch (error) {
      if (opened) throw error; // a file that broke halfway cannot be taken back out of the stream
      ausentes.push(path);
    }
    done += 1;
    await run.progress?.(done, data.arquivos.length);
  }
  if (ausentes.length > 0) await whole('arquivos-ausentes.txt', `${ausentes.join('\n')}\n`);
  zip.end();
  await flush();
  await sink.close();
  return { arquivos: entries, tamanho_bytes: bytes, ausentes };
}
