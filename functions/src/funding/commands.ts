/**
 * The funding tranches' callables (issue 48), each one transaction that reads the proposals and
 * ledgers it acts on, lets the domain decide (domain/src/funding/transitions.ts) and appends what it
 * returns, with the folded documents, the proposal's summary, the history and the counters:
 * - startTrancheVerification { propostaId, parcela }, admins: a released tranche's evidence opened;
 * - acceptTranche { propostaId, parcela }, admins: the evidence accepted, the tranche to be paid;
 * - refuseTranche { propostaId, parcela, motivo }, admins: refused, with the reason;
 * - resubmitTrancheEvidence { propostaId, parcela, arquivos }, whoever acts on the proposal or an
 *   admin: new evidence after a refusal, its files checked with the bucket's facts as markMilestone's;
 * - recordTranchePayouts { pagamentos: [...] }, admins: 1 to 50 payouts, all or none, each
 *   company's payout destination (dados_pagamento/{integrador_id}) read in the transaction.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { payoutDestinations } from '@solarcred/domain/data/cashback';
import { fundingSettingsDoc } from '@solarcred/domain/data/funding';
import { integrators } from '@solarcred/domain/data/integrators';
import {
  acceptTranche as accept, payoutBatchKeys, recordTranchePayouts as recordPayouts, refuseTranche as refuse, requireFundable, requireFundableBatch, resubmitEvidence, startVerification,
  trancheCommandInput, trancheResubmitInput,
} from '@solarcred/domain/funding/transitions';
import type { FundingEntry } from '@solarcred/domain/funding/types';
import type { Actor } from '@solarcred/domain/handlers/actor';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import type { Millis, Proposal } from '@solarcred/domain/model';
import { companyOf } from '@solarcred/domain/team/company';
import { callable, commandFirestore } from '../callable';
import { typedDoc } from '../firestore-data';
import { storedObjectFacts } from '../integrators/stored-files';
import { appendFundingEntries, readFundingLedger, readProposal } from './append';

interface Read {
  ledgers: Map<string, FundingEntry[]>;
  proposals: Map<string, Proposal>;
}

/** Reads the named proposals and their ledgers, lets `decide` answer, and appends in one transaction; answers the entries' ids. */
async function appendFor(propostaIds: readonly string[], decide: (read: Read, tx: Transaction, db: Firestore, now: Millis) => Promise<FundingEntry[]> | FundingEntry[]): Promise<string[]> {
  const db = commandFirestore();
  return db.runTransaction(async (tx) => {
    const ids = [...new Set(propostaIds)];
    const read: Read = { ledgers: new Map(), proposals: new Map() };
    await Promise.all(
      ids.map(async (id) => {
        const [proposal, ledger] = await Promise.all([readProposal(tx, db, id), readFundingLedger(tx, db, id)]);
        read.ledgers.set(id, ledger);
        if (proposal) read.proposals.set(id, proposal);
      }),
    );
    const now = Date.now();
    const entries = await decide(read, tx, db, now);
    await appendFundingEntries(tx, db, read.ledgers, read.proposals, entries, now);
    return entries.map((entry) => entry.id);
  });
}

type AdminCommand = (ledger: readonly FundingEntry[], input: unknown, actor: Actor | null, now: Millis) => FundingEntry;

/** An admin's command on one tranche: its entry's id. */
const adminCommand = (command: AdminCommand, name: 'startTrancheVerification' | 'acceptTranche' | 'refuseTranche') =>
  callable('admin', async ({ actor, data }) => {
    const { propostaId } = parseCommand(trancheCommandInput, data);
    const [id] = await appendFor([propostaId], ({ ledgers, proposals }, _tx, _db, now) => {
      const entry = command(ledgers.get(propostaId) ?? [], data, actor, now);
      requireFundable(proposals.get(propostaId));
      return [entry];
    });
    return { id };
  }, name);

export const startTrancheVerification = adminCommand(startVerification, 'startTrancheVerification');
export const acceptTranche = adminCommand(accept, 'acceptTranche');
export const refuseTranche = adminCommand(refuse, 'refuseTranche');

export const resubmitTrancheEvidence = callable('signed-in', async ({ actor, data }) => {
  // The payload is parsed (bounded) before any read; the domain parses it again with the documents.
  const { propostaId } = parseCommand(trancheResubmitInput, data);
  const facts = await storedObjectFacts(data);
  const [id] = await appendFor([propostaId], async ({ ledgers, proposals }, tx, db, now) => {
    const [settings, callerRecord] = await Promise.all([
      tx.get(typedDoc(db, fundingSettingsDoc.collection, fundingSettingsDoc.id)).then((snapshot) => snapshot.data() ?? null),
      actor.role === 'integrador' ? tx.get(typedDoc(db, integrators, companyOf(actor))).then((snapshot) => snapshot.data() ?? null) : Promise.resolve(null),
    ]);
    return [resubmitEvidence(ledgers.get(propostaId) ?? [], proposals.get(propostaId) ?? null, data, actor, callerRecord, facts, settings, now)];
  });
  return { id };
});

export const recordTranchePayouts = callable('admin', async ({ actor, data }) => {
  const keys = payoutBatchKeys(data, actor);
  const ids = await appendFor(
    keys.map((key) => key.propostaId),
    async ({ ledgers, proposals }, tx, db, now) => {
      // Each company's payout destination, read in the transaction: a company without one is refused.
      const owners = [...new Set([...ledgers.values()].flatMap((ledger) => ledger.map((entry) => entry.integrador_id)))];
      const found = await Promise.all(owners.map(async (owner) => [owner, (await tx.get(typedDoc(db, payoutDestinations, owner))).exists] as const));
      const entries = recordPayouts(ledgers, new Map(found), data, actor, now);
      requireFundableBatch(keys, proposals);
      return entries;
    },
  );
  return { ids };
}, 'recordTranchePayouts');
