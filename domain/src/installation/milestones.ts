/**
 * Installation milestones after approval (issue 30): the five steps from the signed contract to
 * the connected system, in the order they happen, each with the evidence that proves it. The
 * state is stored on the proposal (propostas/{id}.instalacao) and every step adds a history
 * entry; the commands are in mark-milestone.ts, the due dates in due-dates.ts.
 */
import { files as limits } from '../constants';
import { extensionOf, isTooLarge, type FileLike } from '../files';
import { validation } from '../messages';
import type { Millis, Proposal, StatusHistoryEntry, StoredDocument } from '../model';
import type { Role } from '../options';
import { milestoneIds, milestoneMaxFiles, proposalAttachmentFolder, uploadNamePatterns } from '../storage-names';
import { installationText as text } from './installation-text';

/** The milestones in the order they must be marked (their ids live with the upload names they take). */
export { milestoneIds };
export type MilestoneId = (typeof milestoneIds)[number];

/** 'documento': PDF, JPG or PNG (the proposal attachments' rule); 'foto': JPG or PNG only. */
export type EvidenceFileKind = 'documento' | 'foto';

/** How many files of which kind a milestone takes (min 0: optional). */
export interface EvidenceFiles {
  readonly kind: EvidenceFileKind;
  readonly min: number;
  readonly max: number;
}

/** The number a milestone records besides its files. */
export type EvidenceNumber = 'protocolo' | 'leitura_kwh';

export interface MilestoneDefinition {
  readonly id: MilestoneId;
  readonly label: string;
  /** What the form asks for, in a line. */
  readonly evidencia: string;
  readonly arquivos: EvidenceFiles;
  readonly numero: EvidenceNumber | null;
}

export const evidenceLimits = {
  /** Files one milestone may hold (the installation photos). */
  maxFiles: milestoneMaxFiles,
  protocolMinLength: 4,
  protocolMaxLength: 40,
  /** A six-digit register: the largest reading a residential or small-business meter shows. */
  readingMaxKwh: 999_999,
} as const;

const definitions: Record<MilestoneId, Omit<MilestoneDefinition, 'id'>> = {
  contrato_assinado: {
    label: 'Contrato assinado',
    evidencia: 'Contrato assinado pelo cliente (PDF ou imagem).',
    arquivos: { kind: 'documento', min: 1, max: 1 },
    numero: null,
  },
  equipamento_comprado: {
    label: 'Equipamento comprado',
    evidencia: 'Nota fiscal do kit fotovoltaico.',
    arquivos: { kind: 'documento', min: 1, max: 1 },
    numero: null,
  },
  instalacao_concluida: {
    label: 'Instalação concluída',
    evidencia: `Fotos do sistema instalado: módulos, inversor e quadro (até ${evidenceLimits.maxFiles}).`,
    arquivos: { kind: 'foto', min: 1, max: evidenceLimits.maxFiles },
    numero: null,
  },
  homologacao: {
    label: 'Vistoria / homologação na distribuidora',
    evidencia: 'Número do protocolo na distribuidora e, se houver, o comprovante.',
    arquivos: { kind: 'documento', min: 0, max: 1 },
    numero: 'protocolo',
  },
  sistema_conectado: {
    label: 'Sistema conectado',
    evidencia: 'Primeira leitura do medidor bidirecional, em kWh, e, se houver, a foto do medidor ou a fatura.',
    arquivos: { kind: 'documento', min: 0, max: 1 },
    numero: 'leitura_kwh',
  },
};

/** The milestones in order, with their labels and evidence. */
export const milestones: readonly MilestoneDefinition[] = milestoneIds.map((id) => ({ id, ...definitions[id] }));

export const isMilestoneId = (value: unknown): value is MilestoneId => typeof value === 'string' && (milestoneIds as readonly string[]).includes(value);

export const milestoneOf = (id: MilestoneId): MilestoneDefinition => ({ id, ...definitions[id] });

/** The label of a stored milestone id (the id itself when unknown). */
export const milestoneLabel = (id: string): string => (isMilestoneId(id) ? definitions[id].label : id);

