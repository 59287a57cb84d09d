/**
 * Cashback on Firestore: the rates (seven documents at most), the counters by name, the ledger in
 * windows (integrador_id + registrado_em, with tipo when filtered; firestore.indexes.json), the
 * cycles due by date; every write is a callable.
 */
import { Timestamp, doc, getDoc, getDocs, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { creditLineIds } from '@solarcred/domain/credit/lines';
import { monthBounds } from '@solarcred/domain/cashback/statement';
import { cashbackCycles, cashbackEntries, cashbackRates, cashbackStats, integratorCashbackStats, payoutDestinations } from '@solarcred/domain/data/cashback';
import type { CashbackEntryFilter, CashbackPort } from '../port-cashback';
import { reauthenticate } from './auth';
import { call } from './call';
import { liveDoc, liveList } from './live';
import { collectionRef, singletonRef } from './refs';

function entryFilters(integratorId: string, filter: CashbackEntryFilter): QueryConstraint[] {
  const month = filter.month ? monthBounds(filter.month) : null;
  return [
    where('integrador_id', '==', integratorId),
    ...(filter.tipo ? [where('tipo', '==', filter.tipo)] : []),
    ...(month ? [where('registrado_em', '>=', Timestamp.fromMillis(month.start)), where('registrado_em', '<', Timestamp.fromMillis(month.end))] : []),
    orderBy('registrado_em', 'desc'),
  ];
}

export const firebaseCashback: CashbackPort = {
  rates: liveList(query(collectionRef(cashbackRates), limit(creditLineIds.length))),
  async updateRate(input) {
    await call('updateCashbackRate', input);
  },
  counters: (integratorId) => liveDoc(singletonRef(integratorId ? integratorCashbackStats(integratorId) : cashbackStats)),
  entries: (integratorId, filter, max) => liveList(query(collectionRef(cashbackEntries), ...entryFilters(integratorId, filter), limit(max))),
  async monthEntries(integratorId, month) {
    const snapshot = await getDocs(query(collectionRef(cashbackEntries), ...entryFilters(integratorId, { month, tipo: null })));
    return snapshot.docs.map((doc) => doc.data());
  },
  due: (max, integratorId) =>
    liveList(query(collectionRef(cashbackCycles), ...(integratorId ? [where('integrador_id', '==', integratorId)] : []), where('situacao', '==', 'a_pagar'), orderBy('vencimento'), limit(max))),
  awaitingRelease: (max) => liveList(query(collectionRef(cashbackCycles), where('situacao', '==', 'prevista'), orderBy('aprovada_em'), limit(max))),
  toRecover: (max) => liveList(query(collectionRef(cashbackCycles), where('situacao', '==', 'clawback'), orderBy('aprovada_em'), limit(max))),
  cycle: (propostaId) => liveDoc(doc(collectionRef(cashbackCycles), propostaId)),
  destination: (integratorId) => liveDoc(doc(collectionRef(payoutDestinations), integratorId)),
  async saveDestination(input, password) {
    await reauthenticate(password);
    await call('savePayoutDestination', input);
  },
  async readDestinations(integratorIds) {
    const found = await Promise.all([...new Set(integratorIds)].map((id) => getDoc(doc(collectionRef(payoutDestinations), id))));
    return found.flatMap((snapshot) => (snapshot.exists() ? [snapshot.data()] : []));
  },
  async release(input) {
    await call('releaseCashback', input);
  },
  async pay(input) {
    await call('recordCashbackPayouts', input);
  },
  async clawback(input) {
    await call('recordCashbackClawback', input);
  },
  async recover(input) {
    await call('recordCashbackRecovery', input);
  },
};
