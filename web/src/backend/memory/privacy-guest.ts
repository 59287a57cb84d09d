/**
 * The guests' LGPD requests in the demo (issue 51): the callables' rules (domain/privacy/guest.ts)
 * on the store, the code's e-mail in the outbox (mail/, 'Caixa de saída'), and the access ZIP built
 * in the page with the function's own collector and writer (domain/privacy/collect.ts,
 * subject-zip.ts) into a Blob: its object URL stands for the signed link.
 */
import { guestLink as usableLink } from '@solarcred/domain/customer-link/commands';
import type { CustomerLink } from '@solarcred/domain/customer-link/link';
import { hashLinkToken, isLinkToken } from '@solarcred/domain/customer-link/token';
import { newSigningCode } from '@solarcred/domain/contract/signing';
import { sha256Hex } from '@solarcred/domain/contract/hash';
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import { openPrivacyRequests, privacyCodes, privacyExportPath, privacyRequests } from '@solarcred/domain/data/privacy';
import { proposals } from '@solarcred/domain/data/proposals';
import { isDomainError } from '@solarcred/domain/errors';
import { parseCommand } from '@solarcred/domain/handlers/parse';
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
  type GuestPrivacyState,
  type GuestRequestInput,
} from '@solarcred/domain/privacy/guest';
import { privacyGuestText as text } from '@solarcred/domain/privacy/guest-text';
import type { PrivacyRequest, PrivacySubject } from '@solarcred/domain/privacy/types';
import { newDocumentId } from '../document-id';
import type { PrivacyGuestPort } from '../port-privacy-guest';
import { runCommand } from './commands';
import { putMailsOnce } from './mail-triggers';
import { putDoc, readCollection, readDoc, type MemoryState, type MemoryStore } from './store';

const randomBytes = (count: number) => crypto.getRandomValues(new Uint8Array(count));
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The ZIP of `request`'s subject, built here as the function builds it (a Blob for its object URL). */
async function zipOf(store: MemoryStore, request: PrivacyRequest): Promise<Blob> {
  // Loaded with the first download: the customer's page stays light (fflate with it).
  const { collectMemorySubject, memorySubjectZip } = await import('./privacy-subject');
  return (await memorySubjectZip(await collectMemorySubject(store.snapshot, request.titular))).blob;
}

/** The e-mails on record for a CPF (its proposals and the link drafts), and the first name found. */
function recordsOfCpf(state: MemoryState, cpf: string): { nome: string; emails: Set<string> } {
  const found = readCollection(state, proposals).filter((proposal) => proposal.cliente_cpf_cnpj === cpf);
  const drafts = readCollection(state, customerDrafts).filter((draft) => draft.dados.clientData.cpfCnpj === cpf);
  const emails = new Set([...found.map((proposal) => proposal.cliente_email), ...drafts.map((draft) => draft.dados.clientData.email)].filter(Boolean).map(comparableEmail));
  return { nome: found[0]?.cliente_nome ?? drafts[0]?.cliente_nome ?? '', emails };
}

/** The link's customer: the CPF and e-mail its proposal (of the link's company) or its draft holds. */
async function linkSubject(state: MemoryState, link: CustomerLink): Promise<PrivacySubject> {
  const proposal = readDoc(state, proposals, link.proposta_id);
  const draft = readDoc(state, customerDrafts, link.proposta_id);
  const ownProposal = proposal && proposal.integrador_id === link.integrador_id ? proposal : null;
  const ownDraft = draft && draft.link_id === link.id ? draft : null;
  const stored = ownProposal?.cliente_cpf_cnpj ?? ownDraft?.dados.clientData.cpfCnpj ?? '';
  const cpf = /^\d{11}$/.test(stored) ? stored : null;
  const email = ownProposal?.cliente_email || ownDraft?.dados.clientData.email || link.cliente_email;
  return guestSubject({ cpf, cpfHash: cpf ? await cpfHashOf(cpf) : null, linkId: link.id, nome: ownProposal?.cliente_nome ?? link.cliente_nome, email });
}

/** The latest request made from `linkId`, as the trigger writes it into the link's view. */
export function linkPrivacyState(state: MemoryState, linkId: string): GuestPrivacyState | null {
  const latest = readCollection(state, privacyRequests)
    .filter((request) => request.titular.link_id === linkId)
    .sort((a, b) => b.criada_em - a.criada_em)[0];
  return latest ? guestPrivacyStateOf(latest) : null;
}

