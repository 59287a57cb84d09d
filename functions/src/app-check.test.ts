import { afterEach, describe, expect, it, vi } from 'vitest';

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

async function callableWith(enforced: string | undefined, project = 'solarcred-prod') {
  vi.resetModules();
  if (enforced === undefined) delete process.env['APP_CHECK_ENFORCED'];
  else process.env['APP_CHECK_ENFORCED'] = enforced;
  process.env['GCLOUD_PROJECT'] = project;
  const { onCall } = await import('firebase-functions/v2/https');
  const { callableOptions } = await import('./options');
  const { callable } = await import('./callable');
  // As index.ts declares every callable.
  return onCall(callableOptions, callable('admin', () => Promise.resolve('ok'))) as unknown as (req: unknown, res: unknown) => unknown;
}

const refusedByAppCheck = '"message":"Unauthenticated"';
const reachedRoleCheck = 'Você precisa estar autenticado';

describe('App Check on callables (domain/src/app-check-policy.ts)', () => {
  const saved = { enforced: process.env['APP_CHECK_ENFORCED'], project: process.env['GCLOUD_PROJECT'] };
  afterEach(() => {
    for (const [key, value] of [['APP_CHECK_ENFORCED', saved.enforced], ['GCLOUD_PROJECT', saved.project]] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('refuses a request without an App Check token on a real project where nothing is set', async () => {
    expect(await answerWithoutAppCheck(await callableWith(undefined))).toContain(refusedByAppCheck);
  });

  it('refuses it when enforced explicitly, even on a demo- project', async () => {
    expect(await answerWithoutAppCheck(await callableWith('true', 'demo-solarcred'))).toContain(refusedByAppCheck);
  });

  it('lets it reach the role check on the emulators’ demo- project: unauthenticated, not App Check', async () => {
    expect(await answerWithoutAppCheck(await callableWith(undefined, 'demo-solarcred'))).toContain(reachedRoleCheck);
  });

  it('lets it reach the role check on a real project that turned enforcement off', async () => {
    expect(await answerWithoutAppCheck(await callableWith('false'))).toContain(reachedRoleCheck);
  });
});
