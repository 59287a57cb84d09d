/**
 * The signed-in person's rights requests and the admin's queue (LGPD art. 18, issue 51).
 * - requestPrivacy ({tipo, detalhe}): a signed-in person (never a link's guest session) opens a
 *   request: solicitacoes_lgpd/{id} and the subject's lock solicitacoes_lgpd_abertas/{chave} in
 *   one transaction, so a second open request is refused. An access request starts its ZIP
 *   ('na_fila'; the trigger builds it) — already 'falhou' in Portuguese where no Storage runs.
 * - resolvePrivacyRequest ({id, decisao, resposta}), admins: 'concluir' (a deletion first carries
 *   out erasurePlan: erase.ts) or 'recusar' with a reason; closes the request, releases the lock
 *   and records the 'lgpd' audit entry in the same transaction.
 * - privacyExportLink ({id}): the person or an admin; a signed URL to the ready ZIP, 15 minutes.
 */
import type { Auth } from 'firebase-admin/auth';
import { getStorage } from 'firebase-admin/storage';
import { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { isGuestUploadUid } from '@solarcred/domain/customer-link/commands';
import { openPrivacyRequests, privacyExportPath, privacyRequests } from '@solarcred/domain/data/privacy';
import { profiles } from '@solarcred/domain/data/profiles';
import { DomainError } from '@solarcred/domain/errors';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import { privacyDeadlineOf, privacyExportLinkMs } from '@solarcred/domain/privacy/deadline';
import { accountSubject, erasurePlan, privacyRequestInputSchema, privacyResolutionSchema, resolutionAnswer, resolutionAuditEntry, resolvedState } from '@solarcred/domain/privacy/requests';
import { requestsText } from '@solarcred/domain/privacy/requests-text';
import { isPrivacyExportGone } from '@solarcred/domain/privacy/retention';
import type { PrivacyExportState, PrivacyRequest, PrivacyRequestOrigin, PrivacySubject } from '@solarcred/domain/privacy/types';
import { adminApp, adminAuth } from '../app';
import { recordAuditIn } from '../audit/record';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';
import { storageMissingInEmulator } from '../integrators/stored-files';
import { executeErasure, storageFileDeleter, type FileDeleter } from './erase';
import { collectSubjectData } from './subject-data';

/** The request as first stored (every origin: the guests' callables use it too). */
export function newPrivacyRequest(
  id: string,
  tipo: PrivacyRequest['tipo'],
  detalhe: string,
  origem: PrivacyRequestOrigin,
  titular: PrivacySubject,
  now: number,
): PrivacyRequest {
  const exportacao: PrivacyExportState | null =
    tipo !== 'acesso'
      ? null
      : storageMissingInEmulator()
        ? { estado: 'falhou', caminho: null, arquivos: 0, tamanho_bytes: 0, erro: requestsText.storageUnavailable, atualizado_em: now }
        : { estado: 'na_fila', caminho: null, arquivos: 0, tamanho_bytes: 0, erro: null, atualizado_em: now };
  return {
    id, tipo, situacao: 'aberta', origem, titular, detalhe, criada_em: now, prazo_em: privacyDeadlineOf(now), atualizado_em: now,
    resposta: null, concluida_em: null, concluida_por: null, exportacao, retidos: null,
  };
}

/**
 * Creates the request and its subject's lock in one transaction; refuses with
 * 'Você já tem uma solicitação em aberto.' while another is open. Answers the new id.
 */
export async function openPrivacyRequest(
  db: FirebaseFirestore.Firestore,
  input: { tipo: PrivacyRequest['tipo']; detalhe: string; origem: PrivacyRequestOrigin; titular: PrivacySubject },
  extra: Record<string, unknown> = {},
  now = Date.now(),
): Promise<string> {
  const ref = db.collection(privacyRequests.path).doc();
  const lock = db.doc(openPrivacyRequests.docPath(input.titular.chave));
  await db.runTransaction(async (tx) => {
    if ((await tx.get(lock)).exists) throw new DomainError('already-exists', requestsText.alreadyOpen);
    tx.create(ref, toFirestore({ ...newPrivacyRequest(ref.id, input.tipo, input.detalhe, input.origem, input.titular, now), ...extra }));
    tx.create(lock, toFirestore({ solicitacao_id: ref.id, criada_em: now }));
  });
  return ref.id;
}

export const requestPrivacy = callable('signed-in', async ({ actor, data }) => {
  if (isGuestUploadUid(actor.uid)) throw new DomainError('permission-denied', requestsText.guestsCannot);
  const { tipo, detalhe } = parseCommand(privacyRequestInputSchema, data);
  const db = commandFirestore();
  const profile = (await typedDoc(db, profiles, actor.uid).get()).data();
  const email = profile?.email ?? (await adminAuth().getUser(actor.uid)).email ?? '';
  const titular = accountSubject(actor.uid, actor.nome ?? profile?.nome ?? '', email);
  return { id: await openPrivacyRequest(db, { tipo, detalhe, origem: 'conta', titular }) };
});

/** What resolve needs besides Firestore (tests pass a local file deleter). */
export interface ResolveDeps {
  deleteFile: () => FileDeleter | null;
  auth?: () => Auth;
  now?: () => number;
}

/** Concludes or refuses request `input.id` as admin `actor`. */
export async function resolveRequest(
  db: FirebaseFirestore.Firestore,
  actor: { uid: string; nome?: string },
  data: unknown,
  deps: ResolveDeps = { deleteFile: storageFileDeleter },
): Promise<{ situacao: PrivacyRequest['situacao'] }> {
  const input = parseCommand(privacyResolutionSchema, data);
  const now = deps.now ?? Date.now;
  const ref = typedDoc(db, privacyRequests, input.id);
  const request = (await ref.get()).data();
  if (!request) throw new DomainError('not-found', requestsText.notFound);
  resolvedState(request, input.decisao);
  let retidos: PrivacyRequest['retidos'] = null;
  if (input.decisao === 'concluir' && request.tipo === 'exclusao') {
    const plan = erasurePlan(await collectSubjectData(db, request.titular, {}, now()), now());
    // The request itself is kept (proof of the answer) and its lock is released below.
    plan.apagar = plan.apagar.filter((path) => path !== privacyRequests.docPath(request.id));
    await executeErasure(db, (deps.auth ?? adminAuth)(), plan, deps.deleteFile());
    retidos = plan.manter;
  }
  const adminName = actor.nome ?? (await typedDoc(db, profiles, actor.uid).get()).data()?.nome ?? '';
  const situacao = await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw new DomainError('not-found', requestsText.notFound);
    const next = resolvedState(current, input.decisao);
    const at = now();
    const resposta = resolutionAnswer(input.resposta, retidos);
    tx.update(db.doc(ref.path), toFirestore({ situacao: next, resposta, concluida_em: at, concluida_por: actor.uid, atualizado_em: at, retidos }));
    tx.delete(db.doc(openPrivacyRequests.docPath(current.titular.chave)));
    recordAuditIn(tx, db, resolutionAuditEntry(current, { uid: actor.uid, nome: adminName }, input.decisao, retidos), at);
    return next;
  });
  return { situacao };
}

