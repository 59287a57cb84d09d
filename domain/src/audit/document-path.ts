/**
 * openDocument's input (issue 51): the path of a stored file an admin opens. Only the folders of
 * storageFolders that hold personal documents are accepted — a company's documents and portfolio
 * (integrador-documents/{company}/…) and a proposal's attachments, answers and evidence
 * (propostas-anexos/{company}/{proposalId}/…) — and the company is read from the path itself.
 */
import { z } from 'zod';
import { storageFolders } from '../constants';
import { readableFileName } from '../storage-names';
import { auditText } from './audit-text';
import type { NewAuditEntry } from './types';

const segment = '[A-Za-z0-9_-]{1,128}';
const fileName = '[A-Za-z0-9][A-Za-z0-9_.-]{0,199}';

/**
 * Each accepted shape, its groups (company, proposal or none, file): a company's documents and
 * portfolio; a proposal's files in its own folder, or directly in the company's (the layout of the
 * proposals sent before the per-proposal folders, which storage.rules still let the company read).
 */
const personalDocumentPatterns = [
  new RegExp(`^${storageFolders.integratorDocuments}/(${segment})/()(?:projects/)?(${fileName})$`),
  new RegExp(`^${storageFolders.proposalAttachments}/(${segment})/(?:(${segment})/)?(${fileName})$`),
];

export interface OpenedDocument {
  caminho: string;
  /** The company the folder belongs to (its titular's uid). */
  integrador_id: string;
  /** The proposal whose folder it is, or null for a company document. */
  proposta_id: string | null;
  /** The file's name, as the entry and the titular's card show it. */
  nome: string;
}

/** The document `caminho` names, or null when it is outside the personal documents' folders. */
export function openedDocumentOf(caminho: string): OpenedDocument | null {
  if (caminho.includes('..')) return null;
  const [company, proposal, file] = personalDocumentPatterns.map((pattern) => pattern.exec(caminho)).find(Boolean)?.slice(1) ?? [];
  if (!company || !file) return null;
  return { caminho, integrador_id: company, proposta_id: proposal || null, nome: readableFileName(file) };
}

export const openDocumentInput = z
  .object({ caminho: z.string({ error: auditText.invalidPath }).min(1, auditText.invalidPath).max(500, auditText.invalidPath) })
  .refine((value) => openedDocumentOf(value.caminho) !== null, { message: auditText.invalidPath, path: ['caminho'] });

/** How long the signed link openDocument answers stays valid. */
export const openDocumentLinkMs = 5 * 60_000;

/** The entry an opening writes (the actor and command added by the writer). */
export function documentOpenedEntry(document: OpenedDocument, companyName: string | null): Omit<NewAuditEntry, 'ator' | 'comando'> {
  return {
    acao: 'documento_aberto',
    alvo: { tipo: 'documento', id: document.caminho, rotulo: document.nome },
    integrador_id: document.integrador_id,
    detalhe: { caminho: document.caminho, arquivo: document.nome, empresa: companyName, proposta_id: document.proposta_id },
  };
}

/** A contract's PDF as an opened document (contratos/{company}/{proposalId}/contrato-v{n}[-assinado].pdf, read through contractPdf). */
export function contractDocumentOf(contract: { id: string; proposta_id: string; integrador_id: string; versao: number }, signed: boolean): OpenedDocument {
  const nome = `contrato-v${contract.versao}${signed ? '-assinado' : ''}.pdf`;
  return { caminho: `contratos/${contract.integrador_id}/${contract.proposta_id}/${nome}`, integrador_id: contract.integrador_id, proposta_id: contract.proposta_id, nome };
}
