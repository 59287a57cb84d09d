/** Live latencies measured by the journeys: printed, and kept in .test-results/live-latency.json. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { repoPath } from '../../emulator-env';

export const latencyReport = repoPath('.test-results/live-latency.json');

export function recordLatency(name: string, ms: number): void {
  console.log(`live latency ${name}: ${ms} ms`);
  const report: Record<string, number> = existsSync(latencyReport) ? JSON.parse(readFileSync(latencyReport, 'utf8')) : {};
  report[name] = ms;
  mkdirSync(dirname(latencyReport), { recursive: true });
  writeFileSync(latencyReport, `${JSON.stringify(report, null, 2)}\n`);
}
