/**
 * Funding by milestone (issue 48) over the memory store: the reads firestore.rules allows (plans
 * and the clock's setting: admins and approved integrators; a company's fundings, tranches, entries
 * and counters: admins and that company's approved titular and gestor; a vendedor only its own
 * proposals, whose summary carries the states; the queue and the overall counters: admins), each
 * billed as Firestore bills it, and the callables' domain handlers with their one-update appends.
 */
import { monthBounds } from '@solarcred/domain/cashback/statement';
import { inLineOrder } from '@solarcred/domain/credit/lines';
import { payoutDestinations } from '@solarcred/domain/data/cashback';
import { fundingEntries, fundingPlans, fundingPlanVersions, fundingSettingsDoc, fundingStats, fundings, integratorFundingStats, tranches } from '@solarcred/domain/data/funding';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { fundingSettingsInput, settingsOf, updateFundingPlan } from '@solarcred/domain/funding/plan';
import { acceptTranche, payoutBatchKeys, recordTranchePayouts, refuseTranche, requireFundable, requireFundableBatch, resubmitEvidence, startVerification } from '@solarcred/domain/funding/transitions';
import type { FundingEntry, StoredTranche } from '@solarcred/domain/funding/types';
import type { Actor } from '@solarcred/domain/handlers/actor';
import type { Millis } from '@solarcred/domain/model';
import { companyOf } from '@solarcred/domain/team/company';
import type { FundingPort } from '../port-funding';
import { actorOf, pause, rulesDenied, runCommand } from './commands';
import { audited, recordMemoryConfigAudit } from './audited';
import { memoryFileFacts } from './files';
import { appendFunding, fundingLedgerOf } from './funding-ledger';
import { liveQuery } from './live';
import { approvedReader, mayQueryCompany } from './reader';
import { putDoc, putSingle, readDoc, type MemoryStore } from './store';

/** What a tranche command answers: one entry, or none when there is nothing to do. */
type CommandEntries = FundingEntry | readonly FundingEntry[] | null;
const entriesOf = (result: CommandEntries): FundingEntry[] => (result === null ? [] : Array.isArray(result) ? [...result] : [result as FundingEntry]);

/** The proposal a command names (the domain parses the input itself and refuses what is wrong). */
const proposalIdOf = (input: unknown): string => {
  const id = (input as { propostaId?: unknown } | null)?.propostaId;
  return typeof id === 'string' ? id : '';
};

/** The queue's order, as Firestore's orderBy('prazo'): null first, then the earliest day; ties by id. */
const byPrazo = (a: StoredTranche, b: StoredTranche) =>
  Number(a.prazo !== null) - Number(b.prazo !== null) || (a.prazo ?? '').localeCompare(b.prazo ?? '') || a.id.localeCompare(b.id);

