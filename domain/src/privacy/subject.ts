/**
 * What the app holds about one data subject (issue 51): the documents found by
 * collectSubjectData (functions/src/privacy/subject-data.ts; the demo's store the same) and the
 * stored files they name. The access ZIP (subject-zip.ts) and the deletion plan (requests.ts
 * erasurePlan) both start from it.
 */
import { storageFolders } from '../constants';
import type { Millis } from '../model';
import type { PrivacySubject } from './types';

/** One document about the subject: its path and its fields as the domain reads them (times in ms). */
export interface SubjectDocument {
  /** e.g. 'propostas/p1' or 'propostas/p1/comentarios/c1'. */
  caminho: string;
  dados: Record<string, unknown>;
}

export interface SubjectData {
  titular: PrivacySubject;
  documentos: SubjectDocument[];
  /** Storage paths named by the documents (deduplicated, sorted). */
  arquivos: string[];
  coletado_em: Millis;
}

/** Storage folders that hold a person's files (issue 47's contract PDFs included). */
export const subjectFileFolders: readonly string[] = [
  storageFolders.integratorDocuments,
  storageFolders.proposalAttachments,
  storageFolders.profileImages,
  'contratos',
];

const looksLikeStoredFile = (value: string) => subjectFileFolders.some((folder) => value.startsWith(`${folder}/`)) && !value.includes('..') && value.length <= 1_000;

function walk(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    if (looksLikeStoredFile(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) walk(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) walk(item, found);
  }
}

/** Every stored file a set of documents names (attachment paths, `documentos.*.path`, contract PDFs). */
export function filesOf(documents: readonly SubjectDocument[]): string[] {
  const found = new Set<string>();
  for (const document of documents) walk(document.dados, found);
  return [...found].sort();
}

/** The collection of a document path: 'propostas/p1/comentarios/c1' -> 'propostas/comentarios'. */
export function collectionOfPath(path: string): string {
  return path
    .split('/')
    .filter((_, index) => index % 2 === 0)
    .join('/');
}

/** The subject data from its documents (files derived, duplicates by path dropped). */
export function subjectDataOf(titular: PrivacySubject, documents: readonly SubjectDocument[], now: Millis): SubjectData {
  const byPath = new Map<string, SubjectDocument>();
  for (const document of documents) byPath.set(document.caminho, document);
  const documentos = [...byPath.values()].sort((a, b) => a.caminho.localeCompare(b.caminho));
  return { titular, documentos, arquivos: filesOf(documentos), coletado_em: now };
}
