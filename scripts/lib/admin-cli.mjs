/**
 * What the admin commands share (grant-admin, recount-stats, backfill-search-tokens): the
 * `[--project <id>] [--dry-run]` options, the project they target, and how they end.
 */
import { readFileSync } from 'node:fs';

/** `--project <id>`, `--project=<id>` and `--dry-run`; null on anything else. */
export function parseProjectOptions(argv) {
  const options = { project: '', dryRun: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--project') options.project = argv[++i] ?? '';
    else if (arg.startsWith('--project=')) options.project = arg.slice('--project='.length);
    else return null;
  }
  return options;
}

/** The project of the environment (GCLOUD_PROJECT …), else .firebaserc's default. */
export function defaultProject() {
  const fromEnv = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (fromEnv) return fromEnv;
  const rc = JSON.parse(readFileSync(new URL('../../.firebaserc', import.meta.url), 'utf8'));
  return rc.projects?.default ?? '';
}

/** Runs the command and exits with its code; an error prints its message and exits 1. */
export function runCommand(main) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
