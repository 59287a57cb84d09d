/** Small process helpers shared by the start and test scripts. */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readSync, readFileSync } from 'node:fs';

/**
 * Runs a command with inherited output, or with its stdout and stderr passed to `write` when
 * given; resolves with its exit code.
 */
export function run(command, args, { write, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: write ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    if (write) for (const stream of [child.stdout, child.stderr]) stream?.on('data', write);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * A writer that puts `prefix` before every line it passes to stdout (two tiers printing at once
 * stay readable); partial lines wait for their end.
 */
export function prefixedWriter(prefix) {
  let pending = '';
  const write = (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    if (lines.length) process.stdout.write(lines.map((line) => `${prefix}${line}\n`).join(''));
  };
  write.flush = () => {
    if (pending) process.stdout.write(`${prefix}${pending}\n`);
    pending = '';
  };
  return write;
}

/** Runs a command with its stdout and stderr appended to the file `log`; resolves with its exit code. */
export async function runLogged(command, args, { log, ...options }) {
  const fd = openSync(log, 'a');
  try {
    return await run(command, args, { ...options, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
}

/** The last `count` lines of a text file ('' when it does not exist). */
export function lastLines(file, count = 40) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
}

/**
 * Copies what is appended to `file` to our stdout while `work` runs (a command writing there from
 * inside another process's output, e.g. vitest inside `firebase emulators:exec`); resolves with
 * `work`'s result after copying the rest.
 */
export async function follow(file, work, write = (chunk) => process.stdout.write(chunk)) {
  let offset = 0;
  // Whole lines only, so several files followed into one console interleave line by line.
  let partial = Buffer.alloc(0);
  const buffer = Buffer.alloc(64 * 1024);
  const copy = (last = false) => {
    if (!existsSync(file)) return;
    const fd = openSync(file, 'r');
    try {
      for (let read; (read = readSync(fd, buffer, 0, buffer.length, offset)) > 0; offset += read) {
        partial = Buffer.concat([partial, buffer.subarray(0, read)]);
      }
    } finally {
      closeSync(fd);
    }
    const end = last ? partial.length : partial.lastIndexOf(10) + 1;
    if (end > 0) write(Buffer.from(partial.subarray(0, end)));
    partial = partial.subarray(end);
  };
  const timer = setInterval(copy, 200);
  try {
    return await work;
  } finally {
    clearInterval(timer);
    copy(true);
  }
}
