/**
 * The contract on the customer's page (/c/{token}, issue 47): four guest callables, each passing
 * admitGuest first (token shape, the per-address and per-token rate limits, the link lookup) and
 * then requiring a filled link (preenchido, not revoked): an open link has no proposal yet, and an
 * open one past its expiry, a revoked or renewed one is the neutral 'Link inválido ou expirado'.
 * A contract is the link's only when it is of the link's proposal and company.
 * - openCustomerContract ({ token }) → the current version as the page shows it (customerContractView),
 *   or null (no contract yet, or a link not filled); the first open marks it 'visualizado';
 * - requestContractCode ({ token, contratoId }) → { email_mascarado, expira_em }: a random 6-digit
 *   code (node:crypto), only its SHA-256 stored (contratos_assinatura), e-mailed (mail/) in the same
 *   transaction; refused with nothing written for a voided, expired or signed contract, a lockout,
 *   or a proposal no longer approved (checkProposalSignable);
 * - signCustomerContract ({ token, contratoId, codigo, aceite, nome }) → { codigo_verificacao,
 *   assinado_em }: checkSignature decides; a wrong code is the one refusal that writes (its attempt,
 *   the lockout at the 5th); a right one commits the signature (commit-signature.ts) with the
 *   evidence: the document's hash, the code's check, time, the trusted address (callable.ts
 *   addressOf), the request's User-Agent header (never the payload's), the link;
 * - customerContractPdf ({ token, contratoId, assinado }) → { base64, nome }: the unsigned or the
 *   signed PDF (pdf-store.ts: Storage, else re-rendered and hash-checked).
 * Nothing here logs a payload (it holds the token).
 */
import { randomBytes } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { guestLink, invalidLink } from '@solarcred/domain/customer-link/commands';
import type { CustomerLink } from '@solarcred/domain/customer-link/link';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { signingCodeMail } from '@solarcred/domain/contract/contract-mails';
import { sha256Hex } from '@solarcred/domain/contract/hash';
import { contractStateAt, contractSummaryOf, type ContractPatch } from '@solarcred/domain/contract/lifecycle';
import { checkProposalSignable, checkSignature, customerContractView, maskEmail, signerEmailOf, newSigningCode, newVerificationCode, requestCodeInput, requestCodeWrites, signContractInput } from '@solarcred/domain/contract/signing';
import type { SigningEvidence, StoredContract } from '@solarcred/domain/contract/types';
import { contracts, signedContractPdfPath, signingSecrets } from '@solarcred/domain/data/contracts';
import { customerLinks } from '@solarcred/domain/data/customer-links';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { proposals } from '@solarcred/domain/data/proposals';
import { DomainError } from '@solarcred/domain/errors';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import type { Millis, Proposal } from '@solarcred/domain/model';
import { callable, commandFirestore, unexpectedErrorMessage, type CommandRequest } from '../callable';
import { toFirestore, typedDoc } from '../firestore-data';
import { admitGuest } from '../customer-links/guest-access';
import { commitSignature } from './commit-signature';
import { customerContractPdfInput } from './inputs';
import { pdfAnswer, saveContractPdf, signedBytesOf, unsignedContractPdf } from './pdf-store';

/** The longest User-Agent kept as evidence (real ones are a few hundred characters). */
const USER_AGENT_MAX = 512;

/** The request's User-Agent header, bounded; '' when absent. */
export function userAgentOf(request: Pick<CallableRequest<unknown>, 'rawRequest'>): string {
  const header = (request.rawRequest as { headers?: Record<string, string | string[] | undefined> } | undefined)?.headers?.['user-agent'];
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' ? value.slice(0, USER_AGENT_MAX) : '';
}

interface Signer {
  link: CustomerLink;
  tokenHash: string;
}

