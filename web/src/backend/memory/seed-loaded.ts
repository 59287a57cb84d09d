/**
 * The demo's data as a visitor first sees it: the seed, then the day's retention run the demo's
 * daily jobs make as it loads (daily-jobs.ts). scripts/seed.mjs writes this to the emulators,
 * which run no schedule, so 'Solicitações LGPD' lists the same runs on `npm start` and the demo.
 */
import { runMemoryRetention } from './retention-sweep';
import { seedState } from './seed';
import type { MemoryState } from './store';

export function seedStateAsLoaded(now: number = Date.now()): MemoryState {
  const state = seedState(now);
  runMemoryRetention(state, now);
  return state;
}
