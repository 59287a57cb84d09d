/**
 * The funding tranches of the demo seed on the emulators (issue 48). The memory seed's funding is
 * a timeline: the trigger's entries (plan at approval, releases at the marks) interleaved with the
 * admin's and the integrator's commands (checks, refusals, new evidence, payouts), numbered in one
 * sequence per cycle. No trigger can replay the commands, so scripts/seed.mjs copies the memory
 * seed's funding documents as they are — the plans, the ledger, its folded documents and the
 * counters — BEFORE the proposals: when each seeded proposal arrives, onProposalFunding finds its
 * ledger already matching its state and appends nothing (its state-based reconcile). The proposals'
 * `repasse` summaries and the history steps are the memory seed's too (written with the proposals).
 * The seed then waits, with the other counters, until the stored counters equal the domain's
 * recount of the seeded ledger, and the ledger holds exactly the seeded entries (a trigger that
 * appended one more would keep it waiting).
 */
import { loadTypeScript } from './load-ts.mjs';

export async function loadFundingSeed() {
  const edge = await loadTypeScript(
    [
      "export { fundingEntries, fundingPlans, fundings, fundingStats, integratorFundingStatsCollection, tranches } from './domain/src/data/funding.ts';",
      "export { statsDocPath } from './domain/src/data/stats.ts';",
      "export { readFundingCounters, recountFunding, recountFundingByIntegrator } from './domain/src/funding/totals.ts';",
    ].join('\n'),
  );
  const plansPath = edge.fundingPlans.path;
  /** Collections written first, whole (the plans' versoes subcollections too). */
  const copied = [edge.fundingEntries.path, edge.fundings.path, edge.tranches.path, edge.integratorFundingStatsCollection.path];
  const isFundingFirst = (collectionPath) => copied.includes(collectionPath) || collectionPath === plansPath || collectionPath.startsWith(`${plansPath}/`);
  const overallPath = edge.statsDocPath(edge.fundingStats);

  return {
    /** Whether the main loop should leave this collection alone (written by `writeFirst`). */
    isFundingFirst,
    /**
     * Writes the memory seed's funding documents; answers how many. `write(collectionPath, doc)`
     * stores one document as the seed stores every other.
     */
    async writeFirst(state, write) {
      let count = 0;
      for (const [collectionPath, docs] of Object.entries(state.docs)) {
        if (!isFundingFirst(collectionPath)) continue;
        for (const doc of Object.values(docs)) {
          await write(collectionPath, doc);
          count++;
        }
      }
      const overall = state.docs[edge.fundingStats.collection.path]?.[edge.fundingStats.id];
      if (overall) {
        await write(edge.fundingStats.collection.path, overall);
        count++;
      }
      return count;
    },
    /**
     * What the seed waits for: each counter document as the domain recounts the seeded ledger
     * (path -> counters, zeros dropped as readFundingCounters drops them), and the ledger's size.
     */
    expected(state) {
      const ledger = Object.values(state.docs[edge.fundingEntries.path] ?? {});
      const counters = {
        [overallPath]: edge.readFundingCounters(edge.recountFunding(ledger)),
        ...Object.fromEntries(
          Object.entries(edge.recountFundingByIntegrator(ledger)).map(([id, value]) => [`${edge.integratorFundingStatsCollection.path}/${id}`, edge.readFundingCounters(value)]),
        ),
      };
      return { counters, entries: ledger.length };
    },
    /** The same, as stored now. */
    async stored(db, paths) {
      const snapshots = paths.length ? await db.getAll(...paths.map((path) => db.doc(path))) : [];
      const counters = Object.fromEntries(snapshots.map((snapshot) => [snapshot.ref.path, edge.readFundingCounters(snapshot.data())]));
      const entries = (await db.collection(edge.fundingEntries.path).count().get()).data().count;
      return { counters, entries };
    },
  };
}
