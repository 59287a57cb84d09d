/**
 * A customer link (issue 28): the integrator sends /c/{token} to a customer, who fills their part
 * of the proposal wizard there and later follows the proposal on the same address. links_cliente
 * holds one document per link with the token's hash only.
 */
import { z } from 'zod';
import { emailError, phoneError } from '../validators';
import { inputLimits } from '../constants';
import { requiredText } from '../fields';
import type { Millis } from '../model';
import type { ProposalStatus } from '../options';
import { customerLinkText } from './texts';

export const linkValidityDays = 7;

export interface CustomerLink {
  id: string;
  /** The company (its titular's uid). */
  integrador_id: string;
  /**
   * The member who made it (issue 45): a vendedor reads, renews and revokes only its own links, as
   * its proposals (team/scope.ts); titular and gestor every link of the company. Absent on links
   * made before: those are the titular's and gestores'.
   */
  criado_por?: string;
  /** The company's name when the link was made: all the customer sees of the integrator, with its logo. */
  empresa_nome: string;
  cliente_nome: string;
  /** Digits only, or null when the integrator gave an e-mail. */
  cliente_telefone: string | null;
  cliente_email: string | null;
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  /** The proposal id reserved for this customer: their files go to its folder, the proposal takes it. */
  proposta_id: string;
  criado_em: Millis;
  expira_em: Millis;
  revogado_em: Millis | null;
  preenchido_em: Millis | null;
}

export const customerLinkStates = ['aberto', 'preenchido', 'expirado', 'revogado'] as const;
export type CustomerLinkState = (typeof customerLinkStates)[number];

/** Revoked wins; a filled link stays valid for following; an open one expires after 7 days. */
export function linkState(link: Pick<CustomerLink, 'revogado_em' | 'preenchido_em' | 'expira_em'>, now: Millis): CustomerLinkState {
  if (link.revogado_em !== null) return 'revogado';
  if (link.preenchido_em !== null) return 'preenchido';
  return link.expira_em <= now ? 'expirado' : 'aberto';
}

const dayMs = 86_400_000;
export const expiryOf = (from: Millis): Millis => from + linkValidityDays * dayMs;

/** 'Gerar link': the customer's name and a phone or an e-mail (one field, told apart by the '@'). */
export const createLinkInput = z
  .object({
    clienteNome: requiredText,
    contato: z.string({ error: customerLinkText.contactRequired }).max(inputLimits.email, { error: customerLinkText.contactInvalid }).trim(),
  })
  .superRefine((data, ctx) => {
    if (!data.contato) ctx.addIssue({ code: 'custom', path: ['contato'], message: customerLinkText.contactRequired });
    else if ((data.contato.includes('@') ? emailError : phoneError)(data.contato) !== null) {
      ctx.addIssue({ code: 'custom', path: ['contato'], message: customerLinkText.contactInvalid });
    }
  })
  .transform(({ clienteNome, contato }) => ({
    clienteNome,
    telefone: contato.includes('@') ? null : contato.replace(/\D/g, ''),
    email: contato.includes('@') ? contato : null,
  }));
export type CreateLinkInput = z.input<typeof createLinkInput>;

/** What the customer's page is told about the proposal, in plain words (part 3 of the issue). */
export const customerProgressOptions = [
  { value: 'recebida', label: 'Recebida' },
  { value: 'em_analise', label: 'Em análise' },
  { value: 'pendencias', label: 'Pendências' },
  { value: 'aprovada', label: 'Aprovada' },
  { value: 'reprovada', label: 'Reprovada' },
  { value: 'finalizada', label: 'Finalizada' },
] as const;
export type CustomerProgress = (typeof customerProgressOptions)[number]['value'];

/**
 * The proposal's status as the customer reads it: 'recebida' until the integrator submits it (the
 * company is completing the project); once sent, 'em análise' (issue 45: 'enviada' had kept the
 * page saying the company was still completing it).
 */
export function customerProgressOf(status: ProposalStatus | (string & {}) | null): CustomerProgress {
  switch (status as ProposalStatus | null) {
    case null:
      return 'recebida';
    case 'enviada':
    case 'em_analise':
    case 'corrigida_usuario':
      return 'em_analise';
    case 'pendente_correcao':
      return 'pendencias';
    case 'aprovada':
    case 'reprovada':
    case 'finalizada':
      return status as CustomerProgress;
    default:
      // A status this build does not know: the neutral in-between.
      return 'em_analise';
  }
}
