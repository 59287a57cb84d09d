/**
 * Cashback over the memory store: the reads firestore.rules allows (rates: admins and approved
 * integrators; versions, cycles due and overall counters: admins; an integrator's ledger and
 * counters: admins and that approved integrator) and the callables' domain handlers.
 */
import { updateCashbackRate } from '@solarcred/domain/cashback/cashback-rates';
import { payoutBatchProposalIds, recordPayouts } from '@solarcred/domain/cashback/payout-batch';
import { monthBounds } from '@solarcred/domain/cashback/statement';
import { clawbackInput, recordClawback, recordRecovery, recoveryInput, releaseCredit, releaseInput } from '@solarcred/domain/cashback/transitions';
import { inLineOrder } from '@solarcred/domain/credit/lines';
import { cashbackCycles, cashbackEntries, cashbackRates, cashbackRateVersions, cashbackStats, integratorCashbackStats, payoutDestinations, type StoredCashbackCycle } from '@solarcred/domain/data/cashback';
import { creditLines } from '@solarcred/domain/data/credit-lines';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import type { CashbackEntryFilter, CashbackPort } from '../port-cashback';
import { reauthenticated } from './auth';
import { appendToLedger, ledgerOf, savePayoutDestinationIn } from './cashback-ledger';
import { actorOf, pause, rulesDenied, runCommand } from './commands';
import { audited } from './audited';
import { liveQuery } from './live';
import { approvedReader, isApprovedTitularOf } from './reader';
import { putDoc, type MemoryStore } from './store';

