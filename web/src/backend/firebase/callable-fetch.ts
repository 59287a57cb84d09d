/**
 * Firebase's callable protocol over fetch, for the customer's page (issue 28): POST `{ data }`,
 * answered `{ result }` or `{ error: { status, message } }`. The Functions SDK and Firebase's app
 * core are 13 kB gzip of a page that must stay small on a phone; a guest has no ID token to add,
 * and the App Check token, where a site key is set, comes from the SDK loaded only then.
 * https://firebase.google.com/docs/functions/callable-reference
 */
import { product } from '@solarcred/domain/config';
import { errorsText } from '@solarcred/domain/messages';
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

/** How long a call may take, as the Functions SDK's default. */
const callTimeoutMs = 70_000;

/** The code of an answer without the protocol's error body (a proxy's page), as the SDK maps it. */
const codeOfHttp: Record<number, string> = {
  400: 'invalid-argument', 401: 'unauthenticated', 403: 'permission-denied', 404: 'not-found', 409: 'aborted',
  429: 'resource-exhausted', 499: 'cancelled', 501: 'unimplemented', 503: 'unavailable', 504: 'deadline-exceeded',
};

/** The protocol's error status ('RESOURCE_EXHAUSTED') as the SDK's code ('resource-exhausted'), else the HTTP status's. */
export const codeOfStatus = (status: unknown, httpStatus = 500): string =>
  typeof status === 'string' && status !== '' ? status.toLowerCase().replaceAll('_', '-') : (codeOfHttp[httpStatus] ?? 'internal');

/**
 * An App Check token where a site key is set (never on the emulators), from the guest's app. As
 * the SDK does, a token that cannot be had (reCAPTCHA blocked, throttled) sends the call without
 * it: the server decides, and an unenforced rollout keeps working.
 */
async function appCheckHeader(): Promise<Record<string, string>> {
  if (!env.VITE_APP_CHECK_SITE_KEY || env.VITE_USE_EMULATORS) return {};
  try {
    const [{ guestApp }, { appCheckToken }] = await Promise.all([import('./guest-app'), import('./app-check')]);
    const token = await appCheckToken(await guestApp());
    return token ? { 'X-Firebase-AppCheck': token } : {};
  } catch {
    return {};
  }
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
      signal: AbortSignal.timeout(callTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw timedOut ? new BackendError('deadline-exceeded', errorsText.timeout) : new BackendError('unavailable', errorsText.connection);
  }
  const body = (await response.json().catch(() => null)) as { result?: Output; error?: { status?: string; message?: string } } | null;
  if (response.ok && body && 'result' in body) return body.result as Output;
  throw new BackendError(codeOfStatus(body?.error?.status, response.status), body?.error?.message ?? errorsText.connectionRetry);
}
