import { describe, expect, it } from 'vitest';
import { demoUids } from '../../../../tests/e2e/support/app';
import { demoAccounts, seedState } from './seed';

/** The browser tests sign in by writing a demo account's uid (tests/e2e/support/app.ts). */
describe('the browser tests’ demo sessions', () => {
  it('name every demo account by its button label, with the uid the seed gives its e-mail', () => {
    const users = Object.values(seedState(Date.now()).users);
    const expected = Object.fromEntries(demoAccounts.map((account) => [account.label, users.find((user) => user.email === account.email)?.uid]));
    expect(demoUids).toEqual(expected);
  });
});
