/** Issue 51 (stub of the contract: the consent part replaces it). */
import type { ConsentPort } from '../port-consent';
import type { MemoryStore } from './store';

const pending = () => Promise.reject(new Error('issue 51: consent not built yet'));

export const memoryConsent = (store: MemoryStore): ConsentPort => {
  void store;
  return new Proxy({}, { get: () => pending }) as unknown as ConsentPort;
};