export function memoryFunding(store: MemoryStore): FundingPort {
  const isAdmin = () => actorOf(store)?.role === 'admin';
  /** Admins, or the company's approved titular or gestor (a vendedor reads none of the money). */
  const readsCompany = (companyId: string | null) => isAdmin() || mayQueryCompany(store, companyId);
  const companyEntries = (companyId: string, month: string) => {
    if (!readsCompany(companyId)) throw rulesDenied();
    const { start, end } = monthBounds(month);
    return store
      .collection(fundingEntries)
      .filter((entry) => entry.integrador_id === companyId && entry.registrado_em >= start && entry.registrado_em < end)
      // The range's own order on Firestore: registrado_em ascending, then the id.
      .sort((a, b) => a.registrado_em - b.registrado_em || a.id.localeCompare(b.id));
  };
  const append = (propostaIds: readonly string[], entries: readonly FundingEntry[], now: Millis) => store.update((state) => appendFunding(state, propostaIds, entries, now));
  const command = (name: string, run: (actor: Actor | null, now: Millis) => { ids: string[]; entries: CommandEntries }) =>
    runCommand(store, name, () => {
      const now = Date.now();
      const { ids, entries } = run(actorOf(store), now);
      const all = entriesOf(entries);
      if (all.length > 0) append(ids, all, now);
    });
  const single = (name: 'startTrancheVerification' | 'acceptTranche' | 'refuseTranche', decide: (ledger: FundingEntry[], input: unknown, actor: Actor | null, now: Millis) => CommandEntries) => (input: unknown) =>
    audited(store, name, input, command(name, (actor, now) => {
      const id = proposalIdOf(input);
      const entries = decide(fundingLedgerOf(store.snapshot, id), input, actor, now);
      requireFundable(store.doc(proposals, id));
      return { ids: [id], entries };
    }));

  return {
    plans: liveQuery(
      store,
      () => {
        if (!isAdmin() && approvedReader(store) === null) throw rulesDenied();
        return inLineOrder(store.collection(fundingPlans));
      },
      (found) => found.length,
    ),
    updatePlan: (input) =>
      audited(store, 'updateFundingPlan', input, runCommand(store, 'updateFundingPlan', () => {
        const id = (input as { id?: unknown } | null)?.id;
        const current = typeof id === 'string' ? store.doc(fundingPlans, id) : null;
        const { plan, replaced } = updateFundingPlan(current, input, actorOf(store), Date.now());
        store.update((state) => {
          putDoc(state, fundingPlans, plan);
          if (replaced) putDoc(state, fundingPlanVersions(plan.id), { ...replaced, id: String(replaced.versao) });
        });
      })),
    settings: liveQuery(
      store,
      () => {
        if (!isAdmin() && approvedReader(store) === null) throw rulesDenied();
        return store.single(fundingSettingsDoc);
      },
      () => 1,
    ),
    async saveSettings(input) {
      await pause();
      const actor = actorOf(store);
      // firestore.rules: a signed-in admin, the bounds checked.
      if (!actor || actor.role !== 'admin' || !fundingSettingsInput.safeParse(input).success) throw rulesDenied();
      store.update((state) => {
        const saved = { prazo_dias_uteis: input.prazo_dias_uteis, updated_by: actor.uid, updated_at: Date.now() };
        recordMemoryConfigAudit(state, fundingSettingsDoc.id, readDoc(state, fundingSettingsDoc.collection, fundingSettingsDoc.id), saved);
        putSingle(state, fundingSettingsDoc, saved);
      });
    },
    counters: (companyId) =>
      liveQuery(
        store,
        () => {
          if (companyId === null ? !isAdmin() : !readsCompany(companyId)) throw rulesDenied();
          return store.single(companyId ? integratorFundingStats(companyId) : fundingStats);
        },
        () => 1,
      ),
    fundingsOf: (companyId, limit) =>
      liveQuery(
        store,
        () => {
          if (!readsCompany(companyId)) throw rulesDenied();
          return store
            .collection(fundings)
            .filter((funding) => funding.integrador_id === companyId)
            .sort((a, b) => b.aprovada_em - a.aprovada_em || b.id.localeCompare(a.id))
            .slice(0, limit);
        },
        (found) => found.length,
      ),
    funding: (propostaId) =>
      liveQuery(
        store,
        () => {
          const found = store.doc(fundings, propostaId);
          // The rules' get: admins, or the company's titular and gestor; anyone else (a vendedor) reads null.
          return found && readsCompany(found.integrador_id) ? found : null;
        },
        () => 1,
      ),
    sellerProposals: (companyId, sellerUid, limit) =>
      liveQuery(
        store,
        () => {
          if (!isAdmin() && !mayQueryCompany(store, companyId, sellerUid)) throw rulesDenied();
          return store
            .collection(proposals)
            .filter((proposal) => proposal.integrador_id === companyId && proposal.criado_por === sellerUid && (proposal.status === 'aprovada' || proposal.status === 'finalizada'))
            .sort((a, b) => (b.status_desde ?? 0) - (a.status_desde ?? 0) || b.id.localeCompare(a.id))
            .slice(0, limit);
        },
        (found) => found.length,
      ),
    queue: (filter, limit) =>
      liveQuery(
        store,
        () => {
          if (!isAdmin()) throw rulesDenied();
          const today = saoPauloDayKey(Date.now());
          return store
            .collection(tranches)
            .filter(
              (tranche) =>
                tranche.situacao === filter.situacao &&
                (!filter.integradorId || tranche.integrador_id === filter.integradorId) &&
                (!filter.linha || tranche.linha === filter.linha) &&
                (!filter.atrasadas || (tranche.prazo !== null && tranche.prazo < today)),
            )
            .sort(byPrazo)
            .slice(0, limit);
        },
        (found) => found.length,
      ),
    async monthEntries(companyId, month) {
      await pause();
      const found = companyEntries(companyId, month);
      store.countReads(Math.max(1, found.length));
      return found;
    },
    startVerification: single('startTrancheVerification', startVerification),
    accept: single('acceptTranche', acceptTranche),
    refuse: single('refuseTranche', refuseTranche),
    resubmit: (input) =>
      command('resubmitTrancheEvidence', (actor, now) => {
        const id = proposalIdOf(input);
        const callerRecord = actor?.role === 'integrador' ? store.doc(integrators, companyOf(actor)) : null;
        const settings = settingsOf(store.single(fundingSettingsDoc));
        return { ids: [id], entries: resubmitEvidence(fundingLedgerOf(store.snapshot, id), store.doc(proposals, id), input, actor, callerRecord, memoryFileFacts, settings, now) };
      }),
    pay: (input) =>
      audited(store, 'recordTranchePayouts', input, command('recordTranchePayouts', (actor, now) => {
        const ids = [...new Set(payoutBatchKeys(input, actor).map((key) => key.propostaId))];
        const ledgers = new Map(ids.map((id) => [id, fundingLedgerOf(store.snapshot, id)]));
        const owners = new Set([...ledgers.values()].flatMap((ledger) => ledger.slice(0, 1).map((entry) => entry.integrador_id)));
        const destinations = new Map([...owners].map((owner) => [owner, store.doc(payoutDestinations, owner) !== null]));
        const entries = recordTranchePayouts(ledgers, destinations, input, actor, now);
        requireFundableBatch(payoutBatchKeys(input, actor), new Map(ids.map((id) => [id, store.doc(proposals, id)])));
        return { ids, entries };
      })),
  };
}
