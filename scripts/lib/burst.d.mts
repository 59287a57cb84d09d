/** Types of burst.mjs for the Firebase tier's burst test (tests/e2e-firebase/burst.test.ts). */
import type { Firestore } from 'firebase-admin/firestore';

export interface BurstReport {
  events: number;
  seconds: number;
  sent: Record<string, number>;
  failed: Record<string, string[]>;
  sendMs: number;
  settleMs: number;
  cleanupMs: number;
}

export function runBurst(options: { db: Firestore; events?: number; seconds?: number; authHost: string; functionsOrigin?: string; log?: (line: string) => void }): Promise<BurstReport>;
