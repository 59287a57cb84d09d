import type { MemoryStore } from './store';

declare global {
  interface Window {
    /** Test and demo hook: lets a browser test drive the memory backend (e.g. approve as admin). */
    __solarcredMemory?: MemoryStore;
  }
}

export {};
