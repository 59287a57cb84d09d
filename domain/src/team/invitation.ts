/**
 * Invitations to a company's team (issue 29): the titular invites an e-mail with a role; the link
 * carries a single-use token, stored only as its SHA-256 (the document id, as customer links do),
 * valid for 7 days. Pure decisions: the callables and the memory backend read what the context
 * names, call these, and write what they return in one transaction.
 */
import { z } from 'zod';
import { DomainError } from '../errors';
import { requireIntegrator, requireTitular, type Actor } from '../handlers/actor';
import { normalizeEmail } from '../handlers/sign-up';
import { parseCommand } from '../handlers/parse';
import { isLinkToken } from '../customer-link/token';
import { effectiveStatus } from '../integrator-status';
import { profileNameMaxLength } from '../profile-settings';
import type { Integrator, Millis } from '../model';
import { emailField } from '../schemas/auth';
import { idField } from '../schemas/common';
import { memberClaims, type AccountClaims } from './claims';
import type { Member } from './member';
import { invitablePapeis, type InvitablePapel } from './roles';
import { teamText as text } from './team-text';

export const invitationValidityDays = 7;
/** A company's team at most: active members (the titular included) and pending invitations. */
export const maxTeamSize = 50;
const dayMs = 86_400_000;

/** convites/{sha256(token)} */
export interface Invitation {
  id: string;
  empresa: string;
  /** The company's name when invited, for the e-mail and the acceptance screen. */
  empresa_nome: string;
  email: string;
  /** The invited person's name as the titular typed it (issue 45); absent on invitations from before. */
  nome?: string;
  papel: InvitablePapel;
  convidado_por: string;
  criado_em: Millis;
  expira_em: Millis;
  aceito_em: Millis | null;
  aceito_por: string | null;
  revogado_em: Millis | null;
}

export type InvitationState = 'pendente' | 'aceito' | 'expirado' | 'revogado';

export function invitationState(invitation: Pick<Invitation, 'aceito_em' | 'revogado_em' | 'expira_em'>, now: Millis): InvitationState {
  if (invitation.revogado_em !== null) return 'revogado';
  if (invitation.aceito_em !== null) return 'aceito';
  return invitation.expira_em <= now ? 'expirado' : 'pendente';
}

export const inviteMemberInput = z.object({
  nome: z.string({ error: text.inviteNameRequired }).trim().min(1, text.inviteNameRequired).max(profileNameMaxLength, text.inviteNameTooLong(profileNameMaxLength)),
  email: emailField,
  papel: z.enum(invitablePapeis, { error: 'Escolha o papel: Gestor ou Vendedor.' }),
});
export type InviteMemberInput = z.input<typeof inviteMemberInput>;

/** What an invitation's e-mail is checked against, as the callable reads it. */
export interface InviteeFacts {
  /** membros/{uid} of the account that has this e-mail, null when no account has it. */
  membership: Member | null;
  /** That account's own company record (integradores/{uid}), null when none. */
  ownCompany: Pick<Integrator, 'status'> | null;
  /** Whether that account's own company has sent any proposal. */
  ownCompanyHasProposals: boolean;
}

export interface InviteContext {
  /** integradores/{the caller's company}. */
  company: Pick<Integrator, 'id' | 'status' | 'nome_empresa' | 'email'> | null;
  actor: Actor | null;
  input: unknown;
  now: Millis;
  /** Active members (the titular included) and pending invitations of the company. */
  teamSize: number;
  /** A pending invitation of the company for the same e-mail exists. */
  pendingForEmail: boolean;
  invitee: InviteeFacts;
}

/**
 * An account may join only while it is in no other company and its own company is a bare
 * sign-up: nothing sent for approval and no proposal; otherwise joining would hide a company it
 * already runs (one company per account). A membership the titular deactivated names no company.
 */
function ownsACompany(facts: InviteeFacts): boolean {
  const { membership } = facts;
  if (membership && membership.ativo && membership.empresa !== membership.id) return true;
  const ownStatus = facts.ownCompany ? effectiveStatus(facts.ownCompany.status) : 'pendente_cadastro';
  return ownStatus !== 'pendente_cadastro' || facts.ownCompanyHasProposals;
}

/** The caller as its approved company's titular (inviting and renewing), else refused. */
function approvedTitular<C extends Pick<Integrator, 'id' | 'status'>>(ctx: { actor: Actor | null; company: C | null }): { caller: Actor; company: C } {
  const caller = requireTitular(ctx.actor);
  const company = ctx.company;
  if (!company || company.id !== caller.uid || effectiveStatus(company.status) !== 'aprovado') throw new DomainError('failed-precondition', text.approvedOnly);
  return { caller, company };
}

