/** A refused callable, through the real Functions SDK: the person reads the server's Portuguese, never a status code. */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callableClient, serverMessage } from './callable-client';

let app: FirebaseApp | null = null;

afterEach(async () => {
  vi.unstubAllGlobals();
  if (app) await deleteApp(app);
  app = null;
});

function answering(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
}

async function refusal(): Promise<unknown> {
  app = initializeApp({ apiKey: 'test', projectId: 'demo-test', appId: '1:1:web:1' }, `callable-${Math.random()}`);
  return callableClient(app)('recordCashbackPayouts', {}).catch((error: unknown) => error);
}

describe('callableClient', () => {
  it("gives the server's message without the SDK's ' [400]'", async () => {
    answering(400, { error: { status: 'INVALID_ARGUMENT', message: 'Proposta #ABC123: Identificador PIX inválido' } });
    expect(await refusal()).toMatchObject({ code: 'invalid-argument', message: 'Proposta #ABC123: Identificador PIX inválido' });
  });

  it('an error without a message reads as its code (no reason), not the SDK’s English', async () => {
    answering(412, { error: { status: 'FAILED_PRECONDITION' } });
    expect(await refusal()).toMatchObject({ code: 'failed-precondition', message: 'failed-precondition' });
  });
});

describe('serverMessage', () => {
  it('drops a trailing status code and the SDK’s defaults', () => {
    expect(serverMessage('Data inválida [400]', 'invalid-argument')).toBe('Data inválida');
    expect(serverMessage('internal [500]', 'internal')).toBe('internal');
    expect(serverMessage('Unknown backend error status: TEAPOT [418]', 'internal')).toBe('internal');
    expect(serverMessage('Limite de 50 pagamentos [por lote]', 'invalid-argument')).toBe('Limite de 50 pagamentos [por lote]');
  });
});
