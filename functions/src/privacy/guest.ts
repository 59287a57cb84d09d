/**
 * LGPD for the customers without an account (issue 51; domain/src/privacy/guest.ts has the rules).
 * Guest callables, each counted in the caller's address window of the customer link's rate limit
 * (limites_link, guest-access.ts):
 * - requestPrivacyFromLink ({ token, tipo, detalhe }) → { id, lgpd }: after admitGuest, a request about
 *   the link's customer (by the CPF its proposal or draft holds, else by the link);
 * - sendPrivacyCode ({ cpf, email }) → { mensagem }: the same answer whether or not the CPF is
 *   known; a code goes (mail/) only when a proposal or a draft of that CPF names that e-mail;
 * - requestPrivacyByCpf ({ cpf, email, codigo, tipo, detalhe }) → { id, chave }: the code checked
 *   (a wrong one counts a try, the 5th locks, whether or not a code was sent), the request made, the code spent, in one
 *   transaction; `chave` is the download token (its hash stays on the request, 24 hours);
 * - guestPrivacyDownload ({ token, id } | { id, chave }) → { url, expira_em }: a ready access ZIP's
 *   signed URL, 15 minutes; without Storage (`npm start` here) the Portuguese message at once.
 * An access request made where no Storage can take its ZIP is recorded already failed, in
 * Portuguese, like startExport. One open request per subject (solicitacoes_lgpd_abertas/{chave}).
 * Nothing here logs a payload (it holds a token, a CPF or a code).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { HttpsError } from 'firebase-functions/v2/https';
import { guestLink } from '@solarcred/domain/customer-link/commands';
import type { CustomerLink } from '@solarcred/domain/customer-link/link';
import { guestRateLimits, nextRateWindow } from '@solarcred/domain/customer-link/rate-limit';
import { customerLinkText } from '@solarcred/domain/customer-link/texts';
import { newSigningCode } from '@solarcred/domain/contract/signing';
import { sha256Hex } from '@solarcred/domain/contract/hash';
import { exportText } from '@solarcred/domain/analytics/export/export-text';
import { customerDrafts, customerLinks, guestRateWindows } from '@solarcred/domain/data/customer-links';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { openPrivacyRequests, privacyCodes, privacyRequests } from '@solarcred/domain/data/privacy';
import { proposals } from '@solarcred/domain/data/proposals';
import { isDomainError } from '@solarcred/domain/errors';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import type { Millis } from '@solarcred/domain/model';
import { privacyExportLinkMs } from '@solarcred/domain/privacy/deadline';
import {
  checkGuestDownload,
  checkNoOpenRequest,
  checkPrivacyCode,
  comparableEmail,
  cpfHashOf,
  cpfRequestInput,
  emailHashOf,
  guestDownloadInput,
  guestPrivacyRequest,
  guestPrivacyStateOf,
  guestSubject,
  linkPrivacyInput,
  privacyCodeMail,
  privacyCodeWrites,
  sendCodeInput,
  type GuestRequestInput,
} from '@solarcred/domain/privacy/guest';
import { privacyGuestText as text } from '@solarcred/domain/privacy/guest-text';
import type { PrivacyRequest, PrivacySubject } from '@solarcred/domain/privacy/types';
import { adminApp } from '../app';
import { callable, commandFirestore } from '../callable';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';
import { admitGuest, addressKeyOf } from '../customer-links/guest-access';
import { storageMissingInEmulator } from '../integrators/stored-files';

/** The most records of one CPF read to find its e-mails and name. */
const recordsPerCpf = 50;

/** Counts the call in the caller's address window (the link callables' own); refused over it. */
async function admitAddress(db: Firestore, address: string, now: Millis): Promise<void> {
  const key = addressKeyOf(address);
  const allowed = await db.runTransaction(async (tx) => {
    const window = nextRateWindow((await tx.get(typedDoc(db, guestRateWindows, key))).data() ?? null, now, guestRateLimits.perAddress);
    if (window.allowed) tx.set(db.doc(guestRateWindows.docPath(key)), toFirestore(window.window));
    return window.allowed;
  });
  if (!allowed) throw new HttpsError('resource-exhausted', customerLinkText.tooMany);
}

