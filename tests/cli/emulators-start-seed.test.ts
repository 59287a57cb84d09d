/**
 * `npx firebase emulators:start` as a developer runs it comes up with the demo data, with no
 * other command (functions/src/emulator-seed/seed-on-start.ts starts scripts/seed-on-start.mjs,
 * which runs scripts/seed.mjs), while the config our scripts and tests run with leaves it empty.
 * The CLI gets firebase.json with only the Emulator Suite UI off (firebase.no-ui.json: the UI
 * cannot be downloaded here) and the emulators this machine can start (CLI_EMULATORS_ONLY).
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoAccounts } from '../../web/src/backend/memory/seed';
import { seedStateAsLoaded } from '../../web/src/backend/memory/seed-loaded';
import { leftoverEngines } from '../../scripts/lib/emulator-leftovers.mjs';
import { budgets } from '../budgets';
import { repoPath } from '../emulator-env';
import { startFirebaseCli } from './firebase-cli';

const SEED_ON_START = 'SOLARCRED_SEED_ON_START';
const projectId = 'demo-solarcred';
const only = process.env['CLI_EMULATORS_ONLY'] ?? '';
const results = repoPath('.test-results');
const ports = (JSON.parse(readFileSync(repoPath('firebase.json'), 'utf8')) as { emulators: Record<string, { port: number }> }).emulators;
const at = (name: string) => `127.0.0.1:${ports[name]?.port}`;

/** firebase.headless.json and firebase.no-ui.json, written as scripts/lib/firebase-config.mjs writes them. */
function writeConfigs(): void {
  const script = "import { configWithoutUiArgs, headlessConfig } from './scripts/lib/firebase-config.mjs'; headlessConfig(); configWithoutUiArgs();";
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoPath('.') });
}

/** The .env files the Functions emulator reads, in order (the last wins); .env.local is the developer's own. */
const envFiles = ['.env', `.env.${projectId}`, '.env.local'];

/** The opt-in as the Functions emulator resolves it for a config (from `files`). */
function seedOnStartIn(configFile: string, files = envFiles): string | undefined {
  const [functions] = (JSON.parse(readFileSync(repoPath(configFile), 'utf8')) as { functions: { source: string; configDir?: string }[] }).functions;
  const dir = repoPath(functions?.configDir ?? functions?.source ?? 'functions');
  let value: string | undefined;
  for (const name of files) {
    const file = join(dir, name);
    const match = existsSync(file) ? new RegExp(`^${SEED_ON_START}=(.*)$`, 'm').exec(readFileSync(file, 'utf8')) : null;
    if (match) value = match[1];
  }
  return value;
}

/** The schema check the Firebase CLI runs on its config whenever it loads it (`firebase --debug` prints its errors). */
type SchemaCheck = ((data: unknown) => boolean) & { errors?: unknown[] | null };
const cliSchema = createRequire(import.meta.url)('firebase-tools/lib/firebaseConfigValidate') as {
  getValidator: () => SchemaCheck;
  getErrorMessage: (error: unknown) => string;
};

describe('the configs', () => {
  beforeAll(writeConfigs);

  it.each(['firebase.json', 'firebase.headless.json', 'firebase.no-ui.json'])("%s passes the Firebase CLI's schema", (file) => {
    const check = cliSchema.getValidator();
    const valid = check(JSON.parse(readFileSync(repoPath(file), 'utf8')));
    expect(valid ? [] : (check.errors ?? []).map(cliSchema.getErrorMessage)).toEqual([]);
  });

  it('our scripts and tests (firebase.headless.json) start the emulators empty', () => {
    expect(seedOnStartIn('firebase.headless.json')).toBe('false');
  });

  it("a developer's firebase.json (and the UI-less copy the test below starts) loads the demo data", () => {
    const committed = envFiles.filter((name) => name !== '.env.local');
    expect(seedOnStartIn('firebase.json', committed)).toBe('true');
    expect(seedOnStartIn('firebase.no-ui.json', committed)).toBe('true');
  });
});

