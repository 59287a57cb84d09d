/**
 * onProposalFunding (issue 48): every proposal write reconciles its funding ledger with its state
 * (fundingEventsOf): approval opens a cycle with the line's plan pinned, a marked milestone
 * releases its tranche with the clock's prazo, an undone one blocks it again, a rejection reverses
 * or claws back. State-based, so a replayed or late event finds nothing to do; the entries' ids
 * are deterministic, so two runs at once cannot both append.
 *
 * Most proposal writes ask for nothing (a comment's count, search tokens, this trigger's own
 * `repasse` summary). Those are told without a transaction: the summary's own write by its diff,
 * with no read; a proposal that never had a cycle
 * (no `repasse`) is judged on its own document, with no read; one that has one by one read of its
 * ledger. Only an event that may append takes the transaction, which reads the proposal as it is
 * now (not the event's snapshot), its ledger, the clock's settings and, when a cycle opens, the
 * line's plan, and appends in that transaction.
 */
import { isDeepStrictEqual } from 'node:util';
import { logger } from 'firebase-functions';
import type { Change } from 'firebase-functions';
import type { FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { fundingEntries, fundingPlans, fundingSettingsDoc } from '@solarcred/domain/data/funding';
import { readDocument } from '@solarcred/domain/data/timestamps';
import { fundingEventsOf, fundingLineOf } from '@solarcred/domain/funding/transitions';
import type { FundingEntry } from '@solarcred/domain/funding/types';
import type { Millis, Proposal } from '@solarcred/domain/model';
import { adminFirestore } from '../app';
import { typedCollection, typedDoc } from '../firestore-data';
import { appendFundingEntries, readFundingLedger, readProposal } from './append';

/**
 * Whether the proposal's write may append anything, told without a transaction. The plan and the
 * settings only shape the entries (amounts, prazo), never whether there are any, so the domain is
 * asked with neither.
 */
async function mayAppend(db: Firestore, after: Proposal, now: Millis): Promise<boolean> {
  // No summary: no cycle was ever opened (each append writes it), so the ledger is empty.
  if (!after.repasse) return fundingEventsOf([], after, null, null, now).length > 0;
  const ledger = await typedCollection(db, fundingEntries).where('proposta_id', '==', after.id).get();
  return fundingEventsOf(ledger.docs.map((doc) => doc.data()), after, null, null, now).length > 0;
}

/** Reconciles one proposal's ledger with the proposal written; answers how many entries were appended. */
export async function applyFundingEvents(db: Firestore, after: Proposal | null): Promise<number> {
  if (!after || !(await mayAppend(db, after, Date.now()))) return 0;
  return db.runTransaction(async (tx) => {
    const [proposal, ledger, settings] = await Promise.all([
      readProposal(tx, db, after.id),
      readFundingLedger(tx, db, after.id),
      tx.get(typedDoc(db, fundingSettingsDoc.collection, fundingSettingsDoc.id)).then((snapshot) => snapshot.data() ?? null),
    ]);
    if (!proposal) return 0;
    const now = Date.now();
    let entries: FundingEntry[] = fundingEventsOf(ledger, proposal, null, settings, now);
    // A cycle opens: the line's plan as it is now is the one pinned.
    if (entries[0]?.tipo === 'plano') {
      const plan = (await tx.get(typedDoc(db, fundingPlans, fundingLineOf(proposal)))).data() ?? null;
      entries = fundingEventsOf(ledger, proposal, plan, settings, now);
    }
    return appendFundingEntries(tx, db, new Map([[proposal.id, ledger]]), new Map([[proposal.id, proposal]]), entries, now);
  });
}

/**
 * Whether the write changed only the `repasse` summary: an append's own write, whose transaction
 * reconciled the proposal as it then was (every other field the same), so there is nothing to do.
 */
export function onlySummaryChanged(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): boolean {
  if (!before || !after) return false;
  const { repasse: _before, ...restBefore } = before;
  const { repasse: _after, ...restAfter } = after;
  return isDeepStrictEqual(restBefore, restAfter);
}

/** propostas/{id} written (declared in index.ts). */
export async function onProposalFunding(event: FirestoreEvent<Change<DocumentSnapshot> | undefined>): Promise<void> {
  if (onlySummaryChanged(event.data?.before.data(), event.data?.after.data())) return;
  const after = event.data?.after;
  const written = await applyFundingEvents(adminFirestore(), after?.exists ? readDocument<Proposal>(after.id, after.data() ?? {}) : null);
  if (written > 0) logger.info(`funding: ${written} ledger entr${written === 1 ? 'y' : 'ies'} written`, { document: event.document });
}
