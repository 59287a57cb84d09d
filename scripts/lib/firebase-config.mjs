/**
 * The Firebase CLI config our scripts and tests run with: `firebase.json` (what a developer's
 * `firebase emulators:start` and `firebase deploy` read) with three differences, written to
 * `firebase.headless.json` (git-ignored) next to it, so paths in it resolve the same way:
 *  - the Emulator Suite UI is off (its download is not possible on the build machines);
 *  - the Hosting emulator serves the emulator build (web/dist-emulator), not the production one;
 *  - the CSP also lets the page reach the emulators on 127.0.0.1;
 *  - no seed on start: our scripts seed when they want to (scripts/seed.mjs) and the tests want
 *    the emulators empty, so the functions read their .env files from a generated copy
 *    (`configDir`) whose .env.local sets SOLARCRED_SEED_ON_START=false.
 * Generated, never edited: firebase.json stays the one source of the hosting headers.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
export const HEADLESS_CONFIG = 'firebase.headless.json';
export const NO_UI_CONFIG = 'firebase.no-ui.json';
/** Where the Hosting emulator listens (firebase.json `emulators.hosting.port`). */
export const hostingPort = () => JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8')).emulators.hosting.port;

/** The emulators' origins, allowed to the page only in the emulator config. */
const EMULATOR_ORIGINS = 'http://127.0.0.1:*';

export function withEmulatorOrigins(csp) {
  return csp.replace(/(^|;\s*)connect-src ([^;]*)/, `$1connect-src $2 ${EMULATOR_ORIGINS}`);
}

/** firebase.json with the Emulator Suite UI off. */
function configWithoutUi() {
  const config = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8'));
  config.emulators.ui = { enabled: false };
  return config;
}

/** The opt-in of functions/src/emulator-seed/seed-on-start.ts. */
export const SEED_ON_START = 'SOLARCRED_SEED_ON_START';
/** Where the headless config's functions read their .env files (git-ignored through node_modules). */
export const HEADLESS_FUNCTIONS_ENV = 'node_modules/.cache/solarcred-headless/functions-env';

/**
 * A copy of the functions' .env files with the seed on start turned off in .env.local, which the
 * Functions emulator reads last; returns its path for `configDir`.
 */
function functionsEnvWithoutSeedOnStart(source) {
  const target = resolve(root, HEADLESS_FUNCTIONS_ENV);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(resolve(root, source))) {
    if (name.startsWith('.env')) cpSync(resolve(root, source, name), resolve(target, name));
  }
  let local = '';
  try {
    local = readFileSync(resolve(target, '.env.local'), 'utf8');
  } catch {
    // no .env.local of the developer's
  }
  writeFileSync(resolve(target, '.env.local'), `${local}${local && !local.endsWith('\n') ? '\n' : ''}${SEED_ON_START}=false\n`);
  return HEADLESS_FUNCTIONS_ENV;
}

/**
 * Writes firebase.no-ui.json: firebase.json with only the UI off, i.e. what a developer's
 * `firebase emulators:start` runs (seed on start included), for the test that starts it that way.
 */
export function configWithoutUiArgs() {
  writeFileSync(resolve(root, NO_UI_CONFIG), `${JSON.stringify(configWithoutUi(), null, 2)}\n`);
  return ['--config', NO_UI_CONFIG];
}

/** Writes firebase.headless.json and returns the `--config` arguments that select it. */
export function headlessConfig() {
  const config = configWithoutUi();
  for (const functions of config.functions) functions.configDir = functionsEnvWithoutSeedOnStart(functions.configDir ?? functions.source);
  config.hosting.public = 'web/dist-emulator';
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = withEmulatorOrigins(header.value);
    }
  }
  writeFileSync(resolve(root, HEADLESS_CONFIG), `${JSON.stringify(config, null, 2)}\n`);
  return ['--config', HEADLESS_CONFIG];
}

/** What `npm run deploy` writes: firebase.json plus the extensions of extensions/manifest.json. */
export const DEPLOY_CONFIG = 'firebase.deploy.json';

/**
 * firebase.json with `extensions` from extensions/manifest.json (the Trigger Email extension,
 * its parameters in extensions/<instance>.env). Kept out of firebase.json itself: with an
 * `extensions` entry every `firebase emulators:start` without `--only` asks the extensions
 * registry for the version (an authenticated network call) and fails offline or signed out, and
 * where it succeeds it would emulate an extension that sends real e-mail (docs/email.md).
 */
export function deployConfigObject() {
  const config = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8'));
  config.extensions = JSON.parse(readFileSync(resolve(root, 'extensions/manifest.json'), 'utf8'));
  return config;
}

/** Writes firebase.deploy.json and returns the `--config` arguments that select it. */
export function deployConfig() {
  writeFileSync(resolve(root, DEPLOY_CONFIG), `${JSON.stringify(deployConfigObject(), null, 2)}\n`);
  return ['--config', DEPLOY_CONFIG];
}
