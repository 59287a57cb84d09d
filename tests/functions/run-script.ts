/** Runs one of scripts/*.mjs as a person would (node, the emulators' environment) and keeps what it said. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoPath } from '../emulator-env';

const run = promisify(execFile);

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runScript(script: string, ...args: string[]): Promise<ScriptResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [repoPath(script), ...args], { env: process.env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
