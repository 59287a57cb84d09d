/** Issue 51 (stub of the contract: the audit part replaces it). */
import type { AuditPort } from '../port-audit';

const pending = () => Promise.reject(new Error('issue 51: audit not built yet'));

export const firebaseAudit = new Proxy({}, { get: () => pending }) as unknown as AuditPort;
