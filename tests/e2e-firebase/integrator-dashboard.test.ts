/**
 * Browser tier on the Firebase adapter (emulators seeded by scripts/seed.mjs): the approved
 * integrator's dashboard shows, from its stats_integradores/{uid} document kept by the real
 * counter trigger, the same cards the memory backend computes for the same seed, and the chart.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { proposalDashboards } from '@solarcred/domain/constants';
import { screenshot } from '../e2e/support/browser';
import { hasAuth, hasFirestore } from '../emulator-env';
import { peoplePerTest } from './support/people';
import { seedExpectations } from './support/seed-expectations';

const INTEGRATOR = 'integrador@solarcred.demo';
const card = (page: Page, label: string) => page.getByTestId('stat').filter({ hasText: label });

describe.skipIf(!hasAuth || !hasFirestore)('integrator dashboard on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it('shows the seeded proposals’ counts, rates and volume from the counters document, and the 12-month chart', async () => {
    const expected = seedExpectations().integratorCards[INTEGRATOR];
    if (!expected) throw new Error(`the seed has no approved integrator ${INTEGRATOR}`);
    const page = await people.signedIn(INTEGRATOR, '/integrator/dashboard');
    for (const [label, [value, help]] of Object.entries(expected)) {
      await expect.poll(() => card(page, label).getByTestId('stat-value').innerText(), { message: label }).toBe(value);
      expect(await card(page, label).getByTestId('stat-help').innerText()).toBe(help);
    }
    const chart = page.getByTestId('monthly-proposals-chart');
    await chart.waitFor();
    expect(await chart.locator('tbody tr').count()).toBe(proposalDashboards.chartMonths);
    expect(await chart.locator('[data-part="bar-segment"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'firebase-integrator-dashboard');
  });
});
