#!/usr/bin/env node
/**
 * `npm start`: the emulators (auth, functions, firestore, and storage where its engine exists)
 * with the demo seed, and the web app against them, built and served by the Hosting emulator with
 * the production headers (CSP and all, plus the emulators' origins): http://127.0.0.1:<hosting port>.
 * `npm start -- --dev` serves it with `vite` instead (hot reload, no hosting headers).
 * The console shows the address, the demo accounts, whether uploads work and real errors; the
 * builds', emulators' and functions' output goes to .logs/start.log (`--verbose` prints it all).
 * Runs headless (firebase.headless.json: no Emulator Suite UI). Where the Firestore emulator
 * cannot run, says what to install and points to `npm run demo`.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { sweepEmulatorEngines } from './lib/emulator-leftovers.mjs';
import { firestoreEmulatorSetup } from './lib/emulators.mjs';
import { headlessConfig, hostingPort } from './lib/firebase-config.mjs';
import { lastLines, run, runLogged } from './lib/proc.mjs';
import { READY_MARKER, isWorthShowing, seedReadyBanner, uploadsUnavailable } from './lib/start-console.mjs';

const root = resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
const verbose = process.argv.includes('--verbose');
const log = resolve(root, '.logs/start.log');
mkdirSync(resolve(log, '..'), { recursive: true });
writeFileSync(log, '');

const setup = firestoreEmulatorSetup();
if (setup.blocker) {
  console.error(`
  npm start needs the full Firebase Local Emulator Suite, and it cannot start here:
    ${setup.blocker}.

  To run it:
    1. install Java 21 or newer (e.g. Temurin 21) and put it on PATH;
    2. let the first \`npm start\` download the Firestore and Storage emulator engines
       (network access to Google's storage is needed once; they are cached in ~/.cache/firebase).

  Meanwhile, \`npm run demo\` runs the whole app in the browser on the memory backend:
  no Java, no Firebase project.
`);
  process.exit(1);
}
const storage = setup.only.split(',').includes('storage');
if (!storage) console.warn(`\n${uploadsUnavailable.map((line) => `  ${line}`).join('\n')}\n`);

/** Fails with the log's last lines when a build fails. */
function stop(what, code) {
  console.error(`\nnpm start: ${what} (exit ${code}). Last lines of ${relative(root, log)}:\n${lastLines(log, 40).replace(/^/gm, '  │ ')}`);
  process.exit(code || 1);
}

const builds = [
  ['Building the functions', ['run', 'build', '--workspace', 'functions']],
  ...(dev ? [] : [['Building the web app for the emulators', ['run', 'build:emulator', '--workspace', 'web']]]),
];
for (const [label, args] of builds) {
  console.log(`▶ ${label}…`);
  const code = verbose ? await run('npm', args) : await runLogged('npm', args, { log, cwd: root });
  if (code !== 0) stop(`${label.toLowerCase()} failed`, code);
}

const url = dev ? 'http://127.0.0.1:5173' : `http://127.0.0.1:${hostingPort()}`;
const banner = await seedReadyBanner({ url, log: relative(root, log), storage });
// emulators:exec stops the emulators when its command ends: the last part waits until Ctrl-C.
const serve = dev ? 'npm run dev:emulator --workspace web' : 'node -e "setInterval(() => {}, 1 << 30)"';
const only = dev ? setup.only : `${setup.only},hosting`;
// Once the demo is ready, every callable is called once in the background, so a person's first click finds its function warm.
const inner = `node scripts/seed.mjs && echo ${READY_MARKER} && (node scripts/lib/warm-callables.mjs &) && ${serve}`;
console.log('▶ Starting the emulators and loading the demo data…');

// The CLI in a process group of its own, so a Ctrl-C reaches it once, from us (a second one would
// make it stop "right now", skipping its clean shutdown); its engines are swept after it exits.
const child = spawn(resolve(root, 'node_modules/.bin/firebase'), ['emulators:exec', ...headlessConfig(), '--project', 'demo-solarcred', '--only', only, inner], {
  cwd: root,
  env: { ...process.env, ...setup.env },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) console.log('\n▶ Stopping the emulators…');
    // A second Ctrl-C is passed on: the CLI then stops at once, and the sweep below ends its engines.
    if (child.exitCode === null) process.kill(-child.pid, stopping ? 'SIGKILL' : 'SIGINT');
    stopping = true;
  });
}
let ready = false;
for (const stream of [child.stdout, child.stderr]) {
  createInterface({ input: stream }).on('line', (line) => {
    appendFileSync(log, `${line}\n`);
    if (line.trim() === READY_MARKER) {
      ready = true;
      console.log(banner);
    } else if (verbose || isWorthShowing(line)) {
      console.log(line);
    }
  });
}
const code = await new Promise((done) => child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))));
const swept = await sweepEmulatorEngines();
if (swept.length) appendFileSync(log, `npm start: stopped ${swept.length} emulator engine(s) the CLI left running: ${swept.map(({ pid }) => pid).join(', ')}\n`);
if (stopping) process.exit(0);
if (code !== 0 && !ready) stop('the emulators stopped before the app was ready', code);
process.exit(code);
