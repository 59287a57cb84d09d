/**
 * What the Cloud Functions' triggers do on Firestore, done inline on the memory store: keep
 * stats/integradores in step with every integrator write, with the same domain deltas.
 */
import { applyStatsDelta, emptyIntegratorStats, statsDelta } from '@solarcred/domain/integrator-stats';
import { integratorStats } from '@solarcred/domain/data/stats';
import type { Integrator } from '@solarcred/domain/model';
import { putSingle, readDoc, type MemoryState } from './store';

export function onIntegratorWritten(state: MemoryState, before: Integrator | null, after: Integrator | null): void {
  const current = readDoc(state, integratorStats.collection, integratorStats.id) ?? emptyIntegratorStats();
  putSingle(state, integratorStats, applyStatsDelta(current, statsDelta(before, after)));
}
