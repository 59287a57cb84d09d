/**
 * The retention log on the Firebase adapter (issue 51): 'Solicitações LGPD' lists the runs the
 * emulators' seed holds (retencao_execucoes, through the admin's listener and its rules), and a run
 * of the sweep made now — on `npm start` without Storage, so with its Storage error — appears first,
 * live. The seed holds nothing past its date, so the run deletes nothing.
 */
import { describe, expect, it } from 'vitest';
import { retentionText } from '@solarcred/domain/privacy/retention-text';
import { runRetentionSweep } from '../../functions/src/retention/sweep';
import { adminAuth } from '../functions/auth-emulator';
import { db } from '../functions/firestore-admin';
import { hasAuth, hasFirestore } from '../emulator-env';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest } from './support/people';

describe.skipIf(!hasAuth || !hasFirestore)('the retention log on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it("lists the stored runs, and a new run of the sweep appears first with the Storage error", async () => {
    const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
    await admin.goto('/admin/lgpd');
    const card = admin.getByTestId('retention-log');
    await card.getByTestId('retention-run').nth(1).waitFor();
    const before = await card.getByTestId('retention-run').count();

    const run = await runRetentionSweep({ db: db(), auth: adminAuth(), storage: null, now: Date.now(), gatilho: 'manual' });
    expect(run.erros).toEqual([retentionText.storageUnavailable]);
    const first = card.getByTestId('retention-run').first();
    await first.getByText(retentionText.manual).waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    expect(await first.innerText()).toContain(retentionText.storageUnavailable);
    expect(await card.getByTestId('retention-run').count()).toBe(Math.min(before + 1, 7));
  });
});
