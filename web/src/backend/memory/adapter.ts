/** The memory adapter: the whole backend in the browser, for `npm run demo` and browser tests. */
import type { Backend } from '../port';
import { memoryAdmin } from './admin';
import { memoryAuth } from './auth';
import { memoryIntegrator } from './integrator';
import { seedState, demoAccounts } from './seed';
import { memorySession } from './session';
import { MemoryStore, putDoc } from './store';

const store = new MemoryStore(() => seedState());

window.__solarcredMemory = store;

const backend: Backend = {
  kind: 'memory',
  async reportError(report) {
    const uid = store.snapshot.currentUid;
    if (!uid) return;
    const id = crypto.randomUUID();
    store.update((state) => putDoc(state, 'error_reports', { id, ...report, user_id: uid, created_at: Date.now() }));
  },
  auth: memoryAuth(store),
  session: memorySession(store),
  integrator: memoryIntegrator(store),
  admin: memoryAdmin(store),
  demo: {
    accounts: demoAccounts,
    outbox: () =>
      store.snapshot.outbox.map((mail) => ({ to: mail.to, subject: 'Redefinição de senha', link: mail.link, sentAt: mail.sentAt })),
    reset: () => store.reset(),
  },
};

export default backend;
