/**
 * The contract's PDFs (issue 47) between the functions and Storage. Writes are best effort: a
 * failed write (or no bucket at all: the Functions emulator without a Storage emulator, as on the
 * build machines) is logged and never fails a generation or a signature, because the frozen
 * content in contratos/{id} renders the same bytes again (renderContractPdf is deterministic).
 * Reads go through here only: the object when Storage has it, else the bytes re-rendered from the
 * frozen content; either way the stored SHA-256 is checked, and a mismatch is an error, never a
 * silently different file.
 */
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { sha256Hex } from '@solarcred/domain/contract/hash';
import type { SigningEvidence, StoredContract } from '@solarcred/domain/contract/types';
import { contractPdfName } from '@solarcred/domain/data/contracts';
import { adminApp } from '../app';
import { storageMissingInEmulator } from '../integrators/stored-files';

/**
 * pdf-lib and the renderer: a chunk of their own, imported by the commands that render on their
 * first render (a callable that only reads Firestore, or finds the object in Storage, never loads it).
 */
export const contractPdfModule = () => import('@solarcred/domain/contract/pdf');

/** Writes `bytes` at `path` (application/pdf); false, logged, when no bucket is reachable or the write fails. */
export async function saveContractPdf(path: string, bytes: Uint8Array): Promise<boolean> {
  if (storageMissingInEmulator()) {
    logger.warn('contracts: no Storage emulator; the PDF is not stored (readers re-render it from the frozen content)', { path });
    return false;
  }
  try {
    await getStorage(adminApp()).bucket().file(path).save(Buffer.from(bytes), { contentType: 'application/pdf', resumable: false });
    return true;
  } catch (error) {
    logger.error('contracts: the PDF could not be stored; readers re-render it', { path, error });
    return false;
  }
}

/** The object at `path`, or null when it is absent or no bucket is reachable. */
async function readStoredPdf(path: string): Promise<Uint8Array | null> {
  if (storageMissingInEmulator()) return null;
  try {
    const file = getStorage(adminApp()).bucket().file(path);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [buffer] = await file.download();
    return new Uint8Array(buffer);
  } catch (error) {
    logger.warn('contracts: the stored PDF could not be read; re-rendering it', { path, error });
    return null;
  }
}

/** The bytes if their SHA-256 is `expected`; else the 'data-loss' error with the domain's message. */
async function checked(bytes: Uint8Array, expected: string, path: string): Promise<Uint8Array> {
  if ((await sha256Hex(bytes)) === expected) return bytes;
  logger.error('contracts: a PDF does not match its stored SHA-256', { path });
  throw new HttpsError('data-loss', contractText.hashMismatch);
}

/** The evidence fields of a signed contract's `assinatura` (what appendEvidencePage prints). */
export function evidenceOf(signature: NonNullable<StoredContract['assinatura']>): SigningEvidence {
  const { sha256_assinado: _hash, pdf_assinado_path: _path, tamanho_assinado_bytes: _size, ...evidence } = signature;
  return evidence;
}

/** The unsigned PDF: Storage's object, else re-rendered from the frozen content; its hash checked. */
export async function unsignedContractPdf(contract: StoredContract): Promise<Uint8Array> {
  const stored = await readStoredPdf(contract.pdf_path);
  const bytes = stored ?? (await (await contractPdfModule()).renderContractPdf(contract.conteudo));
  return checked(bytes, contract.sha256, contract.pdf_path);
}

/** The unsigned PDF with `evidence`'s page appended (deterministic: the same evidence, the same bytes). */
export async function signedBytesOf(contract: StoredContract, evidence: SigningEvidence, unsigned?: Uint8Array): Promise<Uint8Array> {
  return (await contractPdfModule()).appendEvidencePage(unsigned ?? (await unsignedContractPdf(contract)), contract.conteudo, evidence);
}

/**
 * The signed PDF (the contract must be signed): Storage's object, else rebuilt from the content and
 * the recorded evidence (the link's signature), or asked of the provider that signed it (its file
 * cannot be re-rendered: providers/registry.ts); its hash checked either way.
 */
export async function signedContractPdf(contract: StoredContract): Promise<Uint8Array> {
  const signature = contract.assinatura;
  if (!signature) throw new HttpsError('failed-precondition', contractText.notFound);
  const stored = await readStoredPdf(signature.pdf_assinado_path);
  const bytes =
    stored ??
    (signature.provedor === 'interno' ? await signedBytesOf(contract, evidenceOf(signature)) : await (await import('./providers/registry')).providerSignedPdf(contract));
  if (!bytes) throw new HttpsError('unavailable', contractText.notFound);
  return checked(bytes, signature.sha256_assinado, signature.pdf_assinado_path);
}

/** The file name a reader saves: 'contrato-v{versao}[-assinado].pdf' (the milestone's evidence names the signed one so). */
export function contractFileName(contract: Pick<StoredContract, 'versao'>, signed: boolean): string {
  return contractPdfName(contract.versao, signed);
}

/** The answer of contractPdf and customerContractPdf. */
export async function pdfAnswer(contract: StoredContract, signed: boolean): Promise<{ base64: string; nome: string }> {
  const bytes = signed ? await signedContractPdf(contract) : await unsignedContractPdf(contract);
  return { base64: Buffer.from(bytes).toString('base64'), nome: contractFileName(contract, signed) };
}
