/**
 * The webhook's delivery rules with the documented ZapSign payloads, over an in-memory ledger
 * (store.ts's Firestore one runs in tests/functions/contract-providers-firestore.test.ts).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredContract } from '@solarcred/domain/contract/types';
import { decideProviderEvent, providerEventDocId, providerEventRecord, type ProviderEventRecord } from './events';
import type { SigningProvider } from './port';
import { receiveProviderEvent, type Outcome, type ProviderEventStore } from './receive';
import { fixtureSecret, sentContract, signedPdfBytes, zapSignDelivery, zapSignFixture } from './test-fixtures';
import { zapSignProvider } from './zapsign';

const now = Date.parse('2026-03-17T13:00:00Z');

/** The ledger and the one contract, applying events as store.ts does (the same decision). */
function memoryStore(initial: StoredContract) {
  const ledger = new Map<string, ProviderEventRecord>();
  const state = { contract: initial, signedWith: null as Uint8Array | null };
  const store: ProviderEventStore = {
    seen: vi.fn(async (id: string) => ledger.has(id)),
    contractOf: vi.fn(async (documento: string) => (state.contract.provedor_documento === documento ? state.contract : null)),
    apply: vi.fn(async (provider, event, signedPdf, at): Promise<Outcome> => {
      const id = providerEventDocId(provider, event.id);
      if (ledger.has(id)) return { resultado: 'repetido' };
      const contract = state.contract.provedor_documento === event.documento ? state.contract : null;
      const plan = decideProviderEvent(provider, contract, event, at);
      if (plan.kind === 'visualizar') state.contract = { ...state.contract, ...plan.patch };
      if (plan.kind === 'assinar') {
        state.contract = { ...state.contract, estado: 'assinado', atualizado_em: at };
        state.signedWith = signedPdf;
      }
      const record = providerEventRecord(provider, event, contract, plan, at);
      ledger.set(id, record);
      return record.motivo ? { resultado: 'ignorado', motivo: record.motivo } : { resultado: 'aplicado' };
    }),
  };
  return { store, ledger, state };
}

let provider: SigningProvider;
let signedPdf: ReturnType<typeof vi.fn>;
beforeEach(() => {
  provider = zapSignProvider({ apiUrl: 'http://127.0.0.1:1', apiToken: 't', webhookSecret: fixtureSecret });
  signedPdf = vi.fn(async () => signedPdfBytes);
  provider = { ...provider, signedPdf } as SigningProvider;
});

const deliver = (store: ProviderEventStore, fixture: string, secret: string | null = fixtureSecret) =>
  receiveProviderEvent(provider, zapSignDelivery(zapSignFixture(fixture).json, secret), store, () => now);

describe('contractSigningWebhook: one delivery', () => {
  it('refuses a request without the secret (401) before reading or writing anything', async () => {
    const { store, ledger } = memoryStore(sentContract());
    expect(await deliver(store, 'doc-signed', 'segredo-errado')).toEqual({ status: 401, body: { ok: false, erro: 'unauthenticated' } });
    expect(await deliver(store, 'doc-signed', null)).toMatchObject({ status: 401 });
    expect(store.seen).not.toHaveBeenCalled();
    expect(store.apply).not.toHaveBeenCalled();
    expect(signedPdf).not.toHaveBeenCalled();
    expect(ledger.size).toBe(0);
  });

  it('applies a signature with the provider’s signed PDF, once; the redelivery is answered 200 and changes nothing', async () => {
    const { store, ledger, state } = memoryStore(sentContract());
    expect(await deliver(store, 'doc-signed')).toEqual({ status: 200, body: { ok: true, resultado: 'aplicado' } });
    expect(state.contract.estado).toBe('assinado');
    expect(state.signedWith).toBe(signedPdfBytes);

    expect(await deliver(store, 'doc-signed')).toEqual({ status: 200, body: { ok: true, resultado: 'repetido' } });
    expect(ledger.size).toBe(1);
    expect(store.apply).toHaveBeenCalledTimes(1);
    expect(signedPdf).toHaveBeenCalledTimes(1);
  });

  it('moves an e-mailed contract to visualizado', async () => {
    const { store, ledger, state } = memoryStore(sentContract());
    expect(await deliver(store, 'doc-viewed')).toMatchObject({ status: 200, body: { resultado: 'aplicado' } });
    expect(state.contract).toMatchObject({ estado: 'visualizado', visualizado_em: Date.parse('2026-03-17T12:30:02.875Z') });
    expect([...ledger.values()][0]).toMatchObject({ tipo: 'visualizado', resultado: 'aplicado', contrato_id: state.contract.id });
    expect(signedPdf).not.toHaveBeenCalled();
  });

  it('keeps an event that arrives after a later one (viewed after signed) and changes nothing', async () => {
    const { store, ledger, state } = memoryStore(sentContract());
    await deliver(store, 'doc-signed');
    expect(await deliver(store, 'doc-viewed')).toMatchObject({ status: 200, body: { resultado: 'ignorado', motivo: 'ja_assinado' } });
    expect(state.contract.estado).toBe('assinado');
    expect(state.contract.visualizado_em).toBeNull();
    expect(ledger.size).toBe(2);
  });

  it('keeps a view of a contract already viewed as out of order', async () => {
    const { store, state } = memoryStore(sentContract({ estado: 'visualizado', visualizado_em: now - 60_000 }));
    expect(await deliver(store, 'doc-viewed')).toMatchObject({ body: { resultado: 'ignorado', motivo: 'fora_de_ordem' } });
    expect(state.contract.visualizado_em).toBe(now - 60_000);
  });

  it('keeps but ignores the signature of a voided or expired contract, without fetching the PDF', async () => {
    const voided = memoryStore(sentContract({ estado: 'substituido', substituido_em: now - 1000, substituido_por: 'x_v2' }));
    expect(await deliver(voided.store, 'doc-signed')).toMatchObject({ status: 200, body: { resultado: 'ignorado', motivo: 'anulado' } });
    expect(voided.state.contract.estado).toBe('substituido');

    const expired = memoryStore(sentContract({ expira_em: Date.parse('2026-03-17T12:00:00Z') }));
    expect(await deliver(expired.store, 'doc-signed')).toMatchObject({ body: { resultado: 'ignorado', motivo: 'expirado' } });
    expect(expired.state.contract.estado).toBe('enviado');
    expect(signedPdf).not.toHaveBeenCalled();
  });

  it('keeps an event about a document sent to another provider as about no contract', async () => {
    const { store, state } = memoryStore(sentContract({ provedor: 'clicksign' }));
    expect(await deliver(store, 'doc-signed')).toMatchObject({ status: 200, body: { resultado: 'ignorado', motivo: 'sem_contrato' } });
    expect(state.contract.estado).toBe('enviado');
    expect(signedPdf).not.toHaveBeenCalled();
  });

  it('keeps an event about a document no contract was sent as', async () => {
    const { store, ledger } = memoryStore(sentContract({ provedor_documento: 'outro-documento' }));
    expect(await deliver(store, 'doc-signed')).toMatchObject({ status: 200, body: { resultado: 'ignorado', motivo: 'sem_contrato' } });
    expect([...ledger.values()][0]).toMatchObject({ contrato_id: null });
    expect(signedPdf).not.toHaveBeenCalled();
  });

  it('answers 400 to an authentic body it cannot read, recording nothing', async () => {
    const { store, ledger } = memoryStore(sentContract());
    const answer = await receiveProviderEvent(provider, zapSignDelivery({ event_type: 'doc_signed' }), store, () => now);
    expect(answer.status).toBe(400);
    expect(ledger.size).toBe(0);
  });
});
