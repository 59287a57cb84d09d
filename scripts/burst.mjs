#!/usr/bin/env node
/**
 * The burst benchmark (issue 26; a measurement, not a CI test): `--events` events (500) in
 * `--seconds` (10) from the admin and an integrator at once against the seeded emulators, then the
 * time until every counter equals its recount (scripts/lib/burst.mjs says what it sends).
 *   with `npm start` running:  node scripts/burst.mjs
 *   or: npx firebase emulators:exec --config firebase.headless.json --project demo-solarcred \
 *         --only auth,functions,firestore "node scripts/seed.mjs && node scripts/burst.mjs"
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { runBurst } from './lib/burst.mjs';

const { values } = parseArgs({ options: { events: { type: 'string', default: '500' }, seconds: { type: 'string', default: '10' } } });
// npm start's emulators (firebase.json) unless emulators:exec set the hosts.
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const db = getFirestore(initializeApp({ projectId: 'demo-solarcred' }));
const report = await runBurst({
  db,
  events: Number(values.events),
  seconds: Number(values.seconds),
  authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST,
  log: (line) => console.log(line),
});
console.log(`burst: ${report.events} events in ${report.seconds} s: ${JSON.stringify(report.sent)}`);
for (const [kind, errors] of Object.entries(report.failed)) console.log(`  ${kind}: ${errors.length} failed, e.g. ${errors[0]}`);
console.log(`  all answered after ${report.sendMs} ms; counters equal their recount ${report.settleMs} ms later; cleanup settled in ${report.cleanupMs} ms`);
process.exit(Object.keys(report.failed).length ? 1 : 0);
