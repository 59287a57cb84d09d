/** The memory adapter: the whole backend in the browser, for `npm run demo` and browser tests. */
import type { Backend } from '../port';
import { memoryAuth } from './auth';
import { seedState, demoAccounts } from './seed';
import { memorySession } from './session';
import { MemoryStore } from './store';

const store = new MemoryStore(() => seedState());

declare global {
  interface Window {
    /** Test and demo hook: lets a browser test drive the backend (e.g. approve as admin). */
    __solarcredMemory?: MemoryStore;
  }
}
window.__solarcredMemory = store;

const backend: Backend = {
  kind: 'memory',
  auth: memoryAuth(store),
  session: memorySession(store),
  demo: { accounts: demoAccounts, reset: () => store.reset() },
};

export default backend;
