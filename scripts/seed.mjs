#!/usr/bin/env node
/**
 * Loads the demo data (the same seed the memory backend uses) into the running emulators:
 * accounts with their role claims into Auth, documents into Firestore. Run by `npm start`;
 * by hand: `firebase emulators:exec ... "node scripts/seed.mjs"` or with the emulator hosts set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST || !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('seed: FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST must point at running emulators.');
  process.exit(1);
}

const root = resolve(import.meta.dirname, '..');
const workDir = mkdtempSync(join(tmpdir(), 'solarcred-seed-'));
const outfile = join(workDir, 'seed.mjs');
await build({
  entryPoints: [resolve(root, 'web/src/backend/memory/seed.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile,
  logLevel: 'error',
});
const { seedState } = await import(pathToFileURL(outfile).href);
rmSync(workDir, { recursive: true, force: true });

const state = seedState(Date.now());
const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-solarcred' });
const auth = getAuth(app);
const db = getFirestore(app);

/** Millisecond fields (created_at, enviado_em, …) become Firestore Timestamps. */
const timeKeys = /(_at|_em|^em)$/;
function toFirestore(value, key = '') {
  if (typeof value === 'number' && timeKeys.test(key)) return Timestamp.fromMillis(value);
  if (Array.isArray(value)) return value.map((item) => toFirestore(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toFirestore(v, k)]));
  }
  return value;
}

async function waitForTriggerClaim(uid) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await auth.getUser(uid)).customClaims?.role) return;
    await new Promise((done) => setTimeout(done, 100));
  }
}

for (const user of Object.values(state.users)) {
  try {
    await auth.getUser(user.uid);
  } catch {
    await auth.createUser({ uid: user.uid, email: user.email, password: user.password, emailVerified: true });
    // The sign-up trigger sets its own claim; let it finish before setting the seeded role.
    await waitForTriggerClaim(user.uid);
  }
  await auth.setCustomUserClaims(user.uid, user.claims);
}

let count = 0;
for (const [collectionPath, docs] of Object.entries(state.docs)) {
  for (const { id, ...data } of Object.values(docs)) {
    await db.collection(collectionPath).doc(id).set(toFirestore(data));
    count++;
  }
}
console.log(`seed: ${Object.keys(state.users).length} accounts, ${count} documents (password of every account: demo123)`);
