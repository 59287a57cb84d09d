/**
 * The cashback's collections (issue 27):
 * - cashback_taxas/{lineId}: each credit line's cashback rate (updateCashbackRate), with the
 *   replaced values in cashback_taxas/{lineId}/versoes/{versao};
 * - cashback_lancamentos/{entryId}: the append-only ledger, one document per entry (entryId is
 *   `${proposalId}:${cycle}:${type}`), written only by functions;
 * - cashback_ciclos/{proposalId}: the proposal's current cycle, the ledger folded (the screens'
 *   'due by date' queries need the current situation, which append-only entries cannot give),
 *   written in the same transaction as each entry;
 * - stats_cashback/{integratorId} and stats/cashback: the totals' counters, same transaction.
 */
import type { CashbackRate, CashbackRateValue } from '../cashback/cashback-rates';
import type { CashbackCycle, CashbackEntry } from '../cashback/ledger';
import type { CashbackCounters } from '../cashback/totals';
import type { StoredPayoutDestination } from '../cashback/payout-destination';
import { collectionOf, type DocumentSpec } from './collection';

export const cashbackRates = collectionOf<CashbackRate>('cashback_taxas');
export const cashbackRateVersions = (lineId: string) => collectionOf<CashbackRateValue>(`${cashbackRates.path}/${lineId}/versoes`);

export const cashbackEntries = collectionOf<CashbackEntry>('cashback_lancamentos');

/** The current cycle, with its proposal's id as the document id. */
/** `dados_pagamento_alterados_em`: the integrator changed its payout destination while this was due. */
export type StoredCashbackCycle = CashbackCycle & { id: string; atualizado_em: number; dados_pagamento_alterados_em?: number };
export const cashbackCycles = collectionOf<StoredCashbackCycle>('cashback_ciclos');

export const integratorCashbackStatsCollection = collectionOf<CashbackCounters>('stats_cashback');
export const integratorCashbackStats = (integratorId: string): DocumentSpec<CashbackCounters> => ({ collection: integratorCashbackStatsCollection, id: integratorId });
export const cashbackStats: DocumentSpec<CashbackCounters> = { collection: collectionOf<CashbackCounters>('stats'), id: 'cashback' };

/** dados_pagamento/{uid}: where the integrator's cashback is paid (savePayoutDestination only). */
export const payoutDestinations = collectionOf<StoredPayoutDestination>('dados_pagamento');
