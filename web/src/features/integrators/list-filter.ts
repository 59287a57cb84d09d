/**
 * Pure list logic of 'Gerenciar Integradores' the client still holds: the status filter, and the
 * truthful 'Mostrando X de Y'. Search and pages run on the server (domain/src/integrator-search.ts,
 * the backend's `integratorList`).
 */
import { adminIntegratorTabs, type AdminIntegratorTab } from '@solarcred/domain/options';

export type StatusFilter = 'todos' | AdminIntegratorTab;

export function isStatusFilter(value: string | null): value is StatusFilter {
  return value === 'todos' || adminIntegratorTabs.some((tab) => tab.value === value);
}

export interface ShowingInput {
  /** The search term ('' for none). */
  term: string;
  statusFilter: StatusFilter;
  /** Per tab, from stats/integradores. */
  totals: Record<AdminIntegratorTab, number>;
  /** Every integrator, from stats/integradores. */
  total: number;
  /** The server's count of the search's matches under the status filter; null until known. */
  searchMatches: number | null;
}

/**
 * X and Y of 'Mostrando X de Y' (null while X is unknown): X is how many integrators the search
 * and the status filter keep, counted exactly (the counters, or an aggregation query for a
 * search), never the rows loaded so far; Y is every integrator.
 */
export function showingOf({ term, statusFilter, totals, total, searchMatches }: ShowingInput): { shown: number; total: number } | null {
  if (term !== '') return searchMatches === null ? null : { shown: searchMatches, total };
  return { shown: statusFilter === 'todos' ? total : totals[statusFilter], total };
}
