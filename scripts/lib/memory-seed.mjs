/** The memory backend's demo seed (web/src/backend/memory/seed.ts), compiled for Node scripts. */
import { loadTypeScript } from './load-ts.mjs';

/** The module's exports: `seedState(now)`, `demoAccounts`, `seededAccounts`, `DEMO_PASSWORD`. */
export function loadMemorySeed() {
  return loadTypeScript("export * from './web/src/backend/memory/seed.ts';");
}