/** admitGuest, then a filled link (an open one has no proposal, hence no contract: null). */
async function admitSigner(db: Firestore, data: unknown, address: string, now: Millis): Promise<Signer | null> {
  const { link, tokenHash } = await admitGuest(db, data, address, now);
  const viewable = guestLink(link, now, 'view');
  return viewable.preenchido_em === null ? null : { link: viewable, tokenHash };
}

async function requireSigner(db: Firestore, data: unknown, address: string, now: Millis): Promise<Signer> {
  const signer = await admitSigner(db, data, address, now);
  if (!signer) throw invalidLink();
  return signer;
}

const belongsTo = (contract: StoredContract | null, link: CustomerLink): contract is StoredContract =>
  contract !== null && contract.proposta_id === link.proposta_id && contract.integrador_id === link.integrador_id;

/** The link's contract `id`, read in `tx` with the link again (revoked or renewed meanwhile: the neutral refusal). */
async function readInTransaction(db: Firestore, tx: Transaction, signer: Signer, id: string) {
  const [link, contract, secret, proposal] = await Promise.all([
    tx.get(typedDoc(db, customerLinks, signer.link.id)).then((s) => s.data() ?? null),
    tx.get(typedDoc(db, contracts, id)).then((s) => s.data() ?? null),
    tx.get(typedDoc(db, signingSecrets, id)).then((s) => s.data() ?? null),
    tx.get(typedDoc(db, proposals, signer.link.proposta_id)).then((s) => s.data() ?? null),
  ]);
  if (!link || link.token_hash !== signer.tokenHash || link.revogado_em !== null) throw invalidLink();
  if (!belongsTo(contract, signer.link) || !proposal || proposal.integrador_id !== signer.link.integrador_id) throw new DomainError('not-found', contractText.notFound);
  return { contract, secret, proposal };
}

/** Writes a contract's patch and, when it is the proposal's current version, the proposal's summary. */
function writeContractPatch(db: Firestore, tx: Transaction, contract: StoredContract, proposal: Proposal, patch: ContractPatch): void {
  tx.update(db.doc(contracts.docPath(contract.id)), toFirestore(patch));
  if (proposal.contrato?.id === contract.id) tx.update(db.doc(proposals.docPath(proposal.id)), toFirestore({ contrato: contractSummaryOf({ ...contract, ...patch }) }));
}


export const openCustomerContract = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const now = Date.now();
  const signer = await admitSigner(db, data, address, now);
  if (!signer) return null;
  const proposal = (await typedDoc(db, proposals, signer.link.proposta_id).get()).data() ?? null;
  if (!proposal || proposal.integrador_id !== signer.link.integrador_id || !proposal.contrato) return null;
  const contractId = proposal.contrato.id;
  const contract = await db.runTransaction(async (tx) => {
    const read = await readInTransaction(db, tx, signer, contractId);
    const unseen = read.contract.estado === 'gerado' || read.contract.estado === 'enviado';
    if (!unseen || contractStateAt(read.contract, now) === 'expirado') return read.contract;
    const patch: ContractPatch = { estado: 'visualizado', visualizado_em: now, atualizado_em: now };
    writeContractPatch(db, tx, read.contract, read.proposal, patch);
    return { ...read.contract, ...patch };
  });
  return customerContractView(contract, now);
});

export const requestContractCode = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const now = Date.now();
  const signer = await requireSigner(db, data, address, now);
  const { contratoId } = parseCommand(requestCodeInput, data);
  const code = newSigningCode(randomBytes(6));
  const codeHash = await sha256Hex(code);
  return db.runTransaction(async (tx) => {
    const { contract, secret, proposal } = await readInTransaction(db, tx, signer, contratoId);
    checkProposalSignable(proposal);
    const writes = requestCodeWrites({ contract, secret, codeHash, now });
    const email = signerEmailOf(contract, proposal);
    if (!email) throw new DomainError('failed-precondition', contractText.noLink);
    const mail = signingCodeMail(contract, email, code, now);
    tx.set(db.doc(signingSecrets.docPath(contract.id)), toFirestore(writes.secret));
    if (writes.contract) writeContractPatch(db, tx, contract, proposal, writes.contract);
    tx.create(db.doc(mailDocuments.docPath(mail.id)), toFirestore(mail));
    return { email_mascarado: maskEmail(email), expira_em: writes.secret.codigo_expira_em ?? now };
  });
});

