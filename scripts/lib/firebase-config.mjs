/**
 * The Firebase CLI config our scripts and tests run with: `firebase.json` (what a developer's
 * `firebase emulators:start` and `firebase deploy` read) with three differences, written to
 * `firebase.headless.json` (git-ignored) next to it, so paths in it resolve the same way:
 *  - the Emulator Suite UI is off (its download is not possible on the build machines);
 *  - the Hosting emulator serves the emulator build (web/dist-emulator), not the production one;
 *  - the CSP also lets the page reach the emulators on 127.0.0.1.
 * Generated, never edited: firebase.json stays the one source of the hosting headers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
export const HEADLESS_CONFIG = 'firebase.headless.json';
/** Where the Hosting emulator listens (firebase.json `emulators.hosting.port`). */
export const hostingPort = () => JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8')).emulators.hosting.port;

/** The emulators' origins, allowed to the page only in the emulator config. */
const EMULATOR_ORIGINS = 'http://127.0.0.1:*';

export function withEmulatorOrigins(csp) {
  return csp.replace(/(^|;\s*)connect-src ([^;]*)/, `$1connect-src $2 ${EMULATOR_ORIGINS}`);
}

/** Writes firebase.headless.json and returns the `--config` arguments that select it. */
export function headlessConfig() {
  const config = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8'));
  config.emulators.ui = { enabled: false };
  config.hosting.public = 'web/dist-emulator';
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = withEmulatorOrigins(header.value);
    }
  }
  writeFileSync(resolve(root, HEADLESS_CONFIG), `${JSON.stringify(config, null, 2)}\n`);
  return ['--config', HEADLESS_CONFIG];
}
