import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReport } from '../backend/port';

const reported: ErrorReport[] = [];
vi.mock('../backend', () => ({
  getBackend: () => Promise.resolve({ reportError: (report: ErrorReport) => Promise.resolve(void reported.push(report)) }),
}));

describe('reportError', () => {
  afterEach(() => {
    reported.length = 0;
    window.history.replaceState(null, '', '/');
  });

  it('sends the path, never the query string or the hash', async () => {
    window.history.replaceState(null, '', '/reset-password?mode=resetPassword&oobCode=segredo#x');
    const { reportError } = await import('./error-log');
    await reportError(new Error('falhou'));
    expect(reported.map((report) => [report.message, report.url])).toEqual([['falhou', '/reset-password']]);
  });
});
