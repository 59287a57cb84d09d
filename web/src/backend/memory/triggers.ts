/**
 * What the Cloud Functions' triggers do on Firestore, done inline on the memory store: keep
 * stats/integradores in step with every integrator write, with the same domain deltas, and
 * write the integrator's search tokens when its searched fields changed.
 */
import { searchTokensPatch } from '@solarcred/domain/integrator-search';
import { applyStatsDelta, emptyIntegratorStats, statsDelta } from '@solarcred/domain/integrator-stats';
import { integrators } from '@solarcred/domain/data/integrators';
import { integratorStats } from '@solarcred/domain/data/stats';
import type { Integrator } from '@solarcred/domain/model';
import { changedSnapshot } from '@solarcred/domain/handlers/profile-photo';
import { proposals } from '@solarcred/domain/data/proposals';
import { putDoc, putSingle, readCollection, readDoc, type MemoryState } from './store';

export function onIntegratorWritten(state: MemoryState, before: Integrator | null, after: Integrator | null): void {
  const current = readDoc(state, integratorStats.collection, integratorStats.id) ?? emptyIntegratorStats();
  putSingle(state, integratorStats, applyStatsDelta(current, statsDelta(before, after)));
  const tokens = searchTokensPatch(after);
  if (after && tokens) putDoc(state, integrators, { ...after, ...tokens });
  // The boards' copy of the integrator (photo, name, e-mail) on its proposals, as onIntegratorSnapshotFields does.
  const snapshot = changedSnapshot(before, after);
  if (after && snapshot) {
    for (const proposal of readCollection(state, proposals)) {
      if (proposal.integrador_id === after.id) putDoc(state, proposals, { ...proposal, integrador: snapshot });
    }
  }
}
