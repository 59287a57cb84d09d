/** Types of memory-seed.mjs for the tests that read the seed through it (tests/scripts/start-console.test.ts). */
export function loadMemorySeed(): Promise<{
  seedState(now?: number): { users: Record<string, { email: string }> };
  DEMO_PASSWORD: string;
}>;
