import { emptyFundingCounters, fundingTotalsOn } from '@solarcred/domain/funding/totals';
import type { FundingCounters, FundingTotals } from '@solarcred/domain/funding/types';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { useLive, type LiveState } from '../../../backend/use-live';
import { useNow } from '../../../ui/use-now';

export interface FundingCounterView {
  totals: FundingTotals;
  /** 'YYYY-MM' -> centavos paid that month. */
  pagoPorMes: Record<string, number>;
}

/**
 * A company's funding totals from its counters document only (one read, whatever the number of
 * tranches); 'atrasado' is split from 'em andamento' by today's date.
 */
export function useFundingTotals(companyId: string): LiveState<FundingCounterView> {
  const live = useLive((backend) => backend.funding.counters(companyId), `funding-counters:${companyId}`);
  const today = saoPauloDayKey(useNow());
  if (live.status !== 'ready') return live;
  const counters: FundingCounters = live.data ?? emptyFundingCounters();
  return { status: 'ready', data: { totals: fundingTotalsOn(counters, today), pagoPorMes: counters.pago_por_mes } };
}
