/** Issue 51 (stub of the contract: the audit part replaces it). */
import type { AuditPort } from '../port-audit';
import type { MemoryStore } from './store';

const pending = () => Promise.reject(new Error('issue 51: audit not built yet'));

export const memoryAudit = (store: MemoryStore): AuditPort => {
  void store;
  return new Proxy({}, { get: () => pending }) as unknown as AuditPort;
};
