/**
 * SLA settings and late counts over the memory store, checked as firestore.rules checks them
 * (config/sla: admins and approved integrators read, admins write; proposals: admins, or the approved
 * owner with its own filter), and billed as Firestore bills them (a count: one read per 1,000).
 */
import { slaSettingsDoc } from '@solarcred/domain/data/config';
import { proposals } from '@solarcred/domain/data/proposals';
import type { Proposal } from '@solarcred/domain/model';
import type { ProposalStatus } from '@solarcred/domain/options';
import { slaHoursSchema } from '@solarcred/domain/schemas/sla';
import type { SlaSettings } from '@solarcred/domain/sla';
import type { SlaPort } from '../port-sla';
import { actorOf, pause, rulesDenied } from './commands';
import { recordMemoryConfigAudit } from './audited';
import { liveQuery } from './live';
import { inScope } from '@solarcred/domain/team/scope';
import { approvedReader, mayQueryScope } from './reader';
import { putSingle, readDoc, type MemoryStore } from './store';


const lateIn = (status: ProposalStatus, cutoff: number) => (p: Proposal) =>
  p.status === status && p.status_desde !== undefined && p.status_desde < cutoff;

export function memorySla(store: MemoryStore): SlaPort {
  const isAdmin = () => actorOf(store)?.role === 'admin';
  /** firestore.rules, config/sla: admins and approved integrators (the screens with clocks). */
  const mayReadSettings = () => isAdmin() || approvedReader(store) !== null;
  return {
    settings: (listener, onError) =>
      liveQuery(
        store,
        (): SlaSettings | null => {
          if (!mayReadSettings()) throw rulesDenied();
          const stored = store.single(slaSettingsDoc);
          return stored ? { horas: stored.horas, ...(stored.updated_by ? { updated_by: stored.updated_by } : {}), ...(stored.updated_at ? { updated_at: stored.updated_at } : {}) } : null;
        },
        () => 1,
      )(listener, onError),
    async saveSettings(horas) {
      await pause();
      const actor = actorOf(store);
      const parsed = slaHoursSchema.safeParse(horas);
      if (!actor || actor.role !== 'admin' || !parsed.success) throw rulesDenied();
      const kept = Object.fromEntries(Object.entries(parsed.data).filter(([, hours]) => typeof hours === 'number'));
      store.update((state) => {
        const saved = { horas: kept, updated_by: actor.uid, updated_at: Date.now() };
        recordMemoryConfigAudit(state, slaSettingsDoc.id, readDoc(state, slaSettingsDoc.collection, slaSettingsDoc.id), saved);
        putSingle(state, slaSettingsDoc, saved);
      });
    },
    async lateCount({ status, scope, cutoff }) {
      await pause();
      if (!mayQueryScope(store, scope)) throw rulesDenied();
      const late = lateIn(status, cutoff);
      const matches = store.collection(proposals).filter((p) => late(p) && inScope(p, scope)).length;
      store.countReads(Math.max(1, Math.ceil(matches / 1000)));
      return matches;
    },
    oldestLate: (status, cutoff, limit) =>
      liveQuery(
        store,
        () => {
          if (!isAdmin()) throw rulesDenied();
          return store.collection(proposals).filter(lateIn(status, cutoff)).sort((a, b) => (a.status_desde ?? 0) - (b.status_desde ?? 0)).slice(0, limit);
        },
        (found) => found.length,
      ),
  };
}
