/**
 * Server-side search of 'Gerenciar Integradores': each integrator carries `search_tokens`, every
 * string a search may be typed as (folded for accents and case), written by a Firestore trigger;
 * the list queries `array-contains` one normalised term. Tokens: prefixes of every word of the
 * company name and of the name from each word on ('sol inst' finds 'Raio de Sol Instalações'),
 * prefixes of the e-mail, and prefixes of the CNPJ (numeric or alphanumeric) both without
 * punctuation and with its mask, so a search needs no guess at whether it is a CNPJ.
 */
import { normalizeCnpj } from './br-ids';
import { maskCnpj } from './masks';
import type { Integrator } from './model';

/** The fields the tokens come from, and the stored tokens. */
export type SearchedFields = Partial<Pick<Integrator, 'nome_empresa' | 'email' | 'cnpj' | 'search_tokens'>>;

/** Longest prefix kept of a phrase or e-mail: a longer search is cut to the same length. */
export const SEARCH_TOKEN_MAX_LENGTH = 40;
/** Upper bound of one integrator's tokens (Firestore bills an index entry per array value). */
export const SEARCH_TOKEN_MAX_COUNT = 400;
/** Words of the name a phrase may start at. */
const MAX_WORDS = 8;

/** Lower case without accents, spaces collapsed: ' Instalações  Ltda' → 'instalacoes ltda'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Adds every prefix of `text` (cut to the maximum length, none ending in a space) to `into`. */
export function prefixesOf(text: string, into: Set<string>): void {
  const cut = text.slice(0, SEARCH_TOKEN_MAX_LENGTH).trimEnd();
  for (let end = 1; end <= cut.length; end += 1) {
    const prefix = cut.slice(0, end);
    if (!prefix.endsWith(' ')) into.add(prefix);
  }
}

/** Every token of `integrator`, sorted (a stable value, so an unchanged record compares equal). */
export function integratorSearchTokens(integrator: Partial<Pick<Integrator, 'nome_empresa' | 'email' | 'cnpj'>>): string[] {
  const tokens = new Set<string>();
  const words = foldText(integrator.nome_empresa ?? '').split(' ').filter(Boolean).slice(0, MAX_WORDS);
  for (const [index] of words.entries()) prefixesOf(words.slice(index).join(' '), tokens);
  prefixesOf(foldText(integrator.email ?? ''), tokens);
  const cnpj = normalizeCnpj(integrator.cnpj ?? '');
  prefixesOf(cnpj.toLowerCase(), tokens);
  if (cnpj !== '') prefixesOf(maskCnpj(cnpj).toLowerCase(), tokens);
  return [...tokens].sort().slice(0, SEARCH_TOKEN_MAX_COUNT);
}

/** The one token a typed search is looked up by (folded, cut like the tokens); '' for no search. */
export function searchTermOf(query: string): string {
  return foldText(query).slice(0, SEARCH_TOKEN_MAX_LENGTH).trimEnd();
}

export const sameTokens = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((token, index) => token === b[index]);

/**
 * What the search trigger writes after an integrator write: the new tokens, or null when the
 * record is gone or its stored tokens are already right (so the trigger's own write ends there).
 */
export function searchTokensPatch(after: SearchedFields | null): { search_tokens: string[] } | null {
  if (!after) return null;
  const tokens = integratorSearchTokens(after);
  return sameTokens(after.search_tokens, tokens) ? null : { search_tokens: tokens };
}
