/** The customer's page's callables over fetch (issue 28): the protocol's request, result and errors. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorsText } from '@solarcred/domain/messages';
import { BackendError } from '../port';
import { callableUrl, callFetch, codeOfStatus } from './callable-fetch';

afterEach(() => vi.unstubAllGlobals());

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('callFetch', () => {
  it('posts { data } as JSON to the callable and resolves with its result', async () => {
    const fetch = answering(200, { result: { estado: 'aberto', empresa: 'Sol' } });
    await expect(callFetch('openCustomerLink', { token: 'abc' })).resolves.toEqual({ estado: 'aberto', empresa: 'Sol' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(callableUrl('openCustomerLink'));
    expect(url).toMatch(/\/openCustomerLink$/);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ data: { token: 'abc' } });
  });

  it("turns the server's error into BackendError with the SDK's code and the pt-BR message", async () => {
    answering(429, { error: { status: 'RESOURCE_EXHAUSTED', message: 'Muitas tentativas. Aguarde alguns minutos.' } });
    const failure = await callFetch('openCustomerLink', { token: 'abc' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({ code: 'resource-exhausted', message: 'Muitas tentativas. Aguarde alguns minutos.' });
  });

  it("an answer without the protocol's error body takes the HTTP status's code and a Portuguese message", async () => {
    answering(500, 'not json at all');
    await expect(callFetch('submitCustomerApplication', {})).rejects.toMatchObject({ code: 'internal', message: errorsText.connectionRetry });
    answering(429, '<html>Too Many Requests</html>');
    await expect(callFetch('openCustomerLink', {})).rejects.toMatchObject({ code: 'resource-exhausted' });
    answering(404, '<html>Not Found</html>');
    await expect(callFetch('openCustomerLink', {})).rejects.toMatchObject({ code: 'not-found' });
  });

  it('no connection is "unavailable", a call past 70 s "deadline-exceeded"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(callFetch('openCustomerLink', {})).rejects.toMatchObject({ code: 'unavailable', message: errorsText.connection });
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      expect(init.signal).toBeInstanceOf(AbortSignal);
      throw new DOMException('signal timed out', 'TimeoutError');
    }));
    await expect(callFetch('openCustomerLink', {})).rejects.toMatchObject({ code: 'deadline-exceeded', message: errorsText.timeout });
  });
});

describe('codeOfStatus', () => {
  it.each([
    ['NOT_FOUND', 'not-found'],
    ['INVALID_ARGUMENT', 'invalid-argument'],
    ['FAILED_PRECONDITION', 'failed-precondition'],
    [undefined, 'internal'],
    ['', 'internal'],
  ])('%s → %s', (status, code) => expect(codeOfStatus(status)).toBe(code));
});
