import type { Proposal } from '@solarcred/domain/model';
import type { MemoryStore } from './store';

declare global {
  interface Window {
    /** Test and demo hook: lets a browser test drive the memory backend (e.g. approve as admin). */
    __solarcredMemory?: MemoryStore;
    /** Test and demo hook (proposal-stats.ts): proposal writes that run the counter trigger, as the wizard's callable does. */
    __solarcredProposals?: { write(proposal: Proposal): void; remove(id: string): void };
  }
}

export {};
