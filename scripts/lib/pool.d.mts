/** Types of pool.mjs for its test (tests/scripts/pool.test.ts). */
export function inPool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]>;
