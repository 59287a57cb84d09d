/** The memory backend's demo seed (web/src/backend/memory/seed.ts), compiled for Node scripts. */
import { loadTypeScript } from './load-ts.mjs';

/**
 * The module's exports: `seedState(now)`, `demoAccounts`, `seededAccounts`, `DEMO_PASSWORD`, and
 * `seedStateAsLoaded(now)`, the seed with the day's retention run the demo makes as it loads.
 */
export function loadMemorySeed() {
  return loadTypeScript(
    ["export * from './web/src/backend/memory/seed.ts';", "export { seedStateAsLoaded } from './web/src/backend/memory/seed-loaded.ts';"].join('\n'),
  );
}
