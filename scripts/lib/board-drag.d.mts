/** Types of board-drag.mjs for the benchmark's browser test (tests/e2e/board-bench.test.ts). */
import type { Page } from 'playwright-core';

export interface BenchProposal {
  id: string;
  status: string;
  cliente_nome: string;
  created_at: number;
}

export interface DragReport {
  id: string;
  dropAt: number;
  askedReason: boolean;
  moved: boolean;
  landedIn: string | null;
  underPointer: string | null;
  scrolledWhileStill: boolean;
  dropToShownMs: number;
  longestTaskMs: number;
  longTasks: number[];
  longestTaskAfterDropMs: number;
  textSelected: boolean;
}

export interface DragPlan {
  from: string;
  to: string;
  /** The middle of the column's visible part (default), or just inside the board's right edge. */
  at?: 'middle' | 'edge';
  steps?: number;
  durationMs?: number;
  restMs?: number;
  settleMs?: number;
}

export function benchProposals(count: number, now: number, searchTokens: (proposal: never) => string[]): BenchProposal[];
export function addToStore(page: Page, docs: BenchProposal[]): Promise<number>;
export function dragAtPace(page: Page, plan: DragPlan): Promise<DragReport>;
export function columnAtEdge(page: Page): Promise<string>;
