/**
 * The customer link's commands (issue 28), pure: the callables and the demo's store run them
 * inside one transaction each. Every refusal a guest can meet is the one neutral message, so a
 * guessed, expired, revoked or used token tells nothing apart.
 */
import { z } from 'zod';
import { DomainError } from '../errors';
import { requireIntegrator, type Actor } from '../handlers/actor';
import type { StoredObjectFacts } from '../handlers/integrator-profile';
import { parseCommand } from '../handlers/parse';
import { checkStoredFiles } from '../handlers/stored-files';
import { effectiveStatus } from '../integrator-status';
import { proposals as proposalsText, proposalSubmit, validation } from '../messages';
import type { Integrator, Millis, Proposal } from '../model';
import { pendingItemTypeLabel, type PendingItem, type PendingItemState } from '../pending-items';
import { pendingItemsText } from '../pending-items-text';
import { customerAnswerInput } from '../schemas/pending-items';
import { answerWrites, type PendingItemWrites } from '../handlers/pending-items';
import type { ProposalStatus } from '../options';
import { customerApplicationInput, type CustomerApplicationData } from '../schemas/proposal-wizard';
import { idField } from '../schemas/common';
import { proposalAttachmentFolder } from '../storage-names';
import { companyOf, seesProposal } from '../team/company';
import { createLinkInput, customerProgressOf, expiryOf, linkState, type CustomerLink, type CustomerProgress } from './link';
import { customerLinkText } from './texts';
import { isLinkToken } from './token';

/** rascunhos_cliente/{proposalId}: what the customer sent, waiting for the integrator to complete it. */
export interface CustomerDraft {
  /** The link's reserved proposal id: the proposal the integrator submits takes it. */
  id: string;
  integrador_id: string;
  /** The link's criado_por (issue 45): whose draft it is among the company's sellers. */
  criado_por?: string;
  link_id: string;
  cliente_nome: string;
  dados: CustomerApplicationData;
  enviado_em: Millis;
  /** 'enviada' once the integrator's proposal exists (createProposal marks it). */
  situacao: 'aguardando' | 'enviada';
}

export const invalidLink = () => new DomainError('not-found', customerLinkText.invalid);

/**
 * The link is the caller's to renew or revoke (issue 45): titular and gestor any of the company's,
 * a vendedor only one it made (seesProposal, the proposals' rule). Any other link is the neutral
 * not-found.
 */
function requireOwner(actor: Actor | null, link: CustomerLink | null): CustomerLink {
  const caller = requireIntegrator(actor);
  if (!link || !seesProposal(caller, link)) throw new DomainError('not-found', customerLinkText.invalid);
  return link;
}

export interface CreateLinkContext {
  actor: Actor | null;
  integrator: Integrator | null;
  input: unknown;
  now: Millis;
  /** New ids made by the caller's runtime: the link's and the proposal reserved for it. */
  id: string;
  proposalId: string;
  tokenHash: string;
}

export function createCustomerLink({ actor, integrator, input, now, id, proposalId, tokenHash }: CreateLinkContext): CustomerLink {
  const caller = requireIntegrator(actor);
  if (!integrator || integrator.user_id !== companyOf(caller)) throw new DomainError('not-found', proposalsText.integratorNotFound);
  if (effectiveStatus(integrator.status) !== 'aprovado') throw new DomainError('permission-denied', proposalSubmit.approvedOnly);
  const { clienteNome, telefone, email } = parseCommand(createLinkInput, input);
  return {
    id,
    integrador_id: companyOf(caller),
    criado_por: caller.uid,
    empresa_nome: integrator.nome_empresa,
    cliente_nome: clienteNome,
    cliente_telefone: telefone,
    cliente_email: email,
    token_hash: tokenHash,
    proposta_id: proposalId,
    criado_em: now,
    expira_em: expiryOf(now),
    revogado_em: null,
    preenchido_em: null,
  };
}

/** Revoking twice writes nothing the second time. */
export function revokeCustomerLink(actor: Actor | null, link: CustomerLink | null, now: Millis): Partial<CustomerLink> | null {
  const owned = requireOwner(actor, link);
  return owned.revogado_em === null ? { revogado_em: now } : null;
}

