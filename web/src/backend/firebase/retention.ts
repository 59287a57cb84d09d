/** Issue 51 (stub of the contract: the retention part replaces it). */
import type { RetentionPort } from '../port-retention';

const pending = () => Promise.reject(new Error('issue 51: retention not built yet'));

export const firebaseRetention = new Proxy({}, { get: () => pending }) as unknown as RetentionPort;
