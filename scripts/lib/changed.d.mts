export interface ChangePlan {
  projects: string[];
  lint: string[];
  unit: boolean;
  tiers: Record<string, string[]>;
}
export function changedFiles(root: string, ref?: string): string[];
export function testFiles(root: string): string[];
export function tierOf(test: string): number | null;
export function planFor(files: string[], tests: string[]): ChangePlan;
