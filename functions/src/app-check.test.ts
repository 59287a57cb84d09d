import { describe, expect, it, vi } from 'vitest';

/** Sends a signed-out callable request without an App Check token to `fn`; resolves with the error message. */
function answerWithoutAppCheck(fn: (req: unknown, res: unknown) => unknown): Promise<string> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const req = { method: 'POST', headers, header: (name: string) => headers[name.toLowerCase()], get: (name: string) => headers[name.toLowerCase()], body: { data: {} } };
    const answer = (body: unknown) => resolve(JSON.stringify(body));
    const res = {
      status: () => res,
      send: answer,
      json: answer,
      end: answer,
      setHeader: () => res,
      getHeader: () => undefined,
      on: () => res,
    };
    void fn(req, res);
  });
}

async function callableWith(enforced: string | undefined) {
  vi.resetModules();
  if (enforced === undefined) delete process.env['APP_CHECK_ENFORCED'];
  else process.env['APP_CHECK_ENFORCED'] = enforced;
  const { callable } = await import('./callable');
  return callable('admin', () => Promise.resolve('ok')) as unknown as (req: unknown, res: unknown) => unknown;
}

describe('App Check on callables (APP_CHECK_ENFORCED)', () => {
  it('refuses a request without an App Check token when enforced', async () => {
    expect(await answerWithoutAppCheck(await callableWith('true'))).toContain('"message":"Unauthenticated"');
  });

  it('lets it reach the role check when not enforced (emulators, demo): unauthenticated, not App Check', async () => {
    const answer = await answerWithoutAppCheck(await callableWith(undefined));
    expect(answer).toContain('Você precisa estar autenticado');
  });
});
