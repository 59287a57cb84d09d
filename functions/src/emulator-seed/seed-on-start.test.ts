import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_ON_START, SEED_TRIGGERS, seedDemoDataOnEmulatorStart, seedOnStartWanted } from './seed-on-start';

/** What the Functions emulator gives the process that discovers the functions, opt-in on. */
const emulatorDiscovery = {
  FUNCTIONS_EMULATOR: 'true',
  FUNCTIONS_CONTROL_API: 'true',
  [SEED_ON_START]: 'true',
  GCLOUD_PROJECT: 'demo-solarcred',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_EMULATOR_HUB: '127.0.0.1:4400',
};

/** Production: Cloud Run serving a function, and `firebase deploy` discovering them (even with the opt-in set). */
const production = {
  'Cloud Run': { K_SERVICE: 'onusercreated', FUNCTION_TARGET: 'onUserCreated', GCLOUD_PROJECT: 'solarcred-prod', [SEED_ON_START]: 'true' },
  'firebase deploy discovery': { FUNCTIONS_CONTROL_API: 'true', GCLOUD_PROJECT: 'solarcred-prod', [SEED_ON_START]: 'true' },
};

describe('seedOnStartWanted (the production guard)', () => {
  it('holds in the emulator discovery of a demo project with the opt-in', () => {
    expect(seedOnStartWanted(emulatorDiscovery)).toBe(true);
  });

  it.each(Object.keys(emulatorDiscovery))('fails without %s', (name) => {
    expect(seedOnStartWanted({ ...emulatorDiscovery, [name]: undefined })).toBe(false);
  });

  it.each(Object.entries(production))('fails in production (%s)', (_, env) => {
    expect(seedOnStartWanted(env)).toBe(false);
  });

  it('fails for a real project id, an opt-in other than "true", and a worker running a function', () => {
    expect(seedOnStartWanted({ ...emulatorDiscovery, GCLOUD_PROJECT: 'solarcred-prod' })).toBe(false);
    expect(seedOnStartWanted({ ...emulatorDiscovery, [SEED_ON_START]: 'false' })).toBe(false);
    expect(seedOnStartWanted({ ...emulatorDiscovery, [SEED_ON_START]: '1' })).toBe(false);
    expect(seedOnStartWanted({ ...emulatorDiscovery, FUNCTIONS_CONTROL_API: undefined, FUNCTION_TARGET: 'onUserCreated' })).toBe(false);
  });
});

describe('seedDemoDataOnEmulatorStart', () => {
  it('launches scripts/seed-on-start.mjs with the triggers to wait for, only when wanted', () => {
    const launch = vi.fn();
    expect(seedDemoDataOnEmulatorStart(production['firebase deploy discovery'], launch)).toBe(false);
    expect(launch).not.toHaveBeenCalled();
    expect(seedDemoDataOnEmulatorStart(emulatorDiscovery, launch)).toBe(true);
    expect(launch).toHaveBeenCalledWith(expect.stringMatching(/scripts[/\\]seed-on-start\.mjs$/), SEED_TRIGGERS, emulatorDiscovery);
  });
});

describe('the functions entry point', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.doUnmock('node:child_process');
    vi.resetModules();
  });

  /** Loads src/index.ts under `env` with spawn mocked; returns the spawn calls and the exports. */
  async function loadIndex(env: Record<string, string | undefined>) {
    vi.resetModules();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const spawn = vi.fn(() => ({ unref: () => undefined }));
    vi.doMock('node:child_process', () => ({ spawn }));
    const exports = await import('../index');
    return { spawn, exports };
  }

  it.each(Object.entries(production))('starts nothing when loaded in production (%s)', async (_, env) => {
    const { spawn } = await loadIndex({ ...Object.fromEntries(Object.keys(emulatorDiscovery).map((name) => [name, undefined])), ...env });
    expect(spawn).not.toHaveBeenCalled();
  });

  it('starts the seed helper when loaded by the emulator discovery, and exports the triggers it waits on', async () => {
    const { spawn, exports } = await loadIndex(emulatorDiscovery);
    expect(spawn).toHaveBeenCalledTimes(1);
    expect(Object.keys(exports)).toEqual(expect.arrayContaining([...SEED_TRIGGERS]));
  });
});

describe('the opt-in', () => {
  it('is set only in .env files the emulators alone read (.env.demo-*, .env.local)', () => {
    const functionsDir = new URL('../../', import.meta.url);
    const optingIn = readdirSync(functionsDir)
      .filter((name) => name.startsWith('.env'))
      .filter((name) => new RegExp(`^${SEED_ON_START}=true$`, 'm').test(readFileSync(new URL(name, functionsDir), 'utf8')));
    expect(optingIn).toContain('.env.demo-solarcred');
    for (const name of optingIn) expect(name).toMatch(/^\.env\.(demo-[\w-]+|local)$/);
  });
});
