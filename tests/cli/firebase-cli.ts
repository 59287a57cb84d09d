/** The Firebase CLI as a developer starts it, for the tests of tests/cli. */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { repoPath } from '../emulator-env';

export interface RunningCli {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/**
 * Starts `firebase <args>` from the repository in a process group of its own (stopped as a
 * whole), its output collected and appended to `log` (emptied first).
 */
export function startFirebaseCli(args: string[], log: string): RunningCli {
  mkdirSync(dirname(log), { recursive: true });
  writeFileSync(log, '');
  let output = '';
  const child = spawn(repoPath('node_modules/.bin/firebase'), args, { cwd: repoPath('.'), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    appendFileSync(log, chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output };
}
