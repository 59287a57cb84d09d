/**
 * Firebase's callable protocol over fetch, for the customer's page (issue 28): POST `{ data }`,
 * answered `{ result }` or `{ error: { status, message } }`. The Functions SDK and Firebase's app
 * core are 13 kB gzip of a page that must stay small on a phone; a guest has no ID token to add,
 * and the App Check token, where a site key is set, comes from the SDK loaded only then.
 * https://firebase.google.com/docs/functions/callable-reference
 */
import { product } from '@solarcred/domain/config';
import { env } from '../../config/env';
import { BackendError } from '../port';
import { emulatorHost, firebaseOptions } from './app-options';

const projectId = firebaseOptions.projectId ?? '';

/** Where callable `name` answers: the emulator's address, or the deployed function's. */
export function callableUrl(name: string): string {
  return emulatorHost
    ? `http://${emulatorHost}:5001/${projectId}/${product.region}/${name}`
    : `https://${product.region}-${projectId}.cloudfunctions.net/${name}`;
}

/** The protocol's error status ('RESOURCE_EXHAUSTED') as the SDK's code ('resource-exhausted'). */
export const codeOfStatus = (status: unknown): string =>
  typeof status === 'string' && status !== '' ? status.toLowerCase().replaceAll('_', '-') : 'internal';

/** An App Check token where a site key is set (never on the emulators), from the guest's app. */
async function appCheckHeader(): Promise<Record<string, string>> {
  if (!env.VITE_APP_CHECK_SITE_KEY || env.VITE_USE_EMULATORS) return {};
  const [{ guestApp }, { appCheckToken }] = await Promise.all([import('./guest-app'), import('./app-check')]);
  const token = await appCheckToken(await guestApp());
  return token ? { 'X-Firebase-AppCheck': token } : {};
}

/** Calls callable `name`; an HttpsError arrives as BackendError(code, the server's pt-BR message). */
export async function callFetch<Output>(name: string, input: unknown): Promise<Output> {
  const headers = { 'Content-Type': 'application/json', ...(await appCheckHeader()) };
  let response: Response;
  try {
    response = await fetch(callableUrl(name), {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: input ?? null }),
    });
  } catch {
    throw new BackendError('unavailable', 'Sem conexão com o servidor.');
  }
  const body = (await response.json().catch(() => null)) as { result?: Output; error?: { status?: string; message?: string } } | null;
  if (response.ok && body && 'result' in body) return body.result as Output;
  throw new BackendError(codeOfStatus(body?.error?.status), body?.error?.message ?? `HTTP ${response.status}`);
}
