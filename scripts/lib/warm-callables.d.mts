/** Types of warm-callables.mjs for its test (tests/scripts/warm-callables.test.ts). */
export function listCallables(origin: string): Promise<{ name: string; region: string }[]>;
export function warmCallables(options: { origin: string; project: string; concurrency?: number }): Promise<{ warmed: number; failed: number; coldMs: number }>;
export function warmedFirst(command: string, record: string): string;
