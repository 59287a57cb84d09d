/**
 * Funding by milestone (issue 48) on Firestore: the plans (seven documents at most), the clock's
 * setting, the counters by name, the company's fundings and the admin's queue in windows (the
 * queries firestore.indexes.json indexes), the statement's month of entries; every write but
 * config/repasses is a callable.
 */
import { Timestamp, doc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { monthBounds } from '@solarcred/domain/cashback/statement';
import { creditLineIds } from '@solarcred/domain/credit/lines';
import { fundingEntries, fundingPlans, fundingSettingsDoc, fundingStats, fundings, integratorFundingStats, tranches } from '@solarcred/domain/data/funding';
import { proposals } from '@solarcred/domain/data/proposals';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { auth as authText } from '@solarcred/domain/messages';
import { BackendError, type Live } from '../port';
import type { FundingPort } from '../port-funding';
import { auth } from './app';
import { call } from './call';
import { db } from './firestore';
import { liveDoc, liveList } from './live';
import { collectionRef, docRef, singletonRef } from './refs';

/** The statuses whose proposals carry a funding summary a vendedor follows. */
export const fundedStatuses = ['aprovada', 'finalizada'] as const;

/** A document the rules may refuse (a vendedor, or one not written yet): read as null, as the port says. */
function deniedAsNull<T>(live: Live<T | null>): Live<T | null> {
  return (listener, onError) =>
    live(listener, (error) => {
      if ((error as { code?: string } | null)?.code === 'permission-denied') listener(null);
      else onError(error);
    });
}

export const firebaseFunding: FundingPort = {
  plans: liveList(query(collectionRef(fundingPlans), limit(creditLineIds.length))),
  async updatePlan(input) {
    await call('updateFundingPlan', input);
  },
  settings: liveDoc(singletonRef(fundingSettingsDoc)),
  async saveSettings(input) {
    const uid = auth.currentUser?.uid;
    if (!uid) throw new BackendError('unauthenticated', authText.mustBeAuthenticated);
    // As config/instalacao's writer: the rules check the bounds and that updated_by is the caller.
    await setDoc(doc(db, fundingSettingsDoc.collection.docPath(fundingSettingsDoc.id)), { prazo_dias_uteis: input.prazo_dias_uteis, updated_by: uid, updated_at: serverTimestamp() });
  },
  counters: (companyId) => liveDoc(singletonRef(companyId ? integratorFundingStats(companyId) : fundingStats)),
  fundingsOf: (companyId, max) => liveList(query(collectionRef(fundings), where('integrador_id', '==', companyId), orderBy('aprovada_em', 'desc'), limit(max))),
  funding: (propostaId) => deniedAsNull(liveDoc(docRef(fundings, propostaId))),
  sellerProposals: (companyId, sellerUid, max) =>
    liveList(
      query(
        collectionRef(proposals),
        where('integrador_id', '==', companyId),
        where('criado_por', '==', sellerUid),
        where('status', 'in', [...fundedStatuses]),
        orderBy('status_desde', 'desc'),
        limit(max),
      ),
    ),
  queue: (filter, max) =>
    liveList(
      query(
        collectionRef(tranches),
        where('situacao', '==', filter.situacao),
        ...(filter.integradorId ? [where('integrador_id', '==', filter.integradorId)] : []),
        ...(filter.linha ? [where('linha', '==', filter.linha)] : []),
        ...(filter.atrasadas ? [where('prazo', '<', saoPauloDayKey(Date.now()))] : []),
        orderBy('prazo'),
        limit(max),
      ),
    ),
  async monthEntries(companyId, month) {
    const { start, end } = monthBounds(month);
    const snapshot = await getDocs(
      query(collectionRef(fundingEntries), where('integrador_id', '==', companyId), where('registrado_em', '>=', Timestamp.fromMillis(start)), where('registrado_em', '<', Timestamp.fromMillis(end))),
    );
    return snapshot.docs.map((found) => found.data());
  },
  async startVerification(input) {
    await call('startTrancheVerification', input);
  },
  async accept(input) {
    await call('acceptTranche', input);
  },
  async refuse(input) {
    await call('refuseTranche', input);
  },
  async resubmit(input) {
    await call('resubmitTrancheEvidence', input);
  },
  async pay(input) {
    await call('recordTranchePayouts', input);
  },
};
