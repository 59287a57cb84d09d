/**
 * The cashback ledger on the memory store, as functions/src/cashback does it on Firestore: the
 * proposal trigger's approval and rejection entries, and the append of any entries (the domain's
 * ledgerWrites: entries, cycles, counters).
 */
import { ledgerWrites } from '@solarcred/domain/cashback/append';
import { appliedRateOf } from '@solarcred/domain/cashback/cashback-rates';
import type { CashbackEntry } from '@solarcred/domain/cashback/ledger';
import { readCashbackCounters } from '@solarcred/domain/cashback/totals';
import { cashbackBasisOf, cashbackEventOf, onApproval, onRejection } from '@solarcred/domain/cashback/transitions';
import { cashbackCycles, cashbackEntries, cashbackRates, cashbackStats, integratorCashbackStats, payoutDestinations } from '@solarcred/domain/data/cashback';
import { integrators } from '@solarcred/domain/data/integrators';
import { savePayoutDestination } from '@solarcred/domain/cashback/payout-destination';
import type { Actor } from '@solarcred/domain/handlers/actor';
import { proposals } from '@solarcred/domain/data/proposals';
import { cashbackPaidMailEvent, payoutDestinationMailEvent } from '@solarcred/domain/mail/events';
import type { Proposal } from '@solarcred/domain/model';
import { queueMails } from './mail-triggers';
import { putDoc, putSingle, readCollection, readDoc, type MemoryState } from './store';

/** One proposal's entries. */
export const ledgerOf = (state: MemoryState, propostaId: string): CashbackEntry[] =>
  readCollection(state, cashbackEntries).filter((entry) => entry.proposta_id === propostaId);

const countersOf = (state: MemoryState, integratorId: string | null) => {
  const spec = integratorId ? integratorCashbackStats(integratorId) : cashbackStats;
  return readCashbackCounters(readDoc(state, spec.collection, spec.id));
};

/** Appends the entries to a draft state; answers how many were new. */
export function appendToLedger(state: MemoryState, propostaIds: readonly string[], entries: readonly CashbackEntry[], now: number): number {
  const ledgers = new Map(propostaIds.map((id) => [id, ledgerOf(state, id)]));
  const owners = [...new Set(entries.map((entry) => entry.integrador_id))];
  const writes = ledgerWrites(ledgers, entries, { all: countersOf(state, null), byIntegrator: new Map(owners.map((id) => [id, countersOf(state, id)])) }, now);
  if (writes.entries.length === 0) return 0;
  for (const entry of writes.entries) putDoc(state, cashbackEntries, entry);
  for (const cycle of writes.cycles) putDoc(state, cashbackCycles, cycle);
  putSingle(state, cashbackStats, writes.counters.all);
  for (const [id, counters] of writes.counters.byIntegrator) putSingle(state, integratorCashbackStats(id), counters);
  // The payouts' e-mails, as onCashbackPaidMail does.
  for (const entry of writes.entries) {
    const proposal = readDoc(state, proposals, entry.proposta_id);
    if (proposal) queueMails(state, cashbackPaidMailEvent(proposal, entry), entry.integrador_id);
  }
  return writes.entries.length;
}

/** What onProposalCashback does for one proposal write. */
export function onProposalCashback(state: MemoryState, before: Proposal | null, after: Proposal | null): void {
  const event = cashbackEventOf(before, after);
  if (!event || !after) return;
  const ledger = ledgerOf(state, after.id);
  let entry: CashbackEntry | null;
  if (event.tipo === 'aprovacao') {
    const { linha, baseCentavos } = cashbackBasisOf(after);
    const rate = readDoc(state, cashbackRates, linha);
    entry = onApproval(ledger, { propostaId: after.id, integradorId: after.integrador_id, aprovadaEm: event.em, linha, baseCentavos, clienteNome: after.cliente_nome, nomeEmpresa: (after.integrador as Proposal['integrador'] | undefined)?.nome_empresa }, appliedRateOf(rate));
  } else {
    entry = onRejection(ledger, { propostaId: after.id, reprovadaEm: event.em, motivo: event.motivo });
  }
  if (entry) appendToLedger(state, [after.id], [entry], Date.now());
}

/** What savePayoutDestination writes: the destination, the due cycles flagged, the owner's e-mail. */
export function savePayoutDestinationIn(state: MemoryState, input: unknown, actor: Actor | null, authTimeSeconds: number, now: number): void {
  const uid = actor?.uid ?? '';
  const due = readCollection(state, cashbackCycles).filter((cycle) => cycle.integrador_id === uid && cycle.situacao === 'a_pagar');
  const record = readDoc(state, integrators, uid);
  const saved = savePayoutDestination({ input, actor, company: record, authTimeSeconds, now, cashbackDue: due.length > 0 });
  putDoc(state, payoutDestinations, saved);
  for (const cycle of due) putDoc(state, cashbackCycles, { ...cycle, dados_pagamento_alterados_em: now });
  queueMails(state, payoutDestinationMailEvent(saved, record?.nome_empresa ?? ''), uid);
}
