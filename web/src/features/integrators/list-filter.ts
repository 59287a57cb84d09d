/** Pure list logic of 'Gerenciar Integradores': search, status filter, tabs and pages. */
import { adminTabOf } from '@solarcred/domain/integrator-status';
import type { Integrator } from '@solarcred/domain/model';
import { adminIntegratorTabs, type AdminIntegratorTab } from '@solarcred/domain/options';

export type StatusFilter = 'todos' | AdminIntegratorTab;

export const PAGE_SIZE = 20;

/** Lower case without accents: 'Instalações' → 'instalacoes'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

/** Only letters and digits, folded: masks and spaces ignored ('12.ABC.345/01DE-35' → '12abc34501de35'). */
function compact(text: string): string {
  return foldText(text).replace(/[^0-9a-z]/g, '');
}

/** True when the query is found in the company name, the e-mail or the CNPJ (masked or not). */
export function matchesSearch(integrator: Pick<Integrator, 'nome_empresa' | 'email' | 'cnpj'>, query: string): boolean {
  const folded = foldText(query);
  if (folded === '') return true;
  if (foldText(integrator.nome_empresa ?? '').includes(folded) || foldText(integrator.email ?? '').includes(folded)) return true;
  const key = compact(query);
  return key !== '' && compact(integrator.cnpj ?? '').includes(key);
}

export function isStatusFilter(value: string | null): value is StatusFilter {
  return value === 'todos' || adminIntegratorTabs.some((tab) => tab.value === value);
}

/** The integrators the search and the status filter keep, in the list's order. */
export function filterIntegrators(list: readonly Integrator[], query: string, status: StatusFilter): Integrator[] {
  return list.filter((integrator) => (status === 'todos' || adminTabOf(integrator.status) === status) && matchesSearch(integrator, query));
}

/** The integrators of each tab (an unknown status belongs to none). */
export function groupByTab(list: readonly Integrator[]): Record<AdminIntegratorTab, Integrator[]> {
  const groups: Record<AdminIntegratorTab, Integrator[]> = { pendente_cadastro: [], pendente_aprovacao: [], aprovado: [], rejeitado: [] };
  for (const integrator of list) {
    const tab = adminTabOf(integrator.status);
    if (tab) groups[tab].push(integrator);
  }
  return groups;
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
}

/** One page of `items` (page 1 when there is nothing). */
export function pageOf<T>(items: readonly T[], page: number, size = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
