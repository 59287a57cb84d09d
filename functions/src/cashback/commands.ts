/**
 * The admin's cashback callables (issue 27), each one transaction that reads the ledgers it acts
 * on and appends what the domain decides, with the cycles and the counters:
 * - releaseCashback { propostaId, data_liberacao }: the credit was released; due in 7 business days;
 * - recordCashbackPayouts { pagamentos: [...] }: several payouts, all or nothing (≤ 50);
 * - recordCashbackClawback { propostaId, motivo }: a paid cashback taken back (now to be recovered);
 * - recordCashbackRecovery { propostaId, data_recuperacao, referencia }: the clawed-back money came back.
 */
import { payoutBatchProposalIds, recordPayouts } from '@solarcred/domain/cashback/payout-batch';
import { clawbackInput, recordClawback, recordRecovery, recoveryInput, releaseCredit, releaseInput } from '@solarcred/domain/cashback/transitions';
import type { CashbackEntry } from '@solarcred/domain/cashback/ledger';
import type { Actor } from '@solarcred/domain/handlers/actor';
import { parseCommand } from '@solarcred/domain/handlers/parse';
import type { Millis } from '@solarcred/domain/model';
import { callable, commandFirestore } from '../callable';
import { appendEntries, readLedger } from './append';

type Decide = (ledgers: ReadonlyMap<string, readonly CashbackEntry[]>, now: Millis) => CashbackEntry[];

/** Reads the named proposals' ledgers, decides, and appends in one transaction; answers the entries' ids. */
async function appendFor(propostaIds: readonly string[], decide: Decide): Promise<string[]> {
  const db = commandFirestore();
  return db.runTransaction(async (tx) => {
    const ledgers = new Map<string, CashbackEntry[]>();
    for (const id of propostaIds) ledgers.set(id, await readLedger(tx, db, id));
    const now = Date.now();
    const entries = decide(ledgers, now);
    await appendEntries(tx, db, ledgers, entries, now);
    return entries.map((entry) => entry.id);
  });
}

const single = (actor: Actor, data: unknown, command: (ledger: readonly CashbackEntry[], input: unknown, actor: Actor, now: Millis) => CashbackEntry) =>
  (propostaId: string) => appendFor([propostaId], (ledgers, now) => [command(ledgers.get(propostaId) ?? [], data, actor, now)]);

export const releaseCashback = callable('admin', async ({ actor, data }) => {
  const [id] = await single(actor, data, releaseCredit)(parseCommand(releaseInput, data).propostaId);
  return { id };
}, 'releaseCashback');

export const recordCashbackPayouts = callable('admin', async ({ actor, data }) => {
  const ids = await appendFor(payoutBatchProposalIds(data, actor), (ledgers, now) => recordPayouts(ledgers, data, actor, now));
  return { ids };
}, 'recordCashbackPayouts');

export const recordCashbackClawback = callable('admin', async ({ actor, data }) => {
  const [id] = await single(actor, data, recordClawback)(parseCommand(clawbackInput, data).propostaId);
  return { id };
}, 'recordCashbackClawback');

export const recordCashbackRecovery = callable('admin', async ({ actor, data }) => {
  const [id] = await single(actor, data, recordRecovery)(parseCommand(recoveryInput, data).propostaId);
  return { id };
}, 'recordCashbackRecovery');
