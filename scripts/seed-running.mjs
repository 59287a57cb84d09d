#!/usr/bin/env node
/**
 * `npm run seed:emulators`: the demo data (scripts/seed.mjs) into emulators started by hand with
 * `npx firebase emulators:start`, found on 127.0.0.1 at firebase.json's ports. That start already
 * loads it (scripts/seed-on-start.mjs, docs/emulators.md): this is for loading it again after
 * clearing the emulators, or where the seed on start is turned off. The seed's dates are relative
 * to today (sign-ups "in the last 30 days"), which is why it is a step and not an `--import`
 * snapshot: a snapshot kept in the repo would age.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const { emulators } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../firebase.json'), 'utf8'));
const at = (name) => `127.0.0.1:${emulators[name].port}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= at('auth');
process.env.FIRESTORE_EMULATOR_HOST ??= at('firestore');
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= at('storage');
process.env.GCLOUD_PROJECT ??= 'demo-solarcred';
await import('./seed.mjs');
