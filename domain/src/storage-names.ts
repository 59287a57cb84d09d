/**
 * The names uploads take in each storage folder. Clients build them here; storage.rules accepts
 * only names matching these patterns (the same text, checked by tests/docs/storage-names.test.ts),
 * so a client cannot write arbitrary names, and a file's name says what it is.
 */
import { files, storageFolders } from './constants';
import { integratorDocumentKeys } from './options';

const stamp = '_[0-9]{10,16}';
const oneOf = (values: readonly string[]) => `(${values.join('|')})`;
const documentExtension = `[.]${oneOf(files.documentExtensions)}`;
const imageExtension = `[.]${oneOf(['jpg', 'jpeg', 'png', 'webp'])}`;

/** The installation milestones, in order (issue 30; installation/milestones.ts defines them). */
export const milestoneIds = ['contrato_assinado', 'equipamento_comprado', 'instalacao_concluida', 'homologacao', 'sistema_conectado'] as const;
/** Files one milestone may hold (the installation photos). */
export const milestoneMaxFiles = 6;

export const proposalAttachmentKeys = ['anexo_rg_cpf', 'anexo_fatura_energia', 'anexo_holerite'] as const;

/** Regular expressions (storage.rules' `matches` syntax, whole name) of each folder's file names. */
export const uploadNamePatterns = {
  /** integrador-documents/{uid}/{name} */
  integratorDocument: `${oneOf(integratorDocumentKeys)}${stamp}${documentExtension}`,
  /** integrador-documents/{uid}/projects/{name} */
  projectFile: `projeto-[1-3]_(art|memorial|foto[1-3])${stamp}${documentExtension}`,
  /** propostas-anexos/{uid}/{proposalId}/{name} */
  proposalAttachment: `${oneOf(proposalAttachmentKeys)}${stamp}${documentExtension}`,
  /** avisos/{noticeId}/{name} */
  noticeImage: `imagem(${stamp})?${imageExtension}`,
  /** profile-images/{uid}/{name} */
  profileImage: `profile-image(${stamp})?${imageExtension}`,
  /** propostas-anexos/{uid}/{proposalId}/{name}: a pending item's answer (issue 14), named by the item. */
  pendingAnswer: `pendencia-[A-Za-z0-9]{20}${stamp}${documentExtension}`,
  /** propostas-anexos/{uid}/{proposalId}/{name}: a milestone's evidence (issue 30), named by the milestone and its slot. */
  milestoneEvidence: `marco-${oneOf(milestoneIds)}-[1-${milestoneMaxFiles}]${stamp}${documentExtension}`,
} as const;

/** `{base}_{epochMillis}.{extension}`, e.g. 'contrato_social_1773150000000.pdf' or 'projects/projeto-1_art_…'. */
export function uploadFileName(base: string, at: number, extension: string): string {
  return `${base}_${at}.${extension}`;
}

/** A stored file's name as a person reads it: uploadFileName's time taken out ('contrato_social.pdf'). */
export const readableFileName = (name: string): string => name.replace(/_\d{10,}(\.[A-Za-z0-9]+)$/, '$1');

/** A proposal id as the client generates it (a Firestore automatic id): the folder of its attachments. */
export const proposalIdPattern = '[A-Za-z0-9]{20}';

/** propostas-anexos/{integratorId}/{proposalId}: the attachments of one proposal, in its integrator's folder. */
export function proposalAttachmentFolder(integratorId: string, proposalId: string): string {
  return `${storageFolders.proposalAttachments}/${integratorId}/${proposalId}`;
}

/** The name base of a pending item's answer file ('pendencia-{itemId}'), inside the proposal's folder. */
export const pendingAnswerBase = (itemId: string) => `pendencia-${itemId}`;

/** Whether `path` is an answer file of this item, in the proposal's attachment folder. */
export function isPendingAnswerPath(path: string, integratorId: string, proposalId: string, itemId: string): boolean {
  const folder = proposalAttachmentFolder(integratorId, proposalId);
  if (!path.startsWith(`${folder}/${pendingAnswerBase(itemId)}_`)) return false;
  return new RegExp(`^${uploadNamePatterns.pendingAnswer}$`).test(path.slice(folder.length + 1));
}
