/**
 * The Trigger Email extension is declared for deploy (extensions/manifest.json, merged into
 * firebase.deploy.json by `npm run deploy`; its parameters in extensions/firestore-send-email.env)
 * and reads the collection the functions write (domain/src/data/mail.ts); firebase.json itself has
 * no `extensions`, so a plain `firebase emulators:start` needs no registry and sends no e-mail;
 * the SMTP password is a Secret Manager reference, never a value in the repository.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mailCollectionPath } from '@solarcred/domain/data/mail';
import { repoPath } from '../emulator-env';

const env = Object.fromEntries(
  readFileSync(repoPath('extensions/firestore-send-email.env'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

describe('firestore-send-email extension', () => {
  it('is declared for deploy from the official publisher, pinned, and kept out of the emulators', () => {
    const script = "import { deployConfigObject } from './scripts/lib/firebase-config.mjs'; console.log(JSON.stringify(deployConfigObject()));";
    const deploy = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoPath('.'), encoding: 'utf8' })) as { extensions?: Record<string, string> };
    expect(deploy.extensions?.['firestore-send-email']).toMatch(/^firebase\/firestore-send-email@\d+\.\d+\.\d+$/);
    const local = JSON.parse(readFileSync(repoPath('firebase.json'), 'utf8')) as { extensions?: unknown };
    expect(local.extensions).toBeUndefined();
  });

  it('reads the collection the functions write, in the functions region', () => {
    expect(env['MAIL_COLLECTION']).toBe(mailCollectionPath);
    expect(env['DATABASE_REGION']).toBe('southamerica-east1');
    expect(env['DEFAULT_FROM']).toMatch(/<.+@.+>$/);
  });

  it('keeps the SMTP password in Secret Manager and none in the connection URI', () => {
    expect(env['SMTP_PASSWORD']).toMatch(/^projects\/\$\{param:PROJECT_NUMBER\}\/secrets\/[\w-]+\/versions\/latest$/);
    expect(env['SMTP_CONNECTION_URI']).not.toMatch(/:[^:@/]+@[^@]*:\d+$/);
  });
});
