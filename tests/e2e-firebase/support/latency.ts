/**
 * Live latencies measured by the journeys: printed, and kept in .test-results/live-latency.json,
 * or live-latency-{queue}.json when tier 6 runs its queues side by side (LATENCY_QUEUE).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { repoPath } from '../../emulator-env';

const queue = process.env['LATENCY_QUEUE'];
export const latencyReport = repoPath(`.test-results/live-latency${queue ? `-${queue}` : ''}.json`);

export function recordLatency(name: string, ms: number): void {
  console.log(`live latency ${name}: ${ms} ms`);
  const report: Record<string, number> = existsSync(latencyReport) ? JSON.parse(readFileSync(latencyReport, 'utf8')) : {};
  report[name] = ms;
  mkdirSync(dirname(latencyReport), { recursive: true });
  writeFileSync(latencyReport, `${JSON.stringify(report, null, 2)}\n`);
}