interface Rendered {
  evidence: SigningEvidence;
  bytes: Uint8Array;
}

type SignOutcome =
  | { kind: 'wrong-code'; error: DomainError }
  | { kind: 'render'; contract: StoredContract; email: string }
  | { kind: 'signed'; contract: StoredContract };

/**
 * signCustomerContract's handler, with the request's User-Agent. Each transaction reads the link,
 * the contract, its secret and the proposal and lets checkSignature decide on what it read: a
 * refusal throws (nothing written), a wrong code writes its attempt. The first, for a right code,
 * only reads: the signed PDF renders outside any transaction, and the second commits it (a second
 * signature that landed meanwhile is refused there).
 */
async function signOnLink({ data, address }: CommandRequest<'guest'>, userAgent: string) {
  const db = commandFirestore();
  const now = Date.now();
  const signer = await requireSigner(db, data, address, now);
  const command = parseCommand(signContractInput, data);
  const codeHash = await sha256Hex(command.codigo);
  let rendered: Rendered | null = null;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const ready: Rendered | null = rendered;
    const outcome = await db.runTransaction(async (tx): Promise<SignOutcome> => {
      const { contract, secret, proposal } = await readInTransaction(db, tx, signer, command.contratoId);
      checkProposalSignable(proposal);
      const decision = checkSignature({ contract, secret, command, codeHash, now });
      if (decision.kind === 'wrong-code') {
        tx.set(db.doc(signingSecrets.docPath(contract.id)), toFirestore(decision.secret));
        return { kind: 'wrong-code', error: decision.error };
      }
      if (!ready) return { kind: 'render', contract, email: signerEmailOf(contract, proposal) };
      return { kind: 'signed', contract: await commitSignature(db, tx, { contract, proposal, evidence: ready.evidence, signedBytes: ready.bytes, now }) };
    });
    if (outcome.kind === 'wrong-code') throw outcome.error;
    if (outcome.kind === 'signed' && ready) {
      await saveContractPdf(signedContractPdfPath(outcome.contract.integrador_id, outcome.contract.proposta_id, outcome.contract.versao), ready.bytes);
      return { codigo_verificacao: ready.evidence.codigo_verificacao, assinado_em: ready.evidence.assinado_em };
    }
    if (outcome.kind === 'render') {
      const evidence: SigningEvidence = {
        nome_digitado: command.nome.replace(/\s+/g, ' ').trim(),
        email_mascarado: maskEmail(outcome.email),
        sha256_documento: outcome.contract.sha256,
        codigo_verificado_em: now,
        assinado_em: now,
        ip: address,
        user_agent: userAgent,
        link_id: signer.link.id,
        codigo_verificacao: newVerificationCode(randomBytes(12)),
        provedor: 'interno',
      };
      rendered = { evidence, bytes: await signedBytesOf(outcome.contract, evidence, await unsignedContractPdf(outcome.contract)) };
    }
  }
  throw new HttpsError('aborted', unexpectedErrorMessage);
}

export const signCustomerContract = (request: CallableRequest<unknown>) => callable('guest', (command) => signOnLink(command, userAgentOf(request)))(request);

export const customerContractPdf = callable('guest', async ({ data, address }) => {
  const db = commandFirestore();
  const signer = await requireSigner(db, data, address, Date.now());
  const { contratoId, assinado } = parseCommand(customerContractPdfInput, data);
  const contract = (await typedDoc(db, contracts, contratoId).get()).data() ?? null;
  if (!belongsTo(contract, signer.link) || (assinado && !contract.assinatura)) throw new DomainError('not-found', contractText.notFound);
  return pdfAnswer(contract, assinado);
});
