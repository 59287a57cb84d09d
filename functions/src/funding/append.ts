/**
 * Appending to the funding ledger inside a transaction (issue 48), as cashback/append.ts does for
 * the cashback: the proposals' entries, the proposals and the counters are read first, the domain
 * decides (fundingWrites), and the new entries (created, never overwritten: a replay's id exists),
 * repasses/{id}, each touched repasse_parcelas/{id}_{n}, the proposal's `repasse` summary (that
 * field only: never updated_at nor status), one history entry per entry and the counters are
 * written together.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { DocumentSpec } from '@solarcred/domain/data/collection';
import { fundingEntries, fundings, fundingStats, integratorFundingStats, tranches } from '@solarcred/domain/data/funding';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { statsDocPath } from '@solarcred/domain/data/stats';
import { fundingWrites } from '@solarcred/domain/funding/append';
import { readFundingCounters } from '@solarcred/domain/funding/totals';
import type { FundingCounters, FundingEntry } from '@solarcred/domain/funding/types';
import type { Proposal, StatusHistoryEntry } from '@solarcred/domain/model';
import { toFirestore, typedCollection, typedDoc } from '../firestore-data';

/** One proposal's entries, every cycle, read in the transaction (a handful per proposal). */
export async function readFundingLedger(tx: Transaction, db: Firestore, propostaId: string): Promise<FundingEntry[]> {
  const found = await tx.get(typedCollection(db, fundingEntries).where('proposta_id', '==', propostaId));
  return found.docs.map((doc) => doc.data());
}

/** The proposal as it is now, read in the transaction (its status goes into the history entries). */
export async function readProposal(tx: Transaction, db: Firestore, propostaId: string): Promise<Proposal | null> {
  return (await tx.get(typedDoc(db, proposals, propostaId))).data() ?? null;
}

const readCounters = async (tx: Transaction, db: Firestore, spec: DocumentSpec<FundingCounters>) => readFundingCounters((await tx.get(db.doc(statsDocPath(spec)))).data());

/**
 * Reads the counters the entries move, then writes what appending them writes; answers how many
 * entries were new. `proposalsById` holds every proposal an entry names, read in this transaction.
 */
export async function appendFundingEntries(
  tx: Transaction,
  db: Firestore,
  ledgers: ReadonlyMap<string, readonly FundingEntry[]>,
  proposalsById: ReadonlyMap<string, Proposal>,
  entries: readonly FundingEntry[],
  now: number,
): Promise<number> {
  if (entries.length === 0) return 0;
  const owners = [...new Set(entries.map((entry) => entry.integrador_id))];
  const [all, ...own] = await Promise.all([readCounters(tx, db, fundingStats), ...owners.map((id) => readCounters(tx, db, integratorFundingStats(id)))]);
  const writes = fundingWrites(ledgers, entries, { all, byIntegrator: new Map(owners.map((id, index) => [id, own[index] ?? readFundingCounters(undefined)])) }, now);
  if (writes.entries.length === 0) return 0;
  for (const entry of writes.entries) tx.create(db.doc(fundingEntries.docPath(entry.id)), toFirestore(entry));
  for (const funding of writes.fundings) tx.set(db.doc(fundings.docPath(funding.id)), toFirestore(funding));
  for (const tranche of writes.tranches) tx.set(db.doc(tranches.docPath(tranche.id)), toFirestore(tranche));
  for (const [propostaId, summary] of writes.summaries) tx.update(db.doc(proposals.docPath(propostaId)), { repasse: toFirestore(summary) });
  for (const [propostaId, steps] of writes.history) {
    const status = String(proposalsById.get(propostaId)?.status ?? '');
    // The steps are in the order of the proposal's new entries: each step's author and time are its entry's.
    const own = writes.entries.filter((entry) => entry.proposta_id === propostaId);
    steps.forEach((step, i) => {
      const entry = own[i];
      const history: Omit<StatusHistoryEntry, 'id'> = { de: status, para: status, por: entry?.registrado_por ?? 'sistema', motivo: step.motivo, em: entry?.registrado_em ?? now, repasse: step };
      tx.create(db.collection(proposalHistory(propostaId).path).doc(), toFirestore(history));
    });
  }
  tx.set(db.doc(statsDocPath(fundingStats)), toFirestore(writes.counters.all));
  for (const [id, counters] of writes.counters.byIntegrator) tx.set(db.doc(statsDocPath(integratorFundingStats(id))), toFirestore(counters));
  return writes.entries.length;
}
