/** Types of perf-screens.mjs for the tier-6 budget test (tests/e2e-firebase/first-loads.test.ts). */
import type { BrowserContext } from 'playwright-core';

export interface Screen {
  name: string;
  path: string;
  account: string | null;
  ready: string;
  targetKb: number;
}

export interface ScreenLoad extends Screen {
  kb: number;
  files: number;
  sizes: { name: string; size: number }[];
}

export const screens: Screen[];
export function measureScreenIn(context: BrowserContext, baseUrl: string, screen: Screen): Promise<ScreenLoad>;
export function measureScreens(label: string, baseUrl: string, chromiumPath: string, details?: boolean): Promise<ScreenLoad[]>;