interface CpfRecords {
  nome: string;
  emails: Set<string>;
}

/** The names and e-mails the proposals and the link drafts of `cpf` (11 digits) hold. */
async function recordsOfCpf(db: Firestore, cpf: string): Promise<CpfRecords> {
  const [found, drafts] = await Promise.all([
    typedCollection(db, proposals).where('cliente_cpf_cnpj', '==', cpf).limit(recordsPerCpf).get(),
    typedCollection(db, customerDrafts).where('dados.clientData.cpfCnpj', '==', cpf).limit(recordsPerCpf).get(),
  ]);
  const emails = new Set<string>();
  let nome = '';
  for (const doc of found.docs) {
    const proposal = doc.data();
    if (proposal.cliente_email) emails.add(comparableEmail(proposal.cliente_email));
    nome ||= proposal.cliente_nome;
  }
  for (const doc of drafts.docs) {
    const draft = doc.data();
    const email = draft.dados.clientData.email;
    if (email) emails.add(comparableEmail(email));
    nome ||= draft.cliente_nome;
  }
  return { nome, emails };
}

/** The export's first state: already failed where no Storage can take the ZIP. */
function withStorageState(request: PrivacyRequest, now: Millis): PrivacyRequest {
  if (!request.exportacao || !storageMissingInEmulator()) return request;
  return { ...request, exportacao: { ...request.exportacao, estado: 'falhou', erro: exportText.storageUnavailable, atualizado_em: now } };
}

/** Creates the request and its subject's lock in `tx` (after its reads); refused while one is open. */
async function openRequest(db: Firestore, tx: Transaction, input: Omit<GuestRequestInput, 'id'>): Promise<PrivacyRequest> {
  const lock = await tx.get(typedDoc(db, openPrivacyRequests, input.titular.chave));
  checkNoOpenRequest(lock.data());
  const ref = db.collection(privacyRequests.path).doc();
  const request = withStorageState(guestPrivacyRequest({ ...input, id: ref.id }), input.now);
  tx.create(ref, toFirestore(request));
  tx.create(db.doc(openPrivacyRequests.docPath(input.titular.chave)), toFirestore({ solicitacao_id: ref.id, criada_em: input.now }));
  return request;
}

/** The link's customer: the CPF and e-mail its proposal (of the link's company) or its draft holds. */
async function linkSubject(db: Firestore, link: CustomerLink): Promise<PrivacySubject> {
  const [proposal, draft] = await Promise.all([
    typedDoc(db, proposals, link.proposta_id).get().then((s) => s.data() ?? null),
    typedDoc(db, customerDrafts, link.proposta_id).get().then((s) => s.data() ?? null),
  ]);
  const ownProposal = proposal && proposal.integrador_id === link.integrador_id ? proposal : null;
  const ownDraft = draft && draft.link_id === link.id ? draft : null;
  const stored = ownProposal?.cliente_cpf_cnpj ?? ownDraft?.dados.clientData.cpfCnpj ?? '';
  const cpf = /^\d{11}$/.test(stored) ? stored : null;
  const email = ownProposal?.cliente_email || ownDraft?.dados.clientData.email || link.cliente_email;
  return guestSubject({ cpf, cpfHash: cpf ? await cpfHashOf(cpf) : null, linkId: link.id, nome: ownProposal?.cliente_nome ?? link.cliente_nome, email });
}

export const requestPrivacyFromLink = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const now = Date.now();
  const { link, tokenHash } = await admitGuest(db, data, address, now);
  const viewable = guestLink(link, now, 'view');
  const { tipo, detalhe } = parseCommand(linkPrivacyInput, data);
  const titular = await linkSubject(db, viewable);
  const request = await db.runTransaction(async (tx) => {
    const current = (await tx.get(typedDoc(db, customerLinks, viewable.id))).data() ?? null;
    // Renewed or revoked meanwhile: the caller's token no longer names this link.
    guestLink(current?.token_hash === tokenHash ? current : null, now, 'view');
    return openRequest(db, tx, { tipo, detalhe, origem: 'link', titular, now, downloadTokenHash: null });
  });
  // Its state at once (an export failed for want of Storage says so now, not at the trigger's run).
  return { id: request.id, lgpd: guestPrivacyStateOf(request) };
});

