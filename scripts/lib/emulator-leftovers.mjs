/**
 * The Firebase CLI starts the Firestore (and Storage) engine as a Java process in a process group
 * of its own: a Ctrl-C sent to `npm start`'s group does not reach it, and when the CLI dies before
 * its clean shutdown (a second Ctrl-C, a crash, a killed test run) the engine keeps its port and
 * the next start fails with EADDRINUSE. After the CLI exits, `sweepEmulatorEngines()` stops any
 * engine still listening on firebase.json's emulator ports; nothing else is touched.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** An emulator engine's command line: the CLI's cached jars, or our launcher of the Cloud SDK's (emulators.mjs). */
const ENGINE = /cloud-firestore-emulator|cloud-storage-rules-runtime|solarcred-firestore-[^/]+\/launcher\.jar|firebase-tools/;

/** Every emulator port of firebase.json (the hub's and logging's included). */
export function emulatorPorts() {
  const { emulators } = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8'));
  const ports = Object.values(emulators).map((emulator) => emulator?.port).filter(Number.isInteger);
  return [...new Set([...ports, 4400, 4500])];
}

/** The pids listening on `ports` (from `ss`; none where it is missing). */
export function listenersOn(ports) {
  const result = spawnSync('ss', ['-ltnpH'], { encoding: 'utf8' });
  if (result.status !== 0) return [];
  const pids = new Set();
  for (const line of result.stdout.split('\n')) {
    const local = line.trim().split(/\s+/)[3] ?? '';
    if (!ports.includes(Number(local.slice(local.lastIndexOf(':') + 1)))) continue;
    for (const [, pid] of line.matchAll(/pid=(\d+)/g)) pids.add(Number(pid));
  }
  return [...pids];
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Emulator engines still listening on our ports: [{ pid, command }]. */
export function leftoverEngines(ports = emulatorPorts()) {
  return listenersOn(ports)
    .map((pid) => ({ pid, command: commandLine(pid) }))
    .filter(({ command }) => ENGINE.test(command));
}

/**
 * Stops the leftover engines (SIGTERM, then SIGKILL after `graceMs`); resolves with what it
 * stopped, so the caller can say so.
 */
export async function sweepEmulatorEngines({ ports = emulatorPorts(), graceMs = 5000 } = {}) {
  const leftovers = leftoverEngines(ports);
  for (const { pid } of leftovers) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (leftovers.some(({ pid }) => alive(pid)) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
  for (const { pid } of leftovers) if (alive(pid)) process.kill(pid, 'SIGKILL');
  return leftovers;
}
