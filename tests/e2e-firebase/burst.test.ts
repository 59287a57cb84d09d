/**
 * 50 events in 5 s from the admin and an integrator at once (moves, comments, pending items,
 * approvals, new proposals), then every counter equals its recount (issue 26; the 500-event
 * benchmark is `node scripts/burst.mjs`). In this tier because it needs the seeded emulators with
 * the Functions emulator; it leaves them as it found them.
 */
import { describe, expect, it } from 'vitest';
import { runBurst } from '../../scripts/lib/burst.mjs';
import { authEmulator, hasAuth, hasFirestore } from '../emulator-env';
import { db } from '../functions/firestore-admin';
import { recordLatency } from './support/latency';

describe.skipIf(!hasAuth || !hasFirestore)('a burst of traffic on the emulators', () => {
  it('counts 50 events from two people once each: every counter equals its recount', async () => {
    const report = await runBurst({ db: db(), events: 50, seconds: 5, authHost: authEmulator ?? '' });
    expect(report.events).toBe(50);
    // Every callable answered: a failure here would be a lost event, not a slow one.
    expect(report.failed).toEqual({});
    recordLatency('burst of 50 events → counters equal their recount', report.settleMs);
  });
});
