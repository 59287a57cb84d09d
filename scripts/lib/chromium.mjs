/**
 * Which Chromium the browser tiers drive. Debian ships two: `chromium`, the whole browser run
 * headless, and `chromium-headless-shell`, the same engine without the browser's windows and UI
 * layer. The shell is preferred when installed: on three tier-3 files (26 tests, one sitting,
 * alternating) it used 46 CPU-seconds where the browser used 82, and 33 s of wall time instead
 * of 49 (issue 31). `CHROMIUM_PATH` overrides both. The measuring scripts (`npm run perf`,
 * `scripts/board-bench.mjs`) keep the whole browser a person runs, so their figures stay comparable.
 */
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The executable to launch: `CHROMIUM_PATH`, else the headless shell when present, else the browser. */
export function chromiumPath(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
