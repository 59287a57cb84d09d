/**
 * Roles inside an integrator company (issue 29, 'Equipe'). The company's id is its titular's
 * uid, so every integrador_id, Storage folder, counter and notice audience written before teams
 * existed already names the company. The `papel` and `empresa` claims are hints the client routes
 * by; the authority is membros/{uid} (./member.ts), which the rules and the callables read.
 */
import { labelOf, type Option } from '../options';

export const papelOptions = [
  { value: 'titular', label: 'Titular' },
  { value: 'gestor', label: 'Gestor' },
  { value: 'vendedor', label: 'Vendedor' },
] as const satisfies readonly Option[];
export type Papel = (typeof papelOptions)[number]['value'];
export const papeis = papelOptions.map((option) => option.value) as [Papel, ...Papel[]];

/** The roles a titular may give when inviting or changing a member: the titular is whoever registered the company. */
export const invitablePapeis = ['gestor', 'vendedor'] as const satisfies readonly Papel[];
export type InvitablePapel = (typeof invitablePapeis)[number];

/** A role as people read it ('Gestor'); the stored value itself for anything unknown. */
export function papelLabel(papel: string): string {
  return labelOf(papelOptions, papel) ?? papel;
}

/** Reads a stored role; null for anything else. */
export function normalizePapel(value: unknown): Papel | null {
  return papeis.includes(value as Papel) ? (value as Papel) : null;
}

/** Titular and gestor see every proposal of the company; a vendedor only the ones they created. */
export function seesWholeCompany(papel: Papel): boolean {
  return papel !== 'vendedor';
}

/** Only the titular manages the team and the payout data. */
export function managesTeam(papel: Papel): boolean {
  return papel === 'titular';
}
