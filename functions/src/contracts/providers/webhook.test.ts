/** contractSigningWebhook's HTTP shell: POST only, the provider from the path, the store's failures answered 500 (the provider retries). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderEventStore } from './receive';
import { fixtureSecret, sentContract, zapSignDelivery, zapSignFixture } from './test-fixtures';
import { providerOfPath, webhookHandler } from './webhook';

const store: ProviderEventStore = { seen: vi.fn(), contractOf: vi.fn(), apply: vi.fn() };
const contractSigningWebhook = webhookHandler(() => store);

function response() {
  const answer = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const res = {
    status: (code: number) => ((answer.status = code), res),
    set: (field: string, value: string) => ((answer.headers[field] = value), res),
    json: (body: unknown) => (answer.body = body),
  };
  return { res, answer };
}

const request = (method: string, path: string, fixture = 'doc-viewed', secret: string | null = fixtureSecret) => ({ method, path, ...zapSignDelivery(zapSignFixture(fixture).json, secret) });

beforeEach(() => {
  process.env['ZAPSIGN_WEBHOOK_SECRET'] = fixtureSecret;
  vi.mocked(store.seen).mockResolvedValue(false);
  vi.mocked(store.contractOf).mockResolvedValue(sentContract());
  vi.mocked(store.apply).mockResolvedValue({ resultado: 'aplicado' });
});
afterEach(() => {
  delete process.env['ZAPSIGN_WEBHOOK_SECRET'];
  vi.clearAllMocks();
});

describe('contractSigningWebhook (HTTP)', () => {
  it('answers 405 to anything but POST', async () => {
    const { res, answer } = response();
    await contractSigningWebhook(request('GET', '/zapsign'), res);
    expect(answer).toMatchObject({ status: 405, headers: { Allow: 'POST' } });
    expect(store.seen).not.toHaveBeenCalled();
  });

  it('answers 404 for a provider it does not know', async () => {
    const { res, answer } = response();
    await contractSigningWebhook(request('POST', '/docusign'), res);
    expect(answer.status).toBe(404);
  });

  it('applies an authentic ZapSign event posted to /zapsign, and refuses a wrong secret', async () => {
    const ok = response();
    await contractSigningWebhook(request('POST', '/zapsign'), ok.res);
    expect(ok.answer).toMatchObject({ status: 200, body: { ok: true, resultado: 'aplicado' } });
    const refused = response();
    await contractSigningWebhook(request('POST', '/zapsign', 'doc-viewed', 'outro'), refused.res);
    expect(refused.answer.status).toBe(401);
    expect(store.apply).toHaveBeenCalledTimes(1);
  });

  it('answers 500 when applying fails, so the provider delivers it again', async () => {
    vi.mocked(store.apply).mockRejectedValue(new Error('contention'));
    const { res, answer } = response();
    await contractSigningWebhook(request('POST', '/zapsign'), res);
    expect(answer).toMatchObject({ status: 500, body: { ok: false } });
  });

  it("takes the provider from the path, else the configured one ('interno': none)", () => {
    expect(providerOfPath('/zapsign/')).toBe('zapsign');
    expect(providerOfPath('/')).toBe('interno');
  });
});
