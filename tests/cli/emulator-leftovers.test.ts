/**
 * A Firebase CLI that dies before its clean shutdown leaves the Firestore engine (a Java process
 * in a process group of its own) on its port; `npm start` and the test tiers sweep it after the
 * CLI exits (scripts/lib/emulator-leftovers.mjs), so the next start finds its ports free.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emulatorPorts, leftoverEngines, listenersOn, sweepEmulatorEngines } from '../../scripts/lib/emulator-leftovers.mjs';
import { budgets } from '../budgets';
import { repoPath } from '../emulator-env';
import { startFirebaseCli } from './firebase-cli';

const only = process.env['CLI_EMULATORS_ONLY'] ?? '';
const log = join(repoPath('.test-results'), 'cli-emulator-leftovers.log');

/** Polls `probe` until it returns true; throws at the deadline. */
async function until(what: string, probe: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

describe.skipIf(!only.includes('firestore'))('an emulator engine left by a CLI that died', () => {
  let cli: ChildProcess | undefined;

  afterAll(async () => {
    if (cli?.pid && cli.exitCode === null && cli.signalCode === null) process.kill(-cli.pid, 'SIGKILL');
    await sweepEmulatorEngines();
  });

  it('is stopped by the sweep, and the ports are free again', async () => {
    // firebase.headless.json, as the tiers write it (scripts/lib/firebase-config.mjs).
    execFileSync(process.execPath, ['--input-type=module', '-e', "import { headlessConfig } from './scripts/lib/firebase-config.mjs'; headlessConfig();"], { cwd: repoPath('.') });
    const started = startFirebaseCli(['emulators:exec', '--config', 'firebase.headless.json', '--project', 'demo-solarcred', '--only', 'firestore', 'echo ENGINE_UP && sleep 600'], log);
    cli = started.child;
    const output = started.output;
    await until('the Firestore emulator', () => output().includes('ENGINE_UP') || cli?.exitCode !== null, budgets.emulatorStartMs);
    expect(output(), `emulators:exec did not start; log: ${log}`).toContain('ENGINE_UP');

    // The CLI dies at once, with no clean shutdown (a crash, a second Ctrl-C, a killed run).
    const cliPid = cli.pid!;
    process.kill(-cliPid, 'SIGKILL');
    await until('the CLI to die', () => cli?.exitCode !== null || cli?.signalCode !== null, budgets.actionMs);

    // The premise: its engine is still there, holding the Firestore port.
    const left = leftoverEngines().map(({ command }) => command);
    expect(left.some((command) => command.includes('--port 8080') || command.includes('firestore'))).toBe(true);

    const swept = await sweepEmulatorEngines();
    expect(swept.length).toBeGreaterThan(0);
    expect(listenersOn(emulatorPorts())).toEqual([]);
  });
});
