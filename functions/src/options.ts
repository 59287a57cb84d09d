/**
 * The options index.ts declares the functions with (light: no handler code, no firebase-admin).
 * Callables: the app's region, App Check as params.ts decides. Firestore triggers: the region, and
 * retries on (a transaction that loses to contention is tried again rather than dropped).
 */
import { product } from '@solarcred/domain/config';
import { APP_CHECK_ENFORCED } from './params';

export const callableOptions = { region: product.region, enforceAppCheck: APP_CHECK_ENFORCED };

export const triggerOptions = <Document extends string>(document: Document) => ({ document, region: product.region, retry: true });
