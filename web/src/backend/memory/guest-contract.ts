/**
 * The contract on the customer's link over the memory store (issue 47): what the guest callables
 * do (openCustomerContract, requestContractCode, signCustomerContract, customerContractPdf) and
 * the public verifyContract, with the same domain checks and the same writes — the code e-mailed
 * to the demo's outbox, the signature's one update (the contract with its evidence, the public
 * check's index, the proposal's summary and the milestone 'Contrato assinado'), the e-mails of a
 * signature. The PDFs are rendered here by the same deterministic renderer (its chunk loads with
 * the first PDF) and checked against the stored hashes. The demo has no rate limit and no IP.
 */
import { contractSignedMails, signingCodeMail } from '@solarcred/domain/contract/contract-mails';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { sha256Hex } from '@solarcred/domain/contract/hash';
import { contractStateAt, contractSummaryOf } from '@solarcred/domain/contract/lifecycle';
import {
  checkContract,
  checkProposalSignable,
  checkSignature,
  customerContractView,
  maskEmail,
  newSigningCode,
  newVerificationCode,
  requestCodeInput,
  requestCodeWrites,
  signContractInput,
  signedContractPatch,
  signedMilestoneWrites,
  signerEmailOf,
  verifyContractInput,
} from '@solarcred/domain/contract/signing';
import type { ContractVerification, SigningEvidence, StoredContract } from '@solarcred/domain/contract/types';
import { invalidLink, guestLink as usableLink } from '@solarcred/domain/customer-link/commands';
import type { CustomerLink } from '@solarcred/domain/customer-link/link';
import { hashLinkToken, isLinkToken } from '@solarcred/domain/customer-link/token';
import { contractPdfName, contractVerifications, contracts, signedContractPdfPath, signingSecrets } from '@solarcred/domain/data/contracts';
import { customerLinks } from '@solarcred/domain/data/customer-links';
import { profiles } from '@solarcred/domain/data/profiles';
import { proposals } from '@solarcred/domain/data/proposals';
import { DomainError } from '@solarcred/domain/errors';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import type { Millis, Proposal } from '@solarcred/domain/model';
import { BackendError } from '../port';
import type { GuestContractPort } from '../port-guest-contract';
import { runCommand } from './commands';
import { renderSigned, renderUnsigned } from './contracts';
import { demoAppUrl, putMailsOnce, recipientOf } from './mail-triggers';
import { addHistory } from './pending-items';
import { putDoc, readCollection, readDoc, removeDoc, type MemoryState, type MemoryStore } from './store';
import { writeProposal } from './triggers';


/** What the demo records as the signer's address (the functions record the trusted one, addressOf). */
const demoAddress = '127.0.0.1';

const randomBytes = (count: number) => crypto.getRandomValues(new Uint8Array(count));
const notFound = () => new DomainError('not-found', contractText.notFound);

/**
 * The link's current contract, as the callables find it: the link usable and filled (an open one
 * has no proposal yet: no contract), its proposal's summary.
 */
function currentContract(state: MemoryState, link: CustomerLink | null, now: Millis): { link: CustomerLink; proposal: Proposal | null; contract: StoredContract | null } {
  const usable = usableLink(link ? readDoc(state, customerLinks, link.id) : null, now, 'view');
  if (usable.preenchido_em === null) return { link: usable, proposal: null, contract: null };
  const proposal = readDoc(state, proposals, usable.proposta_id);
  const owned = proposal && proposal.integrador_id === usable.integrador_id ? proposal : null;
  const id = owned?.contrato?.id;
  return { link: usable, proposal: owned, contract: id ? readDoc(state, contracts, id) : null };
}

/**
 * The contract a command names, when it is of the link's proposal and company (an older version
 * too: the domain's checks then refuse it as voided), else 'not found'.
 */
function namedContract(state: MemoryState, link: CustomerLink | null, contratoId: string, now: Millis) {
  const found = currentContract(state, link, now);
  if (found.link.preenchido_em === null) throw invalidLink();
  const contract = readDoc(state, contracts, contratoId);
  const ours = contract && contract.proposta_id === found.link.proposta_id && contract.integrador_id === found.link.integrador_id;
  if (!ours || !found.proposal) throw notFound();
  return { link: found.link, proposal: found.proposal, contract };
}