export function memoryCashback(store: MemoryStore): CashbackPort {
  const isAdmin = () => actorOf(store)?.role === 'admin';
  /** Admins, or the company's approved titular asking for its own (the cashback is the titular's, issue 29). */
  const mayRead = (integratorId: string | null) => isAdmin() || isApprovedTitularOf(store, integratorId);
  const entriesOf = (integratorId: string, filter: CashbackEntryFilter) => {
    if (!mayRead(integratorId)) throw rulesDenied();
    const month = filter.month ? monthBounds(filter.month) : null;
    return store
      .collection(cashbackEntries)
      .filter((entry) => entry.integrador_id === integratorId && (!filter.tipo || entry.tipo === filter.tipo) && (!month || (entry.registrado_em >= month.start && entry.registrado_em < month.end)))
      // Newest first, a tie broken by id as Firestore does (the statement keeps this order too).
      .sort((a, b) => b.registrado_em - a.registrado_em || b.id.localeCompare(a.id));
  };
  const append = (propostaIds: readonly string[], entries: Parameters<typeof appendToLedger>[2]) =>
    store.update((state) => appendToLedger(state, propostaIds, entries, Date.now()));

  const cyclesIn = (situacao: 'prevista' | 'a_pagar' | 'clawback', order: (a: StoredCashbackCycle, b: StoredCashbackCycle) => number, limit: number, integratorId: string | null = null) =>
    liveQuery(
      store,
      () => {
        if (!isAdmin()) throw rulesDenied();
        return store.collection(cashbackCycles).filter((cycle) => cycle.situacao === situacao && (!integratorId || cycle.integrador_id === integratorId)).sort(order).slice(0, limit);
      },
      (found) => found.length,
    );

  return {
    rates: liveQuery(
      store,
      () => {
        if (!isAdmin() && approvedReader(store) === null) throw rulesDenied();
        return inLineOrder(store.collection(cashbackRates));
      },
      (found) => found.length,
    ),
    updateRate: (input) =>
      audited(store, 'updateCashbackRate', input, runCommand(store, 'updateCashbackRate', () => {
        const id = (input as { id?: string }).id ?? '';
        const writes = updateCashbackRate(store.doc(cashbackRates, id), store.doc(creditLines, id), input, actorOf(store), Date.now());
        if (!writes) return;
        store.update((state) => {
          putDoc(state, cashbackRates, writes.rate);
          if (writes.replaced) putDoc(state, cashbackRateVersions(id), { ...writes.replaced, id: String(writes.replaced.versao) });
        });
      })),
    counters: (integratorId) =>
      liveQuery(
        store,
        () => {
          if (!mayRead(integratorId)) throw rulesDenied();
          return store.single(integratorId ? integratorCashbackStats(integratorId) : cashbackStats);
        },
        () => 1,
      ),
    entries: (integratorId, filter, limit) => liveQuery(store, () => entriesOf(integratorId, filter).slice(0, limit), (found) => found.length),
    async monthEntries(integratorId, month) {
      await pause();
      const found = entriesOf(integratorId, { month, tipo: null });
      store.countReads(Math.max(1, found.length));
      return found;
    },
    due: (limit, integratorId) => cyclesIn('a_pagar', (a, b) => String(a.vencimento).localeCompare(String(b.vencimento)), limit, integratorId),
    awaitingRelease: (limit) => cyclesIn('prevista', (a, b) => a.aprovada_em - b.aprovada_em, limit),
    toRecover: (limit) => cyclesIn('clawback', (a, b) => a.aprovada_em - b.aprovada_em, limit),
    cycle: (propostaId) =>
      liveQuery(
        store,
        () => {
          const found = store.doc(cashbackCycles, propostaId);
          // firestore.rules read the stored integrador_id: a missing cycle is refused to all but admins.
          if (!isAdmin() && (!found || !isApprovedTitularOf(store, found.integrador_id))) throw rulesDenied();
          return found;
        },
        () => 1,
      ),
    destination: (integratorId) =>
      liveQuery(
        store,
        () => {
          // firestore.rules: its owner (any status) and admins.
          if (!isAdmin() && actorOf(store)?.uid !== integratorId) throw rulesDenied();
          return store.doc(payoutDestinations, integratorId);
        },
        () => 1,
      ),
    async saveDestination(input, password) {
      await pause();
      reauthenticated(store, password);
      await runCommand(store, 'savePayoutDestination', () => {
        const now = Date.now();
        store.update((state) => savePayoutDestinationIn(state, input, actorOf(store), now / 1000, now));
      });
    },
    async readDestinations(integratorIds) {
      await pause();
      if (!isAdmin()) throw rulesDenied();
      const ids = [...new Set(integratorIds)];
      store.countReads(ids.length);
      return ids.flatMap((id) => store.doc(payoutDestinations, id) ?? []);
    },
    release: (input) =>
      audited(store, 'releaseCashback', input, runCommand(store, 'releaseCashback', () => {
        const { propostaId } = parseCommand(releaseInput, input);
        append([propostaId], [releaseCredit(ledgerOf(store.snapshot, propostaId), input, actorOf(store), Date.now())]);
      })),
    pay: (input) =>
      audited(store, 'recordCashbackPayouts', input, runCommand(store, 'recordCashbackPayouts', () => {
        const ids = payoutBatchProposalIds(input, actorOf(store));
        const ledgers = new Map(ids.map((id) => [id, ledgerOf(store.snapshot, id)]));
        append(ids, recordPayouts(ledgers, input, actorOf(store), Date.now()));
      })),
    clawback: (input) =>
      audited(store, 'recordCashbackClawback', input, runCommand(store, 'recordCashbackClawback', () => {
        const { propostaId } = parseCommand(clawbackInput, input);
        append([propostaId], [recordClawback(ledgerOf(store.snapshot, propostaId), input, actorOf(store), Date.now())]);
      })),
    recover: (input) =>
      audited(store, 'recordCashbackRecovery', input, runCommand(store, 'recordCashbackRecovery', () => {
        const { propostaId } = parseCommand(recoveryInput, input);
        append([propostaId], [recordRecovery(ledgerOf(store.snapshot, propostaId), input, actorOf(store), Date.now())]);
      })),
  };
}