/** The milestone that must be marked before `id`, or null for the first. */
export function previousMilestone(id: MilestoneId): MilestoneId | null {
  return milestoneIds[milestoneIds.indexOf(id) - 1] ?? null;
}

export const isLastMilestone = (id: MilestoneId): boolean => id === milestoneIds[milestoneIds.length - 1];

// --- Stored state ------------------------------------------------------------

/** A milestone marked: when it happened, who said so, and the evidence. */
export interface MilestoneMark {
  estado: 'marcado';
  /** The day it happened, YYYY-MM-DD (São Paulo). */
  data: string;
  marcado_por: string;
  /** 'cliente': the customer's signature on the link (or a signing provider) marked 'contrato_assinado' (issue 47). */
  marcado_por_tipo: Role | 'cliente';
  marcado_em: Millis;
  arquivos: StoredDocument[];
  protocolo: string | null;
  leitura_kwh: number | null;
  /** The admin's reason when an admin marked it; null for the owner. */
  motivo: string | null;
}

/** A mark the admin undid, kept so its evidence stays referenced; marking again replaces it. */
export interface MilestoneUndo {
  estado: 'desfeito';
  desfeito_por: string;
  desfeito_em: Millis;
  motivo: string;
  anterior: MilestoneMark;
}

export type MilestoneRecord = MilestoneMark | MilestoneUndo;

/** propostas/{id}.instalacao */
export interface InstallationState {
  /** When the proposal was approved: set by the first mark and kept, so due dates survive 'finalizada'. */
  aprovada_em: Millis;
  marcos: Partial<Record<MilestoneId, MilestoneRecord>>;
}

/** A proposal as the installation commands read it (model.ts has no `instalacao` yet). */
export type ProposalWithInstallation = Proposal & { instalacao?: InstallationState | null };

/** The milestone's mark, or null when it is not marked (never, or undone). */
export function markOf(state: Pick<InstallationState, 'marcos'> | null | undefined, id: MilestoneId): MilestoneMark | null {
  const record = state?.marcos[id];
  return record?.estado === 'marcado' ? record : null;
}

/** The first milestone not marked, the one to mark next; null once all are. */
export function nextMilestone(state: Pick<InstallationState, 'marcos'> | null | undefined): MilestoneDefinition | null {
  return milestones.find((milestone) => !markOf(state, milestone.id)) ?? null;
}

/** How many milestones are marked. */
export const markedCount = (state: Pick<InstallationState, 'marcos'> | null | undefined): number => milestoneIds.filter((id) => markOf(state, id)).length;

// --- History -----------------------------------------------------------------

/** The history's record of one milestone step (propostas/{id}/historico, beside `pendencia`). */
export interface MilestoneStep {
  acao: 'marcado' | 'desfeito';
  marco: MilestoneId;
  /** The milestone's date: the one marked, or the one undone. */
  data: string;
  /** The admin's reason (mark on the owner's behalf, or undo); null for the owner's mark. */
  motivo: string | null;
}

/** One history entry: a status entry (de === para unless the step moved the proposal) with the step. */
export type InstallationHistoryWrite = Omit<StatusHistoryEntry, 'id'> & { marco: MilestoneStep };

// --- Evidence ----------------------------------------------------------------

/** The content types each kind accepts: photos are the image types among the documents'. */
const acceptedTypes: Record<EvidenceFileKind, readonly string[]> = {
  documento: limits.documentContentTypes,
  foto: limits.documentContentTypes.filter((type) => type.startsWith('image/')),
};
const acceptedExtensions: Record<EvidenceFileKind, readonly string[]> = {
  documento: limits.documentExtensions,
  foto: limits.documentExtensions.filter((extension) => extension !== 'pdf'),
};
const typeMessage: Record<EvidenceFileKind, string> = { documento: validation.fileType, foto: text.photoType };

