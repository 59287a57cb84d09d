#!/usr/bin/env node
/**
 * `npm run deploy -- --project <id> [--dry-run]`: everything SolarCred runs on Firebase, in one
 * command. Builds the functions and the web app (production mode: web/.env.production), then
 * `firebase deploy` of the Firestore rules and indexes, the Storage rules, the functions,
 * Hosting and the extensions (Trigger Email, docs/email.md; Stream Firestore to BigQuery,
 * docs/bigquery.md: firebase.json plus extensions/manifest.json, written to firebase.deploy.json).
 * With --dry-run it prints that plan, builds, and asks the CLI to validate the deploy without
 * changing the project (`firebase deploy --dry-run`).
 * The one-time project setup it assumes is in the README's deploy section.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { deployConfig } from './lib/firebase-config.mjs';
import { loadTypeScript } from './lib/load-ts.mjs';
import { run } from './lib/proc.mjs';

/** What one deploy covers, the extensions of extensions/manifest.json included (docs/email.md, docs/bigquery.md). */
export const DEPLOY_TARGETS = ['firestore:rules', 'firestore:indexes', 'storage', 'functions', 'hosting', 'extensions'];

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { project: { type: 'string', short: 'P' }, 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
});

if (values.help || !values.project) {
  console.log('Usage: npm run deploy -- --project <firebase-project-id> [--dry-run]');
  process.exit(values.help ? 0 : 1);
}
if (values.project.startsWith('demo-')) {
  console.error(`deploy: "${values.project}" is a demo project id (emulators only); give the real project's id.`);
  process.exit(1);
}
if (!existsSync(resolve(root, 'web/.env.production'))) {
  console.error('deploy: web/.env.production is missing: put the web app config from the Firebase console there.');
  process.exit(1);
}

/** KEY=value lines of the .env files that exist, the later overriding the earlier (as the CLI loads them). */
function readEnvFiles(...files) {
  const env = {};
  for (const file of files.map((name) => resolve(root, name)).filter(existsSync)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (match) env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return env;
}

// The callables' App Check setting as the deployed functions will compute it (domain/src/app-check-policy.ts).
const { appCheckEnforced, appCheckDeployProblem } = await loadTypeScript("export * from './domain/src/app-check-policy.ts';");
const functionsEnv = readEnvFiles('functions/.env', `functions/.env.${values.project}`);
const webEnv = readEnvFiles('web/.env.production');
const appCheckProblem = appCheckDeployProblem(appCheckEnforced({ ...functionsEnv, GCLOUD_PROJECT: values.project }), webEnv.VITE_APP_CHECK_SITE_KEY);
if (appCheckProblem) {
  console.error(`deploy: ${appCheckProblem}`);
  process.exit(1);
}

const dryRun = values['dry-run'];
const steps = [
  ['build functions', 'npm', ['run', 'build', '--workspace', 'functions']],
  ['build web (production)', 'npm', ['run', 'build', '--workspace', 'web']],
  [
    dryRun ? 'validate the deploy (nothing changes)' : 'deploy',
    'npx',
    ['firebase', 'deploy', ...deployConfig(), '--only', DEPLOY_TARGETS.join(','), '--project', values.project, ...(dryRun ? ['--dry-run'] : [])],
  ],
];

console.log(`${dryRun ? 'Dry run: would deploy' : 'Deploying'} ${DEPLOY_TARGETS.join(', ')} to ${values.project}:`);
for (const [label, command, args] of steps) console.log(`  ${label}: ${command} ${args.join(' ')}`);

for (const [label, command, args] of steps) {
  console.log(`\n▶ ${label}`);
  const code = await run(command, args, { cwd: root });
  if (code !== 0) {
    console.error(`deploy: "${label}" failed (exit ${code}).`);
    process.exit(code);
  }
}
console.log(dryRun ? '\nDry run done: nothing was deployed.' : `\nDeployed to ${values.project}.`);
