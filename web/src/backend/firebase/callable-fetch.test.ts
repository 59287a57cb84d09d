/** The customer's page's callables over fetch (issue 28): the protocol's request, result and errors. */
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('an answer without a result or a readable body is an internal error', async () => {
    answering(500, 'not json at all');
    await expect(callFetch('submitCustomerApplication', {})).rejects.toMatchObject({ code: 'internal' });
  });

  it('no connection is "unavailable"', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(callFetch('openCustomerLink', {})).rejects.toMatchObject({ code: 'unavailable' });
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