export function memoryPrivacyGuest(store: MemoryStore): PrivacyGuestPort {
  const findLink = async (token: string) => {
    if (!isLinkToken(token)) return null;
    const hash = await hashLinkToken(token);
    return readCollection(store.snapshot, customerLinks).find((link) => link.token_hash === hash) ?? null;
  };

  /** The request and its subject's lock; refused while one is open. The demo's ZIP is built at download, so it is ready at once. */
  const openRequest = (input: Omit<GuestRequestInput, 'id'>): PrivacyRequest => {
    checkNoOpenRequest(store.doc(openPrivacyRequests, input.titular.chave));
    const made = guestPrivacyRequest({ ...input, id: newDocumentId() });
    const request = made.exportacao ? { ...made, exportacao: { ...made.exportacao, estado: 'pronta' as const, caminho: privacyExportPath(made.id) } } : made;
    store.update((state) => {
      putDoc(state, privacyRequests, request);
      putDoc(state, openPrivacyRequests, { id: input.titular.chave, solicitacao_id: request.id, criada_em: input.now });
    });
    return request;
  };

  const download = async (request: PrivacyRequest) => {
    const blob = await zipOf(store, request);
    return { url: URL.createObjectURL(blob), expira_em: Date.now() + privacyExportLinkMs };
  };

  return {
    async requestFromLink(token, fields) {
      const link = await findLink(token);
      const titular = link ? await linkSubject(store.snapshot, link) : null;
      return runCommand(store, 'requestPrivacyFromLink', () => {
        const now = Date.now();
        usableLink(link, now, 'view');
        const { tipo, detalhe } = parseCommand(linkPrivacyInput, { token, ...fields });
        const request = openRequest({ tipo, detalhe, origem: 'link', titular: titular!, now, downloadTokenHash: null });
        return { id: request.id, lgpd: guestPrivacyStateOf(request) };
      });
    },

    async downloadFromLink(token, id) {
      const link = await findLink(token);
      const request = await runCommand(store, 'guestPrivacyDownload', () => {
        const now = Date.now();
        const { id: requestId } = parseCommand(guestDownloadInput, { token, id });
        return checkGuestDownload(store.doc(privacyRequests, requestId), { linkId: usableLink(link, now, 'view').id }, now);
      });
      return download(request);
    },

    async sendPrivacyCode(input) {
      const code = newSigningCode(randomBytes(6));
      const parsed = sendCodeInput.safeParse(input);
      const [codeHash, emailHash, cpfHash] = parsed.success ? await Promise.all([sha256Hex(code), emailHashOf(parsed.data.email), cpfHashOf(parsed.data.cpf)]) : ['', '', ''];
      return runCommand(store, 'sendPrivacyCode', () => {
        const { cpf, email } = parseCommand(sendCodeInput, input);
        const answer = { mensagem: text.codeSent };
        if (!recordsOfCpf(store.snapshot, cpf).emails.has(comparableEmail(email))) return answer;
        try {
          const next = privacyCodeWrites(store.doc(privacyCodes, cpfHash), codeHash, emailHash, Date.now());
          store.update((state) => {
            putDoc(state, privacyCodes, { ...next, id: cpfHash });
            putMailsOnce(state, [privacyCodeMail(cpfHash, email.trim(), code, next.enviado_em)]);
          });
        } catch (error) {
          // A lock or a resend too soon answers what an unknown CPF's answer says.
          if (!isDomainError(error)) throw error;
        }
        return answer;
      });
    },

    async requestByCpf(input) {
      const parsed = cpfRequestInput.safeParse(input);
      const chave = hex(randomBytes(32));
      const [codeHash, emailHash, cpfHash, chaveHash] = parsed.success
        ? await Promise.all([sha256Hex(parsed.data.codigo), emailHashOf(parsed.data.email), cpfHashOf(parsed.data.cpf), sha256Hex(chave)])
        : ['', '', '', ''];
      return runCommand(store, 'requestPrivacyByCpf', () => {
        const { cpf, email, tipo, detalhe } = parseCommand(cpfRequestInput, input);
        const now = Date.now();
        const check = checkPrivacyCode(store.doc(privacyCodes, cpfHash), codeHash, emailHash, now);
        if (check.kind === 'wrong') {
          store.update((state) => putDoc(state, privacyCodes, { ...check.code, id: cpfHash }));
          throw check.error;
        }
        const titular = guestSubject({ cpf, cpfHash, linkId: null, nome: recordsOfCpf(store.snapshot, cpf).nome, email: email.trim() });
        const request = openRequest({ tipo, detalhe, origem: 'cpf', titular, now, downloadTokenHash: tipo === 'acesso' ? chaveHash : null });
        store.update((state) => putDoc(state, privacyCodes, { ...check.spent, id: cpfHash }));
        return { id: request.id, chave: tipo === 'acesso' ? chave : null };
      });
    },

    async downloadByCpf(id, chave) {
      const tokenHash = await sha256Hex(chave);
      const request = await runCommand(store, 'guestPrivacyDownload', () => {
        const input = parseCommand(guestDownloadInput, { id, chave });
        return checkGuestDownload(store.doc(privacyRequests, input.id), { tokenHash }, Date.now());
      });
      return download(request);
    },
  };
}
