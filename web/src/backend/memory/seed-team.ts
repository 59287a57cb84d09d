/**
 * The demo company's team (issue 29): the approved integrator (Sol Nascente) has a gestor and two
 * vendedores, each a demo account, with the membership and the claims accepting an invitation
 * gives (membros/{uid} with the company's name and status; no integradores/{uid} of their own).
 * A third of the company's proposals were sent by the vendedores, so each has a board of its own;
 * the titular sent the rest. Columns, totals and the company's counters stay as they were.
 */
import type { Integrator, Millis, Proposal } from '@solarcred/domain/model';
import type { InvitablePapel } from '@solarcred/domain/team/roles';
import { creatorStamp, type Member } from '@solarcred/domain/team/member';

const DAY = 24 * 60 * 60 * 1000;

/** The company with a team: the approved demo integrator's. */
export const teamCompanyId = 'int-aprovado';

export interface SeedTeamMember {
  uid: string;
  email: string;
  nome: string;
  papel: InvitablePapel;
  /** Its button on the demo's sign-in screen. */
  label: string;
  joinedDaysAgo: number;
}

export const teamMembers: readonly SeedTeamMember[] = [
  { uid: 'equipe-gestor', email: 'gestor@solarcred.demo', nome: 'Paulo Henrique Duarte', papel: 'gestor', label: 'Gestor da equipe', joinedDaysAgo: 50 },
  { uid: 'equipe-vendedor', email: 'vendedor@solarcred.demo', nome: 'Rafael Nunes', papel: 'vendedor', label: 'Vendedor da equipe', joinedDaysAgo: 40 },
  { uid: 'equipe-vendedora', email: 'vendedora@solarcred.demo', nome: 'Tatiane Moreira', papel: 'vendedor', label: 'Vendedora da equipe', joinedDaysAgo: 30 },
];

/** When a member joined its company. */
export const joinedAt = (member: SeedTeamMember, now: Millis): Millis => now - member.joinedDaysAgo * DAY;

/** The membership acceptInvitation writes for `member` in `company`. */
export function teamMembership(member: SeedTeamMember, company: Integrator, now: Millis): Member {
  return {
    id: member.uid,
    empresa: company.id,
    papel: member.papel,
    ativo: true,
    nome: member.nome,
    email: member.email,
    entrou_em: joinedAt(member, now),
    desativado_em: null,
    empresa_nome: company.nome_empresa,
    empresa_status: company.status,
  };
}

const vendedores = teamMembers.filter((member) => member.papel === 'vendedor');

/**
 * Who sent the company's `n`-th seeded proposal (1-based, seedProposalId's n): the first vendedor
 * the 2nd, 8th, 14th…, the second the 3rd, 9th, 15th… (one of the newest three each, plus older
 * ones); the titular (undefined) the others, among them the 1st and 5th that the tests name.
 */
export function seededSender(n: number): SeedTeamMember | undefined {
  const slot = n % 6;
  return slot === 2 || slot === 3 ? vendedores[slot - 2] : undefined;
}

/** The company's `n`-th seeded proposal as its sender sent it: a vendedor's carries its uid and name. */
export function sentByTeam(proposal: Proposal, n: number, company: Integrator): Proposal {
  const sender = proposal.integrador_id === teamCompanyId ? seededSender(n) : undefined;
  return sender ? { ...proposal, ...creatorStamp({ uid: sender.uid, papel: sender.papel, nome: sender.nome }, company) } : proposal;
}