/** The contract and the proposal's summary, written together (the summary only while it is the current version). */
function putContract(state: MemoryState, contract: StoredContract): void {
  putDoc(state, contracts, contract);
  const proposal = readDoc(state, proposals, contract.proposta_id);
  if (proposal?.contrato?.id === contract.id) putDoc(state, proposals, { ...proposal, contrato: contractSummaryOf(contract) });
}


const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
};

export function memoryGuestContract(store: MemoryStore): GuestContractPort {
  /** The link a token names; null for a malformed or unknown one (the checks then refuse neutrally). */
  const findLink = async (token: string) => {
    if (!isLinkToken(token)) return null;
    const hash = await hashLinkToken(token);
    return readCollection(store.snapshot, customerLinks).find((link) => link.token_hash === hash) ?? null;
  };

  return {
    async openContract(token) {
      const link = await findLink(token);
      return runCommand(store, 'openCustomerContract', () => {
        const now = Date.now();
        const { contract } = currentContract(store.snapshot, link, now);
        if (!contract) return null;
        // The first open marks it seen (gerado/enviado → visualizado), with the proposal's summary.
        if ((contract.estado === 'gerado' || contract.estado === 'enviado') && contractStateAt(contract, now) !== 'expirado') {
          const seen: StoredContract = { ...contract, estado: 'visualizado', visualizado_em: contract.visualizado_em ?? now, atualizado_em: now };
          store.update((state) => putContract(state, seen));
          return customerContractView(seen, now);
        }
        return customerContractView(contract, now);
      });
    },

    async requestCode(token, contratoId) {
      const link = await findLink(token);
      const code = newSigningCode(randomBytes(6));
      const codeHash = await sha256Hex(code);
      return runCommand(store, 'requestContractCode', () => {
        parseCommand(requestCodeInput, { token, contratoId });
        const now = Date.now();
        const { proposal, contract } = namedContract(store.snapshot, link, contratoId, now);
        checkProposalSignable(proposal);
        const email = signerEmailOf(contract, proposal);
        if (!email) throw new DomainError('failed-precondition', contractText.noLink);
        const writes = requestCodeWrites({ contract, secret: store.doc(signingSecrets, contratoId), codeHash, now });
        store.update((state) => {
          putDoc(state, signingSecrets, writes.secret);
          if (writes.contract) putContract(state, { ...contract, ...writes.contract });
          putMailsOnce(state, [signingCodeMail(contract, email, code, now)]);
        });
        return { email_mascarado: maskEmail(email), expira_em: writes.secret.codigo_expira_em ?? now };
      });
    },

    async sign(token, contratoId, typed) {
      const link = await findLink(token);
      const input = { token, contratoId, ...typed };
      const codeHash = await sha256Hex(String(typed.codigo ?? '').replace(/\s/g, ''));
      // The checks first (a wrong code counts its attempt and stops here), as the callable's transaction does.
      const checked = await runCommand(store, 'signCustomerContract', () => {
        const command = parseCommand(signContractInput, input);
        const now = Date.now();
        const { link: usable, proposal, contract } = namedContract(store.snapshot, link, contratoId, now);
        checkProposalSignable(proposal);
        const secret = store.doc(signingSecrets, contratoId);
        const verdict = checkSignature({ contract, secret, command, codeHash, now });
        if (verdict.kind === 'wrong-code') {
          store.update((state) => putDoc(state, signingSecrets, verdict.secret));
          throw verdict.error;
        }
        return { command, contract, linkId: usable.id, verifiedAt: now, email: maskEmail(signerEmailOf(contract, proposal)) };
      });
      // The document the customer saw, checked against its stored hash; then the evidence page.
      const unsigned = await renderUnsigned(checked.contract.conteudo);
      const seenHash = await sha256Hex(unsigned);
      if (seenHash !== checked.contract.sha256) throw new BackendError('internal', contractText.hashMismatch);
      const assinadoEm = Date.now();
      const evidence: SigningEvidence = {
        nome_digitado: checked.command.nome.replace(/\s+/g, ' ').trim(),
        email_mascarado: checked.email,
        sha256_documento: seenHash,
        codigo_verificado_em: checked.verifiedAt,
        assinado_em: assinadoEm,
        ip: demoAddress,
        user_agent: navigator.userAgent.slice(0, 400),
        link_id: checked.linkId,
        codigo_verificacao: newVerificationCode(randomBytes(12)),
        provedor: 'interno',
      };
      const { appendEvidencePage } = await import('@solarcred/domain/contract/pdf');
      const signedBytes = await appendEvidencePage(unsigned, checked.contract.conteudo, evidence);
      const sha256Assinado = await sha256Hex(signedBytes);
      // The commit: everything checked again on the current state (a second tab may have signed meanwhile).
      return runCommand(store, 'signCustomerContract:commit', () => {
        const now = Date.now();
        const { proposal, contract } = namedContract(store.snapshot, link, contratoId, now);
        checkProposalSignable(proposal);
        const verdict = checkSignature({ contract, secret: store.doc(signingSecrets, contratoId), command: checked.command, codeHash, now });
        if (verdict.kind !== 'ok') throw verdict.error;
        const signature = {
          ...evidence,
          sha256_assinado: sha256Assinado,
          pdf_assinado_path: signedContractPdfPath(contract.integrador_id, contract.proposta_id, contract.versao),
          tamanho_assinado_bytes: signedBytes.byteLength,
        };
        const signed: StoredContract = { ...contract, ...signedContractPatch(contract, signature, now) };
        const verification: ContractVerification = { id: evidence.codigo_verificacao, contrato_id: contract.id, sha256_assinado: sha256Assinado, assinado_em: assinadoEm };
        const milestone = signedMilestoneWrites(proposal, signed, now);
        store.update((state) => {
          putDoc(state, contracts, signed);
          putDoc(state, contractVerifications, verification);
          removeDoc(state, signingSecrets, contract.id);
          const current = readDoc(state, proposals, proposal.id);
          if (current) writeProposal(state, proposal.id, { ...current, ...milestone?.proposal, contrato: contractSummaryOf(signed) });
          if (milestone) addHistory(state, proposal.id, milestone.history);
          // onContractMail's 'assinado' branch: the company's titular, the proposal's sender and the admins.
          const people = [...new Set([signed.integrador_id, signed.criado_por])].map((uid) => readDoc(state, profiles, uid)).filter((p) => p !== null);
          const admins = readCollection(state, profiles).filter((p) => p.tipo_usuario === 'admin');
          putMailsOnce(state, contractSignedMails(signed, [...people, ...admins].map(recipientOf), demoAppUrl(), now));
        });
        return { codigo_verificacao: evidence.codigo_verificacao, assinado_em: assinadoEm };
      });
    },

    async pdf(token, contratoId, assinado) {
      const link = await findLink(token);
      const contract = await runCommand(store, 'customerContractPdf', () => namedContract(store.snapshot, link, contratoId, Date.now()).contract);
      if (assinado && !contract.assinatura) throw notFound();
      const bytes = assinado ? await renderSigned(contract) : await renderUnsigned(contract.conteudo);
      const expected = assinado ? contract.assinatura?.sha256_assinado : contract.sha256;
      if ((await sha256Hex(bytes)) !== expected) throw new BackendError('internal', contractText.hashMismatch);
      return { base64: toBase64(bytes), nome: contractPdfName(contract.versao, assinado) };
    },

    verify: (query) =>
      runCommand(store, 'verifyContract', () => {
        const parsed = parseCommand(verifyContractInput, query);
        const found =
          'sha256' in parsed
            ? (readCollection(store.snapshot, contractVerifications).find((entry) => entry.sha256_assinado === parsed.sha256) ?? null)
            : readDoc(store.snapshot, contractVerifications, parsed.codigo);
        return checkContract(found);
      }),
  };
}
