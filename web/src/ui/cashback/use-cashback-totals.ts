import { cashbackTotalsOn, emptyCashbackCounters, type CashbackTotals } from '@solarcred/domain/cashback/totals';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { useLive, type LiveState } from '../../backend/use-live';
import { useNow } from '../use-now';

/**
 * The cashback totals of one integrator (or everyone's: null), from its counters document only
 * (one read, whatever the number of entries); 'atrasado' follows today's date.
 */
export function useCashbackTotals(integratorId: string | null): LiveState<CashbackTotals> {
  const live = useLive((backend) => backend.cashback.counters(integratorId), `cashback-counters:${integratorId ?? 'todos'}`);
  const today = saoPauloDayKey(useNow());
  if (live.status !== 'ready') return live;
  return { status: 'ready', data: cashbackTotalsOn(live.data ?? emptyCashbackCounters(), today) };
}
