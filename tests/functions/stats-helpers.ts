/** Reading the counter documents in the function suites, and waiting for the triggers to catch up. */
import { isDeepStrictEqual } from 'node:util';
import type { IntegratorStats, ProposalStats } from '@solarcred/domain/model';
import { integratorCounter, proposalCounter } from '../../functions/src/stats/counters';
import { budgets } from '../budgets';
import { waitFor } from './auth-emulator';
import { db } from './firestore-admin';

export interface Counters {
  integradores: IntegratorStats;
  propostas: ProposalStats;
}

export async function readStats(): Promise<Counters> {
  const [integradores, propostas] = await db().getAll(db().doc('stats/integradores'), db().doc('stats/propostas'));
  return { integradores: integratorCounter.read(integradores?.data()), propostas: proposalCounter.read(propostas?.data()) };
}

async function recount(): Promise<Counters> {
  const counted = async (collection: string) =>
    (await db().collection(collection).get()).docs.map((doc) => ({ data: doc.data(), createTime: doc.createTime.toMillis() }));
  return {
    integradores: integratorCounter.recount(await counted('integradores')),
    propostas: proposalCounter.recount(await counted('propostas')),
  };
}

/** Waits until the counters satisfy `ready`, and returns them. */
export function statsWhen(what: string, ready: (stats: Counters) => boolean): Promise<Counters> {
  return waitFor(what, async () => {
    const stats = await readStats();
    return ready(stats) ? stats : undefined;
  });
}

/** Waits until every write so far is counted: the counters equal a recount of the collections. */
export async function settled(): Promise<Counters> {
  let expected = await recount();
  return waitFor('counters equal to a recount', async () => {
    const stats = await readStats();
    if (isDeepStrictEqual(stats, expected)) return stats;
    expected = await recount();
    return undefined;
  }, budgets.backlogMs);
}

/**
 * Waits until no trigger is counting any more: the counters and the size of the ledger stay the
 * same for `quietMs`. Other suites (the rules matrices seed integradores and propostas, then clear
 * the database) leave a backlog of trigger runs behind them.
 */
export async function quiet(quietMs = budgets.quietMs, timeoutMs = budgets.backlogMs): Promise<void> {
  const fingerprint = async () => {
    const [events, stats] = await Promise.all([db().collection('stats_events').count().get(), readStats()]);
    return JSON.stringify([events.data().count, stats]);
  };
  let last = await fingerprint();
  let since = Date.now();
  await waitFor(
    'the counter triggers to go quiet',
    async () => {
      const current = await fingerprint();
      if (current !== last) {
        last = current;
        since = Date.now();
      }
      return Date.now() - since >= quietMs ? true : undefined;
    },
    timeoutMs,
  );
}

/** After the backlog, sets the counters to a recount of the collections (the admin recount), and returns them. */
export async function resetCounters(): Promise<Counters> {
  await quiet();
  const counters = await recount();
  await db().doc('stats/integradores').set(counters.integradores);
  await db().doc('stats/propostas').set(counters.propostas);
  return counters;
}
