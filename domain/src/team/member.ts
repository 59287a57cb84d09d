/** membros/{uid}: one per integrator account, so an account belongs to one company at a time. */
import type { Integrator, Millis, Proposal } from '../model';
import type { Papel } from './roles';

export interface Member {
  /** The account's uid (the document id). */
  id: string;
  /** The company: its titular's uid, i.e. integradores/{empresa}. */
  empresa: string;
  papel: Papel;
  /** False once the titular deactivated the member: the rules and callables refuse them from then on. */
  ativo: boolean;
  nome: string;
  email: string;
  /** When the account joined the company (the titular: when it signed up). */
  entrou_em: Millis;
  desativado_em?: Millis | null;
  /**
   * A gestor's or vendedor's copy of its company's name and status (the titular reads its own
   * record): members do not read integradores/{empresa}, which holds the titular's CPF. Written on
   * joining, then kept by the company's trigger (companyOnMembers).
   */
  empresa_nome?: string;
  empresa_status?: string;
}

export type MemberCompany = Required<Pick<Member, 'empresa_nome' | 'empresa_status'>>;

/** What a change of integradores/{id} changes on its members, or null when neither name nor status moved. */
export function companyOnMembers(before: Pick<Integrator, 'nome_empresa' | 'status'> | null, after: Pick<Integrator, 'nome_empresa' | 'status'> | null): MemberCompany | null {
  if (!after) return null;
  if (before && before.nome_empresa === after.nome_empresa && before.status === after.status) return null;
  return { empresa_nome: after.nome_empresa, empresa_status: after.status };
}

/** The titular's own membership: written at sign-up and by the migration for older accounts. */
export function titularMember(uid: string, nome: string, email: string, now: Millis): Member {
  return { id: uid, empresa: uid, papel: 'titular', ativo: true, nome, email, entrou_em: now, desativado_em: null };
}

/** The name the titular's work is signed with: the titular as the profile registered them, else the company. */
export function titularName(integrator: Pick<Integrator, 'owner_name' | 'nome_empresa'>): string {
  return integrator.owner_name?.trim() || integrator.nome_empresa;
}

/** The uid of whoever sent a proposal: proposals from before teams were the titular's (the company's id). */
export function senderOf(proposal: Pick<Proposal, 'criado_por' | 'integrador_id'>): string {
  return proposal.criado_por ?? proposal.integrador_id;
}

/** Who sends: the caller's uid, and its role and name in the company when a member (handlers/actor.ts). */
export interface Sender {
  uid: string;
  papel?: Papel | undefined;
  nome?: string | undefined;
}

/** Who created a proposal, as stored on it: the member's name when a member sent it, the titular's otherwise. */
export function creatorStamp(sender: Sender, integrator: Pick<Integrator, 'owner_name' | 'nome_empresa'>): Pick<Proposal, 'criado_por' | 'criado_por_nome'> {
  return { criado_por: sender.uid, criado_por_nome: sender.nome && sender.papel && sender.papel !== 'titular' ? sender.nome : titularName(integrator) };
}
