/**
 * What `npm test` says about its own time (issue 31): the slowest files and tests across tiers and
 * every retried test, and the browser tiers' page loads, from the timings reporter's output; the full per-file table for the record.
 */
const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

/** `results`: [{ number, files: [{file, ms}], tests: [{file, name, ms, retries, pageLoads?}] }]. */
export function timingReport(results, top = 10) {
  const files = results.flatMap((r) => (r.files ?? []).map((f) => ({ ...f, tier: r.number })));
  const tests = results.flatMap((r) => (r.tests ?? []).map((t) => ({ ...t, tier: r.number })));
  const byTime = (a, b) => b.ms - a.ms;
  const retried = tests.filter((t) => t.retries > 0);
  const lines = [];
  if (files.length > 0) {
    lines.push(`Slowest files (of ${files.length}):`, ...[...files].sort(byTime).slice(0, top).map((f) => `  ${seconds(f.ms)}  ${f.file} (tier ${f.tier})`));
    lines.push(`Slowest tests (of ${tests.length}):`, ...[...tests].sort(byTime).slice(0, top).map((t) => `  ${seconds(t.ms)}  ${t.file} › ${t.name}`));
  }
  const loadsByFile = new Map();
  for (const t of tests) {
    if (t.pageLoads === undefined) continue;
    const key = `${t.file} (tier ${t.tier})`;
    loadsByFile.set(key, (loadsByFile.get(key) ?? 0) + t.pageLoads);
  }
  if (loadsByFile.size > 0) {
    const total = [...loadsByFile.values()].reduce((sum, n) => sum + n, 0);
    const most = [...loadsByFile].sort((a, b) => b[1] - a[1]).slice(0, top);
    lines.push(`Page loads: ${total} in ${loadsByFile.size} browser files; the most:`, ...most.map(([file, n]) => `  ${String(n).padStart(6)}    ${file}`));
  }
  const retries = retried.reduce((sum, t) => sum + t.retries, 0);
  lines.push(`Retries: ${retries}${retried.map((t) => `\n  ${t.file} › ${t.name} (${t.retries}×)`).join('')}`);
  const table = [...files].sort(byTime).map((f) => `${seconds(f.ms)}  tier ${f.tier}  ${f.file}`).join('\n');
  return { lines, table, retries };
}

/** Retries of one tier's tests. */
export const retriesOf = (tests = []) => tests.reduce((sum, t) => sum + t.retries, 0);