export const sendPrivacyCode = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const now = Date.now();
  await admitAddress(db, address, now);
  const { cpf, email } = parseCommand(sendCodeInput, data);
  const answer = { mensagem: text.codeSent };
  const records = await recordsOfCpf(db, cpf);
  if (!records.emails.has(comparableEmail(email))) return answer;
  const cpfHash = await cpfHashOf(cpf);
  const code = newSigningCode(randomBytes(6));
  const [codeHash, emailHash] = await Promise.all([sha256Hex(code), emailHashOf(email)]);
  try {
    await db.runTransaction(async (tx) => {
      const stored = (await tx.get(typedDoc(db, privacyCodes, cpfHash))).data() ?? null;
      const next = privacyCodeWrites(stored, codeHash, emailHash, now);
      const mail = privacyCodeMail(cpfHash, email.trim(), code, now);
      tx.set(db.doc(privacyCodes.docPath(cpfHash)), toFirestore(next));
      tx.create(db.doc(mailDocuments.docPath(mail.id)), toFirestore(mail));
    });
  } catch (error) {
    // A lock or a resend too soon tells only what an unknown CPF's answer tells: nothing.
    if (!isDomainError(error)) throw error;
  }
  return answer;
});

export const requestPrivacyByCpf = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const now = Date.now();
  await admitAddress(db, address, now);
  const { cpf, email, codigo, tipo, detalhe } = parseCommand(cpfRequestInput, data);
  const cpfHash = await cpfHashOf(cpf);
  const [codeHash, emailHash, records] = await Promise.all([sha256Hex(codigo), emailHashOf(email), recordsOfCpf(db, cpf)]);
  const downloadToken = randomBytes(32).toString('hex');
  const titular = guestSubject({ cpf, cpfHash, linkId: null, nome: records.nome, email: email.trim() });
  const outcome = await db.runTransaction(async (tx) => {
    const stored = (await tx.get(typedDoc(db, privacyCodes, cpfHash))).data() ?? null;
    const check = checkPrivacyCode(stored, codeHash, emailHash, now);
    if (check.kind === 'wrong') {
      tx.set(db.doc(privacyCodes.docPath(cpfHash)), toFirestore(check.code));
      return { error: check.error };
    }
    const downloadTokenHash = tipo === 'acesso' ? createHash('sha256').update(downloadToken).digest('hex') : null;
    const request = await openRequest(db, tx, { tipo, detalhe, origem: 'cpf', titular, now, downloadTokenHash });
    tx.set(db.doc(privacyCodes.docPath(cpfHash)), toFirestore(check.spent));
    return { request };
  });
  if ('error' in outcome) throw outcome.error;
  return { id: outcome.request.id, chave: tipo === 'acesso' ? downloadToken : null };
});

export const guestPrivacyDownload = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const now = Date.now();
  const input = parseCommand(guestDownloadInput, data);
  let proof: { linkId: string } | { tokenHash: string };
  if ('token' in input) {
    proof = { linkId: guestLink((await admitGuest(db, data, address, now)).link, now, 'view').id };
  } else {
    await admitAddress(db, address, now);
    proof = { tokenHash: createHash('sha256').update(input.chave).digest('hex') };
  }
  const request = (await typedDoc(db, privacyRequests, input.id).get()).data() ?? null;
  const ready = checkGuestDownload(request, proof, now);
  if (storageMissingInEmulator() || !ready.exportacao.caminho) throw new HttpsError('unavailable', exportText.storageUnavailable);
  const expira_em = now + privacyExportLinkMs;
  const [url] = await getStorage(adminApp()).bucket().file(ready.exportacao.caminho).getSignedUrl({
    version: 'v4',
    action: 'read',
    expires: expira_em,
    responseDisposition: `attachment; filename="meus-dados-${ready.id}.zip"`,
  });
  return { url, expira_em };
});
