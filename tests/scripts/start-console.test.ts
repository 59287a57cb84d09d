/** What `npm start` prints for a person (scripts/lib/start-console.mjs), on lines taken from a real start. */
import { describe, expect, it } from 'vitest';
import { loadMemorySeed } from '../../scripts/lib/memory-seed.mjs';
import { isWorthShowing, readyBanner, seedReadyBanner, uploadsUnavailable } from '../../scripts/lib/start-console.mjs';

describe('isWorthShowing', () => {
  it.each([
    'i  functions: Beginning execution of "southamerica-east1-onProposalWritten"',
    'i  functions: Finished "southamerica-east1-onProposalWritten" in 4.08ms',
    '>  {"uid":"int-novo","role":"integrador","severity":"INFO","message":"onUserCreated: account ready"}',
    '{"severity":"WARNING","message":"params.APP_CHECK_ENFORCED.value() invoked during function deployment, instead of during runtime."}',
    '✔  functions[southamerica-east1-addComment]: http function initialized (http://127.0.0.1:5001/demo-solarcred/southamerica-east1/addComment).',
    '⚠  Unable to fetch the CLI MOTD and remote config. This is not a fatal error, but may indicate an issue with your network connection.',
    '⚠  firestore: Env variable override detected. Using firestore emulator at /tmp/x/launcher.jar',
    '⚠  functions: Your requested "node" version "22" doesn\'t match your global version "20". Using node@20 from host.',
    'dist-emulator/assets/error-reports-write-iQ2lpuUz.js             0.15 kB │ gzip:  0.14 kB',
  ])('keeps routine output in the log: %s', (line) => {
    expect(isWorthShowing(line)).toBe(false);
  });

  it.each([
    'seed: 9 accounts, 216 documents, counters settled (password of every account: demo123)',
    'Error: timed out after 60000 ms waiting for the counter triggers to count the seed',
    '>  {"severity":"ERROR","message":"callable: unexpected error"}',
    '✖  functions: Failed to load function definition from source',
    'Error: listen EADDRINUSE: address already in use 127.0.0.1:5050',
  ])('shows what a person must see: %s', (line) => {
    expect(isWorthShowing(line)).toBe(true);
  });
});

describe('readyBanner', () => {
  const options = {
    url: 'http://127.0.0.1:5050',
    accounts: [{ email: 'admin@solarcred.demo', label: 'Administrador' }],
    password: 'demo123',
    log: '.logs/start.log',
  };

  it('gives the address, the accounts with their password and where the logs are', () => {
    const banner = readyBanner({ ...options, storage: true });
    expect(banner).toContain('http://127.0.0.1:5050');
    expect(banner).toContain('admin@solarcred.demo  Administrador');
    expect(banner).toContain('password demo123');
    expect(banner).toContain('.logs/start.log');
    expect(banner).not.toContain(uploadsUnavailable[0]);
  });

  it('says plainly that uploads will not work when the Storage emulator cannot start', () => {
    expect(readyBanner({ ...options, storage: false })).toContain('file uploads and document previews will NOT work');
  });

  it("lists every account the seed creates, each with its label", async () => {
    const banner = await seedReadyBanner({ ...options, storage: true });
    const { seedState } = await loadMemorySeed();
    const emails = Object.values(seedState().users).map((user) => user.email);
    expect(emails.length).toBeGreaterThan(10);
    for (const email of emails) expect(banner).toMatch(new RegExp(`^  ${email.replace(/[.]/g, '\\.')} +\\S`, 'm'));
  });
});