/** Polls `probe` until it returns something other than undefined; throws at the deadline. */
async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Whether any process of the group `pgid` is still running. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The seed helper processes still running (it must leave once the data is in). */
function helpersRunning(): string[] {
  return execFileSync('ps', ['-eo', 'args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(repoPath('scripts/seed-on-start.mjs')));
}

// Skipped where the emulators cannot start, or where the developer turned the seed off (functions/.env.local).
describe.skipIf(!only || seedOnStartIn('firebase.json') !== 'true')('npx firebase emulators:start', () => {
  const state = seedStateAsLoaded();
  let cli: ChildProcess;
  let output: () => string = () => '';
  let hub = '';
  let app: App;

  beforeAll(async () => {
    writeConfigs();
    const log = join(results, 'cli-emulators-start.log');
    const started = Date.now();
    // Its own process group: stopped as a whole (the engines, in groups of their own, are checked apart).
    ({ child: cli, output } = startFirebaseCli(['emulators:start', '--config', 'firebase.no-ui.json', '--project', projectId, '--only', only], log));
    const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;
    const ready = await waitFor(
      'All emulators ready',
      () => {
        if (cli.exitCode !== null) throw new Error(`emulators:start exited (${cli.exitCode}); log: ${log}`);
        return output().includes('All emulators ready') ? seconds(started) : undefined;
      },
      budgets.emulatorStartMs,
    );
    hub = /Emulator Hub host: (\S+) port: (\d+)/.exec(output())?.slice(1).join(':') ?? '';
    const seeded = await waitFor(
      'the seed on start',
      () => {
        if (/seed-on-start: (failed|gave up)/.test(output())) throw new Error(`the seed on start failed; log: ${log}`);
        return /^seed: \d+ accounts/m.test(output()) ? seconds(started) : undefined;
      },
      budgets.emulatorStartMs,
    );
    writeFileSync(join(results, 'cli-start-times.json'), JSON.stringify({ ready, seeded }));
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] = at('auth');
    process.env['FIRESTORE_EMULATOR_HOST'] = at('firestore');
    app = initializeApp({ projectId }, 'cli-test');
  });

  afterAll(async () => {
    if (app) await deleteApp(app);
    if (!cli?.pid) return;
    const pgid = cli.pid;
    if (groupAlive(pgid)) process.kill(-pgid, 'SIGINT');
    const stopped = await waitFor('the emulators to stop', () => (groupAlive(pgid) ? undefined : true), budgets.emulatorStartMs).catch(() => false);
    if (!stopped) process.kill(-pgid, 'SIGKILL');
    expect(stopped, 'emulators:start left processes behind after Ctrl-C').toBe(true);
    // The engines run in process groups of their own: the group above does not cover them.
    expect(leftoverEngines(), 'an emulator engine kept its port after Ctrl-C').toEqual([]);
  });

  it('prints the seed in its console, and the helper leaves', async () => {
    expect(output()).toContain('seed-on-start: loading the demo data');
    expect(output()).toMatch(new RegExp(`^seed: ${Object.keys(state.users).length} accounts, `, 'm'));
    await waitFor('the seed helper to exit', () => (helpersRunning().length === 0 ? true : undefined), budgets.actionMs);
  });

  it('has every demo account, and the admin signs in with the admin role', async () => {
    const { users } = await getAuth(app).listUsers();
    expect(users.map((user) => user.email).sort()).toEqual(Object.values(state.users).map((user) => user.email).sort());
    const admin = demoAccounts[0]!;
    const response = await fetch(`http://${at('auth')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: DEMO_PASSWORD, returnSecureToken: true }),
    });
    const { idToken } = (await response.json()) as { idToken: string };
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { role?: string };
    expect(claims.role).toBe('admin');
  });

  it('has every demo document, the counters included', async () => {
    const db = getFirestore(app);
    for (const [path, docs] of Object.entries(state.docs)) {
      const count = (await db.collection(path).count().get()).data().count;
      expect(count, path).toBe(Object.keys(docs).length);
    }
  });

  it('leaves alone an emulator that already has accounts (a functions reload, an --import)', async () => {
    const helper = execFileSync(process.execPath, [repoPath('scripts/seed-on-start.mjs'), 'onUserCreated'], {
      cwd: repoPath('.'),
      encoding: 'utf8',
      env: { ...process.env, FIREBASE_EMULATOR_HUB: hub, GCLOUD_PROJECT: projectId },
    });
    expect(helper).toContain('already has accounts');
    expect((await getAuth(app).listUsers()).users).toHaveLength(Object.keys(state.users).length);
  });
});