/** A picked file (by content type or extension, as the other pickers): at most 5 MB and of the kind's types. */
export function milestoneFileError(kind: EvidenceFileKind, file: FileLike): string | null {
  if (isTooLarge(file)) return validation.fileTooLarge;
  const accepted = acceptedTypes[kind].includes(file.type.toLowerCase()) || acceptedExtensions[kind].includes(extensionOf(file.name));
  return accepted ? null : typeMessage[kind];
}

/** A stored object (its bucket facts): the stored content type itself must be accepted, the name proves nothing. */
export function storedEvidenceError(kind: EvidenceFileKind, stored: { size: number; contentType: string }): string | null {
  if (stored.size > limits.maxBytes) return validation.fileTooLarge;
  return acceptedTypes[kind].includes(stored.contentType.toLowerCase()) ? null : typeMessage[kind];
}

/** The names a milestone's files take in the proposal's attachment folder (marco-{id}-{n}_{millis}.{ext}). */
export const milestoneEvidenceNamePattern = uploadNamePatterns.milestoneEvidence;

/** The name base of a milestone's `n`-th file (1-based): 'marco-homologacao-1'. */
export const milestoneEvidenceBase = (id: MilestoneId, n: number): string => `marco-${id}-${n}`;

/** Whether `path` is a file of this milestone, in this proposal's attachment folder. */
export function isMilestoneEvidencePath(path: string, integratorId: string, proposalId: string, id: MilestoneId): boolean {
  const folder = proposalAttachmentFolder(integratorId, proposalId);
  if (!path.startsWith(`${folder}/marco-${id}-`)) return false;
  return new RegExp(`^${milestoneEvidenceNamePattern}$`).test(path.slice(folder.length + 1));
}

// --- Number evidence -----------------------------------------------------------

/** Letters and digits, with dots, slashes, hyphens and spaces inside (distributors write them differently). */
const protocolShape = /^[A-Za-z0-9](?:[A-Za-z0-9./ -]*[A-Za-z0-9])?$/;

/** The distributor's protocol number as typed (trimmed): 4 to 40 characters, at least one digit. */
export function protocolError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return text.protocolRequired;
  const fits = trimmed.length >= evidenceLimits.protocolMinLength && trimmed.length <= evidenceLimits.protocolMaxLength;
  return fits && protocolShape.test(trimmed) && /[0-9]/.test(trimmed) ? null : text.protocolInvalid;
}

/** The evidence of a mark, as the form has it (files picked) or the callable (files uploaded). */
export interface EvidenceGiven {
  fileCount: number;
  protocolo: string | null | undefined;
  leituraKwh: number | null | undefined;
}

/** What is missing or wrong in a milestone's evidence, per field: one check for the form and the callable's schema. */
export function evidenceProblems(milestone: MilestoneDefinition, given: EvidenceGiven): Partial<Record<'arquivos' | 'protocolo' | 'leituraKwh', string>> {
  const { arquivos, numero } = milestone;
  const problems: Partial<Record<'arquivos' | 'protocolo' | 'leituraKwh', string>> = {};
  if (given.fileCount < arquivos.min) problems.arquivos = arquivos.kind === 'foto' ? text.photosRequired(arquivos.min) : text.filesRequired(arquivos.min);
  else if (given.fileCount > arquivos.max) problems.arquivos = text.tooManyFiles(arquivos.max);
  const number = numero === 'protocolo' ? protocolError(given.protocolo ?? '') : numero === 'leitura_kwh' ? (given.leituraKwh == null ? text.readingRequired : readingError(given.leituraKwh)) : null;
  if (number && numero === 'protocolo') problems.protocolo = number;
  if (number && numero === 'leitura_kwh') problems.leituraKwh = number;
  return problems;
}

/** The meter's first reading: a whole number of kWh from 1 to the register's capacity. */
export function readingError(value: number): string | null {
  if (!Number.isFinite(value)) return validation.numberInvalid;
  if (!Number.isInteger(value)) return validation.integerInvalid;
  if (value <= 0) return validation.numberPositive;
  return value > evidenceLimits.readingMaxKwh ? text.readingTooHigh(evidenceLimits.readingMaxKwh.toLocaleString('pt-BR')) : null;
}
