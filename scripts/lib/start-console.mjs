import { loadMemorySeed } from './memory-seed.mjs';

/**
 * What `npm start` shows a person: the app's address, the demo accounts, whether uploads work,
 * and real errors. Everything the builds, the emulators and the functions print goes to the log
 * (`npm start -- --verbose` shows it all instead).
 */

/** The line the inner command prints once the seed has loaded (start.mjs prints its banner then). */
export const READY_MARKER = 'SOLARCRED_START_READY';

// Warnings the CLI prints on every start on these machines and that need nothing from anyone.
const KNOWN_NOISE = [/Unable to fetch the CLI MOTD/, /Env variable override detected/, /doesn't match your global version/];

/** Whether a line of the emulators' (or the seed's) output is worth a person's attention. */
export function isWorthShowing(line) {
  if (KNOWN_NOISE.some((pattern) => pattern.test(line))) return false;
  if (line.startsWith('seed:') || line.startsWith('seed-')) return true;
  return /✖|"severity":"(ERROR|CRITICAL|ALERT|EMERGENCY)"|\bError\b|\bERROR\b|Exception|Unhandled|EADDRINUSE|exited with code [1-9]/.test(line);
}

/** Plain words for a person when the Storage emulator cannot start here. */
export const uploadsUnavailable = [
  'Heads-up: file uploads and document previews will NOT work in this run.',
  'The Cloud Storage emulator cannot start on this machine: its engine is downloaded on first use,',
  'and this machine cannot download it. Everything else works (sign-in, boards, comments, notices).',
  'Sending a proposal with attachments, changing a profile photo or opening a document will fail',
  'with a message. `npm run demo` has uploads (they stay in your browser).',
];

/** The banner printed once the emulators are up and the demo data is loaded. */
export function readyBanner({ url, accounts, password, log, storage }) {
  const width = Math.max(...accounts.map((account) => account.email.length));
  return [
    '',
    `SolarCred is running on the emulators with the demo data: ${url}`,
    '',
    `Demo accounts (password ${password}):`,
    ...accounts.map((account) => `  ${account.email.padEnd(width)}  ${account.label}`),
    '',
    ...(storage ? [] : [...uploadsUnavailable, '']),
    `Emulator and function logs: ${log} (npm start -- --verbose prints them here).`,
    'Ctrl-C stops everything.',
    '',
  ].join('\n');
}

/** The ready banner for the seed `npm start` loads: every account it creates (seededAccounts). */
export async function seedReadyBanner({ url, log, storage }) {
  const { seededAccounts, DEMO_PASSWORD } = await loadMemorySeed();
  return readyBanner({ url, accounts: seededAccounts, password: DEMO_PASSWORD, log, storage });
}