/** A new token and 7 more days for a link the customer has not filled (the old token stops working). */
export function renewCustomerLink(actor: Actor | null, link: CustomerLink | null, now: Millis, tokenHash: string): Partial<CustomerLink> {
  const owned = requireOwner(actor, link);
  if (owned.preenchido_em !== null) throw new DomainError('failed-precondition', customerLinkText.renewFilled);
  return { token_hash: tokenHash, expira_em: expiryOf(now), revogado_em: null };
}

/**
 * The link a guest's token names, when it may be used: `open` to fill (open only), `view` to read
 * (open or filled). Anything else is the neutral refusal.
 */
export function guestLink(link: CustomerLink | null, now: Millis, purpose: 'fill' | 'view'): CustomerLink {
  if (!link) throw invalidLink();
  const state = linkState(link, now);
  if (state === 'aberto' || (purpose === 'view' && state === 'preenchido')) return link;
  throw invalidLink();
}

/** A pending item addressed to the customer, as their page shows it: nothing internal. */
export interface CustomerPendingItem {
  id: string;
  tipo: string;
  texto: string;
  exigeArquivo: boolean;
  estado: PendingItemState | (string & {});
  /** The administrator's note when it returned the customer's answer. */
  notaDevolucao: string | null;
}

export type GuestLinkView =
  | { estado: 'aberto'; empresa: string; logo: string | null; clienteNome: string; expiraEm: Millis; pasta: string }
  | { estado: 'preenchido'; empresa: string; logo: string | null; clienteNome: string; andamento: CustomerProgress; pendencias: CustomerPendingItem[] };

/** The proposal's items addressed to the customer, oldest first; the others are not theirs to see. */
export function customerItemsOf(items: readonly PendingItem[]): CustomerPendingItem[] {
  return items
    .filter((item) => item.para_cliente === true)
    .sort((a, b) => a.criada_em - b.criada_em)
    .map((item) => ({ id: item.id, tipo: pendingItemTypeLabel(item.tipo), texto: item.texto, exigeArquivo: item.exige_arquivo, estado: item.estado, notaDevolucao: item.nota_devolucao }));
}

