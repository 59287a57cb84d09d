/** Issue 51 (stub of the contract: the consent part replaces it). */
import type { ConsentPort } from '../port-consent';

const pending = () => Promise.reject(new Error('issue 51: consent not built yet'));

export const firebaseConsent = new Proxy({}, { get: () => pending }) as unknown as ConsentPort;
