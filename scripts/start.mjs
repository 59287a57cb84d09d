#!/usr/bin/env node
/**
 * `npm start`: the four emulators (auth, functions, firestore, storage) with the demo seed, and
 * the web app against them. Where the Firestore/Storage emulators cannot run, says what to
 * install and points to `npm run demo`.
 */
import { firestoreEmulatorSetup } from './lib/emulators.mjs';
import { run } from './lib/proc.mjs';

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

const build = await run('npm', ['run', 'build', '--workspace', 'functions']);
if (build !== 0) process.exit(build);

if (setup.notes) console.warn(`\n  Note: ${setup.notes}. File uploads will fail until it is available.\n`);
const inside = 'node scripts/seed.mjs && npm run dev:emulator --workspace web';
process.exit(
  await run('npx', ['firebase', 'emulators:exec', '--project', 'demo-solarcred', '--only', setup.only, inside], {
    env: { ...process.env, ...setup.env },
  }),
);
