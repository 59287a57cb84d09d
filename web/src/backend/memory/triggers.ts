/**
 * What the Cloud Functions' triggers do on Firestore, done inline on the memory store: keep
 * stats/integradores in step with every integrator write, with the same domain deltas.
 */
import { applyStatsDelta, emptyIntegratorStats, statsDelta } from '@solarcred/domain/integrator-stats';
import type { Integrator, IntegratorStats } from '@solarcred/domain/model';
import { putDoc, type MemoryState, type StoredDoc } from './store';

export function onIntegratorWritten(state: MemoryState, before: Integrator | null, after: Integrator | null): void {
  const current = (state.docs['stats']?.['integradores'] as unknown as IntegratorStats | undefined) ?? emptyIntegratorStats();
  const next = applyStatsDelta(current, statsDelta(before, after));
  putDoc(state, 'stats', { ...next, id: 'integradores' } as unknown as StoredDoc);
}
