/**
 * The integrator's own commands: submit the profile wizard, refresh the status. Pure: given the
 * stored record and the command, they return the writes or throw a DomainError.
 */
import { files as limits, storageFolders } from '../constants';
import { DomainError } from '../errors';
import { mayProfileSubmit, refreshOutcome, statusAfterProfileSubmit } from '../integrator-status';
import { documentFileError } from '../files';
import { adminIntegrators, profileWizard, validation } from '../messages';
import type { Integrator, Millis, PortfolioProject, StatusHistoryEntry, StoredDocument } from '../model';
import { submitProfileInput } from '../schemas/profile-submit';
import { requireTitular, type Actor } from './actor';
import { parseCommand } from './parse';

export type HistoryWrite = Omit<StatusHistoryEntry, 'id'>;
type UploadedFileInput = Omit<StoredDocument, 'enviado_em'>;
/** A portfolio project under its slot's id (`projeto-1` … `projeto-3`). */
export type ProjectWrite = PortfolioProject;

export interface IntegratorWrites {
  /** Fields to merge into integradores/{uid}. */
  patch: Partial<Integrator>;
  /** Appended to integradores/{uid}/historico when the status changed. */
  history: HistoryWrite | null;
}

export interface SubmitProfileWrites extends IntegratorWrites {
  /** Written with `set` under their slot ids, so a repeated submission overwrites, never adds. */
  projects: ProjectWrite[];
  /** Slots this submission leaves empty: deleted, so the stored set is exactly `projects`. */
  removedProjectIds: string[];
}

/** The id of project slot `index` (0-based): deterministic, so resubmitting cannot multiply projects. */
export const projectSlotId = (index: number): string => `projeto-${index + 1}`;

/** What the bucket says of a stored object; null when there is no such object. */
export type StoredObjectFacts = (path: string) => { size: number; contentType: string } | null;

/**
 * Size and type come from the stored objects, not from the client: a file the client names but
 * never uploaded is refused, and so is one whose stored size or type breaks the upload rules.
 */
function withStoredFacts(file: UploadedFileInput, facts: StoredObjectFacts): UploadedFileInput {
  const stored = facts(file.path);
  if (!stored) throw new DomainError('failed-precondition', profileWizard.uploadMissing(file.nome));
  const checked = { ...file, tamanho: stored.size, tipo: stored.contentType };
  // The stored type itself must be accepted: the name's extension proves nothing about the bytes.
  const acceptedType = (limits.documentContentTypes as readonly string[]).includes(stored.contentType);
  const problem = acceptedType ? documentFileError({ name: file.nome, size: stored.size, type: stored.contentType }) : validation.fileType;
  if (problem !== null) throw new DomainError('invalid-argument', problem);
  return checked;
}

function historyOf(from: string, to: string, actor: Actor, now: Millis, motivo: string | null = null): HistoryWrite | null {
  return from === to ? null : { de: from, para: to, por: actor.uid, motivo, em: now };
}

/**
 * Saves the wizard: profile data, documents merged over those already stored (a resubmission
 * keeps earlier uploads), projects; status by the completeness rule.
 */
export function submitProfile(
  current: Integrator | null,
  input: unknown,
  actor: Actor | null,
  now: Millis,
  facts: StoredObjectFacts,
): SubmitProfileWrites {
  const caller = requireTitular(actor);
  if (!current || current.user_id !== caller.uid) throw new DomainError('not-found', adminIntegrators.notFound);
  if (!mayProfileSubmit(current.status)) {
    throw new DomainError('failed-precondition', 'Seu cadastro já foi enviado para análise.');
  }
  const { documentos, projetos, ...data } = parseCommand(submitProfileInput, input);
  // The caller's own folder, from the start of the path: `includes('/uid/')` would also accept
  // another integrator's folder that merely contains the caller's uid as a sub-folder.
  const ownFolder = `${storageFolders.integratorDocuments}/${caller.uid}/`;
  const paths = [...Object.values(documentos), ...projetos.flatMap((p) => [p.art, p.memorial, ...p.fotos])];
  if (paths.some((file) => file && !file.path.startsWith(ownFolder))) {
    throw new DomainError('permission-denied', 'Os arquivos devem estar na pasta da sua empresa.');
  }
  const stamp = (file: UploadedFileInput): StoredDocument => ({ ...withStoredFacts(file, facts), enviado_em: now });
  const uploaded = Object.fromEntries(Object.entries(documentos).map(([key, file]) => [key, stamp(file)]));
  const merged: Integrator = { ...current, ...data, documentos: { ...current.documentos, ...uploaded } };
  const status = statusAfterProfileSubmit(merged);
  return {
    patch: { ...data, documentos: merged.documentos, status, updated_at: now },
    history: historyOf(current.status, status, caller, now),
    // A submission without projects (e.g. sending only missing documents) keeps the stored ones.
    removedProjectIds:
      projetos.length === 0 ? [] : Array.from({ length: limits.projectSlots }, (_, i) => projectSlotId(i)).slice(projetos.length),
    projects: projetos.map((project, index) => ({
      id: projectSlotId(index),
      ...project,
      art: project.art && stamp(project.art),
      memorial: project.memorial && stamp(project.memorial),
      fotos: project.fotos.map(stamp),
      integrador_id: caller.uid,
      created_at: now,
    })),
  };
}

/** 'Atualizar Status': a complete pendente_documentacao moves to review; otherwise nothing changes. */
export function refreshStatus(
  current: Integrator | null,
  actor: Actor | null,
  now: Millis,
): IntegratorWrites & { status: string; message: string } {
  const caller = requireTitular(actor);
  if (!current || current.user_id !== caller.uid) throw new DomainError('not-found', adminIntegrators.notFound);
  const outcome = refreshOutcome(current);
  if (!outcome.changed) return { patch: {}, history: null, status: current.status, message: outcome.message };
  return {
    patch: { status: outcome.nextStatus, updated_at: now },
    history: historyOf(current.status, outcome.nextStatus, caller, now),
    status: outcome.nextStatus,
    message: outcome.message,
  };
}
