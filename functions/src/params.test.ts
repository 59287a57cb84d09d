import { describe, expect, it } from 'vitest';
import { parseAdminEmails } from './params';

describe('parseAdminEmails', () => {
  it('splits on commas, trims and lower-cases', () => {
    expect(parseAdminEmails(' Admin@SolarCred.test, chefe@solarcred.com.br ')).toEqual([
      'admin@solarcred.test',
      'chefe@solarcred.com.br',
    ]);
  });

  it('tolerates semicolons, newlines and empty entries', () => {
    expect(parseAdminEmails('a@x.com;;b@x.com,\n c@x.com,')).toEqual(['a@x.com', 'b@x.com', 'c@x.com']);
  });

  it('gives no admins for an empty or blank value', () => {
    expect(parseAdminEmails('')).toEqual([]);
    expect(parseAdminEmails(' , ')).toEqual([]);
  });
});
