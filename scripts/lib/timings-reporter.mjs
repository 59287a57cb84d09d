/**
 * A vitest reporter beside the default and JSON ones (issue 31): each test file's time (tests and
 * hooks, plus its import) and each test's time, retries and browser page loads, written to TEST_TIMINGS_FILE for
 * scripts/test.mjs's summary. Vitest's JSON report has no retry count; this one does.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class TimingsReporter {
  files = [];
  tests = [];

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    this.files.push({ file: relative(process.cwd(), testModule.moduleId), ms: Math.round(d.duration + d.collectDuration + d.setupDuration) });
  }

  onTestCaseResult(testCase) {
    const d = testCase.diagnostic();
    if (!d) return;
    const pageLoads = testCase.meta().pageLoads;
    this.tests.push({ file: relative(process.cwd(), testCase.module.moduleId), name: testCase.fullName, ms: Math.round(d.duration), retries: d.retryCount, ...(pageLoads === undefined ? {} : { pageLoads }) });
  }

  onTestRunEnd() {
    const out = process.env.TEST_TIMINGS_FILE;
    if (out) writeFileSync(out, JSON.stringify({ files: this.files, tests: this.tests }));
  }
}
