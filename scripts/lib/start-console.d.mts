/** Types of start-console.mjs for its unit test (tests/scripts/start-console.test.ts). */
export const READY_MARKER: string;
export function isWorthShowing(line: string): boolean;
export const uploadsUnavailable: string[];
export function readyBanner(options: {
  url: string;
  accounts: readonly { email: string; label: string }[];
  password: string;
  log: string;
  storage: boolean;
}): string;
export function seedReadyBanner(options: { url: string; log: string; storage: boolean }): Promise<string>;
