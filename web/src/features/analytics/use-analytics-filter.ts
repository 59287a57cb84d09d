import { useSearchParams } from 'react-router-dom';
import { lastMonths } from '@solarcred/domain/proposal-stats-view';
import { isReadablePeriod } from '@solarcred/domain/analytics/months';
import type { AnalyticsFilter } from '@solarcred/domain/analytics/types';
import { linhasCredito, ufs } from '@solarcred/domain/options';
import { noLine, noState } from '@solarcred/domain/analytics/counts';

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
const lines: readonly string[] = [...linhasCredito, noLine];
const states: readonly string[] = [...ufs, noState];

export interface AnalyticsFilterState {
  filter: AnalyticsFilter;
  /** The chosen integrator's name, carried in the address beside its id. */
  integratorName: string | null;
  /** False when the typed period is not one (start after end, too long): nothing is read then. */
  valid: boolean;
  set: (change: Partial<AnalyticsFilter> & { nome?: string | null }) => void;
}

/** The filters of 'Análises', kept in the address (a link reopens the same view); the last 12 months by default. */
export function useAnalyticsFilter(now: number): AnalyticsFilterState {
  const [params, setParams] = useSearchParams();
  const defaults = lastMonths(now, 12);
  const month = (key: string, fallback: string) => {
    const value = params.get(key) ?? '';
    return monthPattern.test(value) ? value : fallback;
  };
  const oneOf = (key: string, allowed: readonly string[]) => {
    const value = params.get(key);
    return value !== null && allowed.includes(value) ? value : null;
  };
  const filter: AnalyticsFilter = {
    de: month('de', defaults[0] ?? ''),
    ate: month('ate', defaults.at(-1) ?? ''),
    linha: oneOf('linha', lines),
    uf: oneOf('uf', states),
    integrador_id: params.get('integrador') || null,
  };
  const valid = isReadablePeriod(filter.de, filter.ate);
  const set: AnalyticsFilterState['set'] = (change) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const put = (key: string, value: string | null | undefined) => {
        if (value === undefined) return;
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      };
      put('de', change.de);
      put('ate', change.ate);
      put('linha', change.linha);
      put('uf', change.uf);
      put('integrador', change.integrador_id);
      put('nome', change.nome);
      return next;
    }, { replace: true });
  return { filter, integratorName: filter.integrador_id ? params.get('nome') || filter.integrador_id : null, valid, set };
}