export const resolvePrivacyRequest = callable('admin', async ({ actor, data }) => resolveRequest(commandFirestore(), actor, data));

const idInput = z.object({ id: z.string().min(1).max(128) });

export const privacyExportLink = callable('signed-in', async ({ actor, data }) => {
  const { id } = parseCommand(idInput, data);
  const request = (await typedDoc(commandFirestore(), privacyRequests, id).get()).data();
  if (!request || (actor.role !== 'admin' && request.titular.uid !== actor.uid)) throw new DomainError('not-found', requestsText.notFound);
  if (request.exportacao?.estado !== 'pronta') throw new DomainError('failed-precondition', request.exportacao?.erro ?? requestsText.exportNotReady);
  if (isPrivacyExportGone(request.exportacao, Date.now())) throw new DomainError('failed-precondition', requestsText.exportGone);
  if (storageMissingInEmulator()) throw new HttpsError('unavailable', requestsText.storageUnavailable);
  const expira_em = Date.now() + privacyExportLinkMs;
  const [url] = await getStorage(adminApp()).bucket().file(privacyExportPath(id)).getSignedUrl({
    version: 'v4', action: 'read', expires: expira_em, responseDisposition: `attachment; filename="meus-dados-${id}.zip"`,
  });
  return { url, expira_em };
});