/** The integrator's photo as the customer's page may show it: an https address, else none (a storage path, http, a script). */
export function customerLogoOf(integrator: Pick<Integrator, 'foto_perfil'> | null | undefined): string | null {
  const photo = integrator?.foto_perfil;
  return typeof photo === 'string' && /^https:\/\/[^\s/?#]+\S*$/i.test(photo) ? photo : null;
}

/** What the customer's page may know: the company's name and logo, their own name, and the proposal's progress. */
export function guestView(
  link: CustomerLink,
  now: Millis,
  proposalStatus: ProposalStatus | (string & {}) | null,
  logo: string | null,
  items: readonly PendingItem[] = [],
): GuestLinkView {
  const open = guestLink(link, now, 'view');
  const common = { empresa: open.empresa_nome, logo, clienteNome: open.cliente_nome };
  return linkState(open, now) === 'aberto'
    ? { estado: 'aberto', ...common, expiraEm: open.expira_em, pasta: proposalAttachmentFolder(open.integrador_id, open.proposta_id) }
    : { estado: 'preenchido', ...common, andamento: customerProgressOf(proposalStatus), pendencias: proposalStatus === null ? [] : customerItemsOf(items) };
}

export interface SubmitApplicationContext {
  link: CustomerLink | null;
  input: unknown;
  now: Millis;
  /** The bucket's facts about a path; null where no bucket can be asked. */
  facts: StoredObjectFacts | null;
}

/** 'Enviar meus dados': the draft for the integrator, and the link turned preenchido. */
export function submitCustomerApplication({ link, input, now, facts }: SubmitApplicationContext): { draft: CustomerDraft; link: Partial<CustomerLink> } {
  const open = guestLink(link, now, 'fill');
  const dados = parseCommand(customerApplicationInput, input);
  const paths = [dados.clientData.anexoRgCpf, dados.anexoFaturaEnergia, dados.bankingData.anexoHolerite];
  if (paths.some((path) => path === null)) throw new DomainError('invalid-argument', validation.fileRequired);
  const folder = `${proposalAttachmentFolder(open.integrador_id, open.proposta_id)}/`;
  if (paths.some((path) => !path!.startsWith(folder) || path!.slice(folder.length).includes('/'))) {
    throw new DomainError('permission-denied', proposalSubmit.foreignAttachment);
  }
  if (facts) checkStoredFiles(paths as string[], facts);
  return {
    draft: { id: open.proposta_id, integrador_id: open.integrador_id, ...(open.criado_por === undefined ? {} : { criado_por: open.criado_por }), link_id: open.id, cliente_nome: dados.clientData.nomeCompleto, dados, enviado_em: now, situacao: 'aguardando' },
    link: { preenchido_em: now },
  };
}

/**
 * The Auth user a guest's upload session is (one per link). Firebase never makes a uid with '_',
 * so no account signed up by e-mail can take one; the sign-up trigger leaves these alone.
 */
export const guestUploadUid = (linkId: string) => `cliente_${linkId}`;
export const isGuestUploadUid = (uid: string) => uid.startsWith('cliente_');

export interface CustomerAnswerContext {
  link: CustomerLink | null;
  /** propostas/{link.proposta_id}, null while the integrator has not submitted it. */
  proposal: Proposal | null;
  item: PendingItem | null;
  input: unknown;
  now: Millis;
  facts: StoredObjectFacts | null;
}

/**
 * The customer answers an item addressed to them on their link's page, as the integrator would
 * (the same writes, so the automatic move to 'Corrigida' follows), recorded as the link's guest.
 */
export function answerAsCustomer({ link, proposal, item, input, now, facts }: CustomerAnswerContext): PendingItemWrites {
  const filled = guestLink(link, now, 'view');
  if (filled.preenchido_em === null || !proposal || proposal.id !== filled.proposta_id || proposal.integrador_id !== filled.integrador_id) throw invalidLink();
  const { itemId, texto, arquivo } = parseCommand(customerAnswerInput, input);
  if (!item || item.para_cliente !== true) throw new DomainError('not-found', pendingItemsText.itemNotFound);
  return answerWrites(proposal, item, { itemId, texto, arquivo }, guestUploadUid(filled.id), now, facts);
}

/** The link an upload session may be made for: open (the application's files) or filled (answers to its items; storage.rules check which). */
export const uploadableLink = (link: CustomerLink | null, now: Millis): CustomerLink => guestLink(link, now, 'view');

/**
 * The claims of the short session a guest uploads with: its link, that link's folder, and the hash
 * of the token it was made for (issue 45). storage.rules accept the session only while the link
 * still has that hash, so a renewal (a new token) ends every session of the old one at once; a
 * revocation ends them by `revogado_em`. The hash is no secret to the session's holder, who has the
 * token itself.
 */
export function uploadClaimsOf(link: CustomerLink): { cliente_link: string; pasta_integrador: string; pasta_proposta: string; cliente_token_hash: string } {
  return { cliente_link: link.id, pasta_integrador: link.integrador_id, pasta_proposta: link.proposta_id, cliente_token_hash: link.token_hash };
}

/**
 * How long a guest's Auth user is kept after it was last active (created, signed in, its token
 * refreshed): a day. An upload session serves for its ID token's hour and the page signs in afresh
 * for every upload; a page left open refreshes hourly, so a day is far from its last refresh.
 */
export const guestAccountLifetimeMs = 24 * 60 * 60_000;

/**
 * Whether the sweep deletes an Auth user (issue 45): a link's guest (cliente_{linkId}) last active
 * longer than guestAccountLifetimeMs ago. Never anyone else.
 */
export function isStaleGuestAccount(uid: string, lastActive: Millis, now: Millis): boolean {
  return isGuestUploadUid(uid) && now - lastActive > guestAccountLifetimeMs;
}

/** The token a guest call carries; a missing or malformed one is the neutral refusal, before any read. */
export function guestTokenOf(input: unknown): string {
  const token = typeof input === 'object' && input !== null ? (input as { token?: unknown }).token : undefined;
  if (!isLinkToken(token)) throw invalidLink();
  return token;
}

/** The link id an integrator's revoke or renew names. */
export function linkIdOf(input: unknown): string {
  return parseCommand(z.object({ id: idField }), input).id;
}