/** The invitation to store under the token's hash; refused with the message of the first problem. */
export function inviteMember(ctx: InviteContext, tokenHash: string): Invitation {
  const { caller, company } = approvedTitular(ctx);
  const { email: typed, papel, nome } = parseCommand(inviteMemberInput, ctx.input);
  const email = normalizeEmail(typed);
  const fieldError = (code: 'already-exists' | 'failed-precondition', message: string) => new DomainError(code, message, { email: message });
  if (email === normalizeEmail(company.email)) throw fieldError('already-exists', text.inviteSelf);
  // Whether the address belongs to another company is not said here (a titular could probe other
  // companies' addresses): the invitation is stored, and accepting it refuses such an account.
  const { membership } = ctx.invitee;
  if (membership && membership.empresa === company.id && membership.ativo) throw fieldError('already-exists', text.alreadyMember);
  if (ctx.pendingForEmail) throw fieldError('already-exists', text.duplicateInvite);
  if (ctx.teamSize >= maxTeamSize) throw fieldError('failed-precondition', text.teamFull(maxTeamSize));
  return {
    id: tokenHash,
    empresa: company.id,
    empresa_nome: company.nome_empresa,
    email,
    nome,
    papel,
    ...openFrom(caller.uid, ctx.now),
  };
}

/** An invitation's life from `now`: sent by `uid`, valid 7 days, neither used nor revoked. */
function openFrom(uid: string, now: Millis): Pick<Invitation, 'convidado_por' | 'criado_em' | 'expira_em' | 'aceito_em' | 'aceito_por' | 'revogado_em'> {
  return { convidado_por: uid, criado_em: now, expira_em: now + invitationValidityDays * dayMs, aceito_em: null, aceito_por: null, revogado_em: null };
}

export const renewInvitationInput = z.object({
  id: idField,
  /** True: e-mail the new link again ('Reenviar'); false: only answer it, for the titular to copy ('Copiar link'). */
  enviar: z.boolean(),
});

export interface RenewContext {
  /** integradores/{the caller's company}. */
  company: Pick<Integrator, 'id' | 'status'> | null;
  actor: Actor | null;
  /** convites/{input.id}, null when none. */
  invitation: Invitation | null;
  now: Millis;
  /** Active members (the titular included) and pending invitations of the company. */
  teamSize: number;
  /** Another pending invitation of the company for the same e-mail exists. */
  otherPendingForEmail: boolean;
}

/**
 * A pending or expired invitation sent again (issue 45): the token is kept only as its hash, so a
 * new one replaces it — the old invitation revoked (its link dead), a new one for the same person,
 * role and name under the new token's hash, valid 7 days from now. Refused as inviting would: the
 * titular of an approved company, its own invitations only, one pending per e-mail, the team's
 * limit (an expired invitation comes back into the count).
 */
export function renewInvitation(ctx: RenewContext, tokenHash: string): { revoke: Pick<Invitation, 'revogado_em'>; created: Invitation } {
  const { caller, company } = approvedTitular(ctx);
  const old = ctx.invitation;
  // Another company's invitation reads as none.
  if (!old || old.empresa !== company.id) throw new DomainError('not-found', text.invitationInvalid);
  const state = invitationState(old, ctx.now);
  if (state === 'revogado') throw new DomainError('not-found', text.invitationInvalid);
  if (state === 'aceito') throw new DomainError('failed-precondition', text.invitationUsed);
  if (ctx.otherPendingForEmail) throw new DomainError('already-exists', text.duplicateInvite);
  if (state === 'expirado' && ctx.teamSize >= maxTeamSize) throw new DomainError('failed-precondition', text.teamFull(maxTeamSize));
  return {
    revoke: { revogado_em: ctx.now },
    created: {
      ...old,
      id: tokenHash,
      ...openFrom(caller.uid, ctx.now),
    },
  };
}

/** The token of a `{ token }` payload; a missing or malformed one is the invalid invitation, before any read. */
export function invitationTokenOf(data: unknown): string {
  const token = typeof data === 'object' && data !== null ? (data as { token?: unknown }).token : undefined;
  if (!isLinkToken(token)) throw new DomainError('not-found', text.invitationInvalid);
  return token;
}

