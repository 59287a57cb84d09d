/** Issue 51 (stub of the contract: the privacy part replaces it). */
import type { PrivacyPort } from '../port-privacy';
import type { MemoryStore } from './store';

const pending = () => Promise.reject(new Error('issue 51: privacy not built yet'));

export const memoryPrivacy = (store: MemoryStore): PrivacyPort => {
  void store;
  return new Proxy({}, { get: () => pending }) as unknown as PrivacyPort;
};
