/**
 * openDocument ({ caminho }) → { url, expira_em, nome }, admins (issue 51): the one way an admin
 * opens a company's or a customer's stored document. The path must be in a personal documents'
 * folder (domain/src/audit/document-path.ts), which also names the company; the opening is written
 * to the audit trail ('documento_aberto', with the file's name and the company) before a signed
 * URL valid 5 minutes is issued. storage.rules no longer lets admins read those folders directly.
 * Inside the Functions emulator without a Storage emulator (`npm start` here) the entry is written
 * and the call fails at once with a Portuguese message.
 */
import { getStorage } from 'firebase-admin/storage';
import { HttpsError } from 'firebase-functions/v2/https';
import { auditText } from '@solarcred/domain/audit/audit-text';
import { documentOpenedEntry, openDocumentInput, openDocumentLinkMs, openedDocumentOf } from '@solarcred/domain/audit/document-path';
import { integrators } from '@solarcred/domain/data/integrators';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { adminApp } from '../app';
import { callable, commandFirestore } from '../callable';
import { typedDoc } from '../firestore-data';
import { storageMissingInEmulator } from '../integrators/stored-files';
import { auditActorOf } from './audited';
import { recordAudit } from './record';

export interface OpenedDocumentLink {
  url: string;
  expira_em: number;
  nome: string;
}

export const openDocument = callable('admin', async ({ actor, data }): Promise<OpenedDocumentLink> => {
  const { caminho } = parseCommand(openDocumentInput, data);
  const document = openedDocumentOf(caminho);
  if (!document) throw new HttpsError('invalid-argument', auditText.invalidPath);
  const db = commandFirestore();
  const storageMissing = storageMissingInEmulator();
  const file = storageMissing ? null : getStorage(adminApp()).bucket().file(caminho);
  if (file && !(await file.exists())[0]) throw new HttpsError('not-found', auditText.notFound);
  const [company, ator] = await Promise.all([typedDoc(db, integrators, document.integrador_id).get(), auditActorOf(db, actor)]);
  await recordAudit(db, { ...documentOpenedEntry(document, company.data()?.nome_empresa ?? null), ator, comando: 'openDocument' });
  if (!file) throw new HttpsError('unavailable', auditText.storageUnavailable);
  const expira_em = Date.now() + openDocumentLinkMs;
  const [url] = await file.getSignedUrl({ version: 'v4', action: 'read', expires: expira_em });
  return { url, expira_em, nome: document.nome };
});
