/** The memory SLA port reads config/sla as firestore.rules allow: admins and approved integrators. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { SlaSettings } from '@solarcred/domain/sla';
import { memoryAuth } from './auth';
import { seedState } from './seed';
import { memorySla } from './sla';
import { MemoryStore } from './store';

let store: MemoryStore;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.now()));
});

/** The settings' first value, or its error. */
function firstSettings(): Promise<SlaSettings | null> {
  return new Promise((resolve, reject) => {
    const stop = memorySla(store).settings((value) => {
      stop();
      resolve(value);
    }, reject);
  });
}

describe('memory config/sla', () => {
  it.each(['admin@solarcred.demo', 'integrador@solarcred.demo'])('%s reads the SLA settings', async (email) => {
    await memoryAuth(store).signIn(email, 'demo123');
    await expect(firstSettings()).resolves.not.toBeUndefined();
  });

  it.each(['analise@solarcred.demo', 'documentacao@solarcred.demo', 'rejeitado@solarcred.demo'])('%s (not approved) is refused, as the rules refuse it', async (email) => {
    await memoryAuth(store).signIn(email, 'demo123').catch(() => undefined);
    await expect(firstSettings()).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('a signed-out visitor is refused', async () => {
    await expect(firstSettings()).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
