/**
 * Server-side search of the Kanban boards: each proposal carries `search_tokens` (the same kind of
 * folded prefixes as the integrators', see integrator-search.ts), written by a Firestore trigger.
 * Tokens: prefixes of the client's name from each word on, of the integrator's company name from
 * each word on (the admin searches "by client or integrator"), and of the client's CPF/CNPJ
 * without punctuation. A board queries `array-contains` one term, so it finds proposals that are
 * not loaded in any column's window.
 */
import { normalizeCnpj } from './br-ids';
import { foldText, prefixesOf, sameTokens, searchTermOf, SEARCH_TOKEN_MAX_COUNT } from './integrator-search';
import type { Proposal } from './model';

export type ProposalSearchedFields = Partial<Pick<Proposal, 'cliente_nome' | 'cliente_cpf_cnpj' | 'search_tokens'>> & {
  integrador?: { nome_empresa?: string } | undefined;
};

/** Words of a name a phrase may start at. */
const MAX_WORDS = 8;

function phrasesOf(name: string, into: Set<string>): void {
  const words = foldText(name).split(' ').filter(Boolean).slice(0, MAX_WORDS);
  for (const [index] of words.entries()) prefixesOf(words.slice(index).join(' '), into);
}

/** Every token of a proposal, sorted (a stable value, so an unchanged proposal compares equal). */
export function proposalSearchTokens(proposal: ProposalSearchedFields): string[] {
  const tokens = new Set<string>();
  phrasesOf(proposal.cliente_nome ?? '', tokens);
  phrasesOf(proposal.integrador?.nome_empresa ?? '', tokens);
  prefixesOf(normalizeCnpj(proposal.cliente_cpf_cnpj ?? '').toLowerCase(), tokens);
  return [...tokens].sort().slice(0, SEARCH_TOKEN_MAX_COUNT);
}

/** The trigger's write after a proposal write: new tokens, or null when gone or already right. */
export function proposalSearchTokensPatch(after: ProposalSearchedFields | null): { search_tokens: string[] } | null {
  if (!after) return null;
  const tokens = proposalSearchTokens(after);
  return sameTokens(after.search_tokens, tokens) ? null : { search_tokens: tokens };
}

/**
 * The term a board search is looked up by: digits-only for a CPF/CNPJ typed with its mask
 * ('529.982' → '529982'), otherwise folded text (see searchTermOf).
 */
export function proposalSearchTermOf(query: string): string {
  const trimmed = query.trim();
  if (/^[\d.\-/\s]+$/.test(trimmed) && /\d/.test(trimmed)) return trimmed.replace(/\D/g, '');
  return searchTermOf(trimmed);
}
