/** The customer's callables over fetch where an App Check site key is set (production). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFetch } from './callable-fetch';

const token = vi.fn<() => Promise<string | null>>();
vi.mock('../../config/env', () => ({ env: { VITE_APP_CHECK_SITE_KEY: 'site-key', VITE_USE_EMULATORS: false, VITE_FIREBASE_PROJECT_ID: 'solarcred' } }));
vi.mock('./guest-app', () => ({ guestApp: async () => ({ name: 'cliente-link' }) }));
vi.mock('./app-check', () => ({ appCheckToken: () => token() }));

afterEach(() => vi.unstubAllGlobals());

function headersOfCall() {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ result: 'ok' }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return async () => {
    await expect(callFetch('openCustomerLink', { token: 't' })).resolves.toBe('ok');
    return new Headers((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
  };
}

describe('callFetch with App Check', () => {
  it('sends the App Check token in X-Firebase-AppCheck', async () => {
    token.mockResolvedValueOnce('app-check-token');
    expect((await headersOfCall()()).get('X-Firebase-AppCheck')).toBe('app-check-token');
  });

  it('without a token (reCAPTCHA blocked or throttled) still calls, as the SDK does: the server decides', async () => {
    token.mockRejectedValueOnce(new Error('appCheck/throttled'));
    expect((await headersOfCall()()).has('X-Firebase-AppCheck')).toBe(false);
  });
});
