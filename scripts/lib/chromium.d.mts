/** Types of chromium.mjs for its users in TypeScript (tests/e2e/support/browser.ts and its test). */
export const HEADLESS_SHELL: string;
export const FULL_CHROMIUM: string;
export function chromiumPath(env?: Record<string, string | undefined>, exists?: (path: string) => boolean): string;
