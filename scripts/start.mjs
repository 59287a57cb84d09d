#!/usr/bin/env node
/**
 * `npm start`: the four emulators (auth, functions, firestore, storage) with the demo seed, and
 * the web app against them, built and served by the Hosting emulator with the production headers
 * (CSP and all, plus the emulators' origins): http://127.0.0.1:<emulators.hosting.port>.
 * `npm start -- --dev` serves it with `vite` instead (hot reload, no hosting headers).
 * Runs headless (firebase.headless.json: no Emulator Suite UI). Where the Firestore/Storage
 * emulators cannot run, says what to install and points to `npm run demo`.
 */
import { firestoreEmulatorSetup } from './lib/emulators.mjs';
import { headlessConfig, hostingPort } from './lib/firebase-config.mjs';
import { run } from './lib/proc.mjs';

const dev = process.argv.includes('--dev');

const setup = firestoreEmulatorSetup();
const blocker = setup.blocker;
if (blocker) {
  console.error(`
  npm start needs the full Firebase Local Emulator Suite, and it cannot start here:
    ${blocker}.

  To run it:
    1. install Java 21 or newer (e.g. Temurin 21) and put it on PATH;
    2. let the first \`npm start\` download the Firestore and Storage emulator engines
       (network access to Google's storage is needed once; they are cached in ~/.cache/firebase).

  Meanwhile, \`npm run demo\` runs the whole app in the browser on the memory backend:
  no Java, no Firebase project.
`);
  process.exit(1);
}

const builds = [['run', 'build', '--workspace', 'functions'], ...(dev ? [] : [['run', 'build:emulator', '--workspace', 'web']])];
for (const args of builds) {
  const code = await run('npm', args);
  if (code !== 0) process.exit(code);
}

if (setup.notes) console.warn(`\n  Note: ${setup.notes}. File uploads will fail until it is available.\n`);
const url = `http://127.0.0.1:${hostingPort()}`;
// emulators:exec stops the emulators when its command ends: the Hosting variant waits until Ctrl-C.
const serve = dev
  ? 'npm run dev:emulator --workspace web'
  : `echo "SolarCred (Hosting emulator, demo data): ${url} · Ctrl-C stops everything" && node -e "setInterval(() => {}, 1 << 30)"`;
const only = dev ? setup.only : `${setup.only},hosting`;
process.exit(
  await run('npx', ['firebase', 'emulators:exec', ...headlessConfig(), '--project', 'demo-solarcred', '--only', only, `node scripts/seed.mjs && ${serve}`], {
    env: { ...process.env, ...setup.env },
  }),
);
