/** npm test's time report (issue 31): slowest files and tests across tiers, and every retry counted. */
import { describe, expect, it } from 'vitest';
import { retriesOf, timingReport } from '../../scripts/lib/timing-summary.mjs';

const results = [
  { number: 2, files: [{ file: 'a.test.ts', ms: 1_000 }], tests: [{ file: 'a.test.ts', name: 'quick', ms: 20, retries: 0 }] },
  {
    number: 3,
    files: [{ file: 'b.test.ts', ms: 90_000 }, { file: 'c.test.ts', ms: 30_000 }],
    tests: [
      { file: 'b.test.ts', name: 'journey', ms: 45_000, retries: 1 },
      { file: 'c.test.ts', name: 'form', ms: 9_000, retries: 0 },
    ],
  },
  { number: 1 },
];

describe('timingReport', () => {
  it('lists the slowest files and tests first, with their tier, and counts the retries', () => {
    const report = timingReport(results, 2);
    expect(report.lines).toEqual([
      'Slowest files (of 3):',
      '    90.0 s  b.test.ts (tier 3)',
      '    30.0 s  c.test.ts (tier 3)',
      'Slowest tests (of 3):',
      '    45.0 s  b.test.ts › journey',
      '     9.0 s  c.test.ts › form',
      'Retries: 1\n  b.test.ts › journey (1×)',
    ]);
    expect(report.table.split('\n')).toEqual(['  90.0 s  tier 3  b.test.ts', '  30.0 s  tier 3  c.test.ts', '   1.0 s  tier 2  a.test.ts']);
    expect(retriesOf(results[1]?.tests)).toBe(1);
    expect(retriesOf(undefined)).toBe(0);
  });

  it('sums the page loads of the browser tests per file, most first', () => {
    const browser = [
      { number: 3, tests: [{ file: 'b.test.ts', name: 'one', ms: 1, retries: 0, pageLoads: 2 }, { file: 'b.test.ts', name: 'two', ms: 1, retries: 0, pageLoads: 3 }, { file: 'c.test.ts', name: 'three', ms: 1, retries: 0, pageLoads: 7 }] },
      { number: 2, tests: [{ file: 'a.test.ts', name: 'unit', ms: 1, retries: 0 }] },
    ];
    expect(timingReport(browser).lines.filter((line) => /loads|tier 3\)$/.test(line))).toEqual([
      'Page loads: 12 in 2 browser files; the most:',
      '       7    c.test.ts (tier 3)',
      '       5    b.test.ts (tier 3)',
    ]);
  });

  it('says there were no retries', () => {
    expect(timingReport([{ number: 1 }]).lines).toEqual(['Retries: 0']);
  });
});
