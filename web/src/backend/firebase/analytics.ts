/**
 * Issue 50: the analytics reads over Firestore. A company's row and the platform's median are read
 * here, lightly (the integrator dashboard's card); the admin's cells and ranking come from
 * analytics-admin.ts, loaded on their first use.
 */
import { funnelStages, type RankingRow } from '@solarcred/domain/analytics/types';
import { publicDecisionMedian, rankingRows } from '@solarcred/domain/data/analytics';
import type { Live } from '../port';
import type { AnalyticsPort } from '../port-analytics';
import { liveDoc } from './live';
import { docRef, singletonRef } from './refs';

const admin = () => import('./analytics-admin');

/** A live read of the admin module, subscribed once it has loaded (stoppable before). */
function adminLive<T>(pick: (module: Awaited<ReturnType<typeof admin>>) => Live<T>): Live<T> {
  return (listener, onError) => {
    let stop: (() => void) | null = null;
    let active = true;
    admin().then((module) => {
      if (active) stop = pick(module)(listener, onError);
    }, onError);
    return () => {
      active = false;
      stop?.();
    };
  };
}

/** A company's row as the trigger writes it (every field, applyAnalyticsDelta); the card's fields read leniently. */
function ownRow(stored: Partial<RankingRow> | null, id: string): RankingRow | null {
  if (!stored) return null;
  const funil = Object.fromEntries(funnelStages.map((stage) => [stage, stored.funil?.[stage] ?? 0])) as RankingRow['funil'];
  return { ...stored, integrador_id: id, nome: stored.nome ?? '', funil, reprovadas: stored.reprovadas ?? 0, decisao: stored.decisao ?? [], taxa_aprovacao: stored.taxa_aprovacao ?? 0 } as RankingRow;
}

export const firebaseAnalytics: AnalyticsPort = {
  cells: (filter) => adminLive((module) => module.cells(filter)),
  ranking: async (rankingQuery) => (await admin()).ranking(rankingQuery),
  ofIntegrator: (integratorId) => (listener, onError) =>
    liveDoc(docRef(rankingRows, integratorId))((stored) => listener(ownRow(stored, integratorId)), onError),
  platformMedian: (listener, onError) =>
    liveDoc(singletonRef(publicDecisionMedian))((stored) => listener(typeof stored?.mediana_horas === 'number' ? stored.mediana_horas : null), onError),
};
