#!/usr/bin/env node
/**
 * The demo data on a plain `npx firebase emulators:start`. Started detached, with the emulators'
 * variables, by the functions bundle while the Functions emulator discovers it, and only when
 * functions/src/emulator-seed/seed-on-start.ts allows (emulator, demo- project, opt-in set in
 * functions/.env.demo-solarcred). Arguments: the triggers the seed needs.
 *  1. one helper per emulator run: a functions reload while it seeds starts another one, which
 *     leaves at once;
 *  2. waits until the Functions emulator lists those triggers (seeding earlier would miss them);
 *  3. an emulator that already has accounts (an --import, a reload, a seed by hand) is left alone;
 *  4. otherwise runs scripts/seed.mjs, the seed of `npm start` and the Firebase browser tier.
 * It never outlives its deadline, and it fails when the emulators go away.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { waitUntil } from './lib/wait.mjs';

const DEADLINE_MS = 180_000;
const label = 'seed-on-start:';
const triggers = process.argv.slice(2);
const hub = process.env.FIREBASE_EMULATOR_HUB;

setTimeout(() => {
  console.error(`${label} gave up after ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS).unref();

/** True when this process now holds the lock (a pid file; a dead holder's file is taken over). */
function claimLock(file) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      process.on('exit', () => rmSync(file, { force: true }));
      return true;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (holder && isAlive(holder)) return false;
      rmSync(file, { force: true });
    }
  }
  return false;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The entry points the Functions emulator has registered (its /backends listing). */
async function registeredTriggers() {
  const { functions } = await getJson(`http://${hub}/emulators`);
  const { backends } = await getJson(`http://${functions.host}:${functions.port}/backends`);
  return new Set(backends.flatMap((backend) => backend.functionTriggers.map((trigger) => trigger.entryPoint)));
}

async function main() {
  if (!hub || triggers.length === 0) throw new Error('run by the Functions emulator (FIREBASE_EMULATOR_HUB and the trigger names are missing)');
  if (!claimLock(join(tmpdir(), `solarcred-seed-on-start-${hub.replace(/[^\w]/g, '_')}.pid`))) return;
  await waitUntil(`the Functions emulator to register ${triggers.join(', ')}`, async () => {
    const registered = await registeredTriggers();
    return triggers.every((name) => registered.has(name)) ? true : undefined;
  }, { timeoutMs: 60_000, intervalMs: 250 });

  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, 'seed-on-start');
  const { users } = await getAuth(app).listUsers(1);
  await deleteApp(app);
  if (users.length > 0) {
    console.log(`${label} the Auth emulator already has accounts: demo data not loaded again`);
    return;
  }
  console.log(`${label} loading the demo data (scripts/seed.mjs)…`);
  await import('./seed.mjs');
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`${label} failed: ${error instanceof Error ? error.message : error}\n  load it by hand with \`npm run seed:emulators\``);
    process.exit(1);
  },
);
