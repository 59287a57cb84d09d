export interface TimedFile { file: string; ms: number }
export interface TimedTest { file: string; name: string; ms: number; retries: number }
export interface TimedTier { number: number; files?: TimedFile[]; tests?: TimedTest[] }
export function timingReport(results: TimedTier[], top?: number): { lines: string[]; table: string; retries: number };
export function retriesOf(tests?: TimedTest[]): number;
