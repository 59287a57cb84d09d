/**
 * Funding by milestone's collections (issue 48); the shapes are in funding/types.ts:
 * - repasse_planos/{lineId} (+ versoes/{versao}): each line's plan, written by updateFundingPlan;
 * - config/repasses: the clock's target in business days (the admin's Configurações);
 * - repasse_lancamentos/{entryId}: the append-only ledger, functions only;
 * - repasses/{proposalId}: the current cycle folded; repasse_parcelas/{proposalId}_{n}: each of its
 *   tranches (the queue's queries); propostas/{id}.repasse: the states without amounts;
 * - stats_repasses/{integratorId} and stats/repasses: the counters;
 * all but the plan and the settings written in the transaction of each entry.
 */
import type { FundingCounters, FundingEntry, FundingPlan, FundingPlanValue, FundingSettings, StoredFunding, StoredTranche } from '../funding/types';
import { collectionOf, type DocumentSpec } from './collection';

export const fundingPlans = collectionOf<FundingPlan>('repasse_planos');
export const fundingPlanVersions = (lineId: string) => collectionOf<FundingPlanValue>(`${fundingPlans.path}/${lineId}/versoes`);

export const fundingSettingsDoc: DocumentSpec<FundingSettings> = { collection: collectionOf<FundingSettings>('config'), id: 'repasses' };

export const fundingEntries = collectionOf<FundingEntry>('repasse_lancamentos');
export const fundings = collectionOf<StoredFunding>('repasses');
export const tranches = collectionOf<StoredTranche>('repasse_parcelas');

/** repasse_parcelas/{id}: a tranche of the proposal's current cycle. */
export const trancheIdOf = (propostaId: string, parcela: number): string => `${propostaId}_${parcela}`;

export const integratorFundingStatsCollection = collectionOf<FundingCounters>('stats_repasses');
export const integratorFundingStats = (integratorId: string): DocumentSpec<FundingCounters> => ({ collection: integratorFundingStatsCollection, id: integratorId });
export const fundingStats: DocumentSpec<FundingCounters> = { collection: collectionOf<FundingCounters>('stats'), id: 'repasses' };