/** What the invitation's page shows before anyone signs in (issue 45): who invites whom, as what. */
export interface InvitationPreview {
  empresa_nome: string;
  /** The invited person's name, null on an invitation from before names were asked. */
  nome: string | null;
  papel: InvitablePapel;
  expira_em: Millis;
}

/**
 * The invitation a token names, as its page shows it (previewInvitation, anyone holding the
 * token): refused as accepting would refuse an unknown, revoked, used or expired one. The e-mail
 * is not shown: a forwarded link tells no one where the invitation went.
 */
export function previewInvitation(invitation: Invitation | null, now: Millis): InvitationPreview {
  const state = invitation ? invitationState(invitation, now) : 'revogado';
  if (!invitation || state === 'revogado') throw new DomainError('not-found', text.invitationInvalid);
  if (state === 'aceito') throw new DomainError('failed-precondition', text.invitationUsed);
  if (state === 'expirado') throw new DomainError('failed-precondition', text.invitationExpired);
  return { empresa_nome: invitation.empresa_nome, nome: invitation.nome ?? null, papel: invitation.papel, expira_em: invitation.expira_em };
}

export interface AcceptContext {
  /** convites/{sha256(token)}, null when no such invitation. */
  invitation: Invitation | null;
  /** integradores/{the invitation's company}, read after the invitation: it must still be approved. */
  company: Pick<Integrator, 'status' | 'nome_empresa'> | null;
  actor: Actor | null;
  /** The caller's e-mail as Auth has it. */
  email: string | null;
  /** Whether Auth has that e-mail confirmed (issue 45): anyone can sign up with an address they do not own. */
  emailVerified: boolean;
  /** The caller's name when the invitation names nobody (its profile's, else its e-mail). */
  nome: string;
  invitee: InviteeFacts;
  now: Millis;
}

export type AcceptWrites =
  /** The caller already accepted this invitation (a retry): nothing to write. */
  | { kind: 'accepted-before'; empresa: string }
  | {
      kind: 'join';
      member: Member;
      invitation: Invitation;
      claims: AccountClaims;
      /**
       * The account's own company record, left by its sign-up and never filled (no proposal): it
       * goes, so the admin's list and its counters do not show an empty company for a member.
       */
      dropOwnRecord: boolean;
    };

/** Joining the invitation's company: the membership, the invitation marked used, the new claims. */
export function acceptInvitation(ctx: AcceptContext): AcceptWrites {
  const caller = requireIntegrator(ctx.actor);
  const invitation = ctx.invitation;
  if (!invitation || invitation.revogado_em !== null) throw new DomainError('not-found', text.invitationInvalid);
  if (invitation.aceito_em !== null) {
    if (invitation.aceito_por === caller.uid) return { kind: 'accepted-before', empresa: invitation.empresa };
    throw new DomainError('failed-precondition', text.invitationUsed);
  }
  if (invitationState(invitation, ctx.now) === 'expirado') throw new DomainError('failed-precondition', text.invitationExpired);
  if (normalizeEmail(ctx.email ?? '') !== invitation.email) throw new DomainError('permission-denied', text.invitationOtherEmail(invitation.email));
  if (!ctx.company || effectiveStatus(ctx.company.status) !== 'aprovado') throw new DomainError('failed-precondition', text.companyUnavailable);
  const { membership } = ctx.invitee;
  if (membership && membership.empresa === invitation.empresa && membership.ativo) throw new DomainError('already-exists', text.alreadyJoined);
  if (membership && membership.ativo && membership.empresa !== caller.uid && membership.empresa !== invitation.empresa) throw new DomainError('failed-precondition', text.inOtherCompany);
  if (ownsACompany({ ...ctx.invitee, membership: null })) throw new DomainError('failed-precondition', text.accountHasCompany);
  // Last: every refusal above stands whether or not the address is confirmed.
  if (!ctx.emailVerified) throw new DomainError('failed-precondition', text.invitationEmailUnverified(invitation.email));
  const member: Member = {
    id: caller.uid,
    empresa: invitation.empresa,
    papel: invitation.papel,
    ativo: true,
    // The name the titular gave on inviting (issue 45), as the team knows the person; else the account's.
    nome: invitation.nome?.trim() || ctx.nome,
    email: invitation.email,
    entrou_em: ctx.now,
    desativado_em: null,
    empresa_nome: ctx.company.nome_empresa,
    empresa_status: ctx.company.status,
  };
  return { kind: 'join', member, invitation: { ...invitation, aceito_em: ctx.now, aceito_por: caller.uid }, claims: memberClaims(member), dropOwnRecord: ctx.invitee.ownCompany !== null };
}
