/**
 * The signing provider's webhook on the emulators (issue 47), with ZapSign's documented payloads
 * (tests/fixtures/zapsign/): contractSigningWebhook as deployed (the demo project's fixed webhook
 * secret, functions/src/contracts/providers/params.ts) records each event once in
 * contratos_eventos and moves the contract forward; a wrong secret writes nothing. The signature
 * itself runs the webhook's Firestore store from here, with the provider's signed PDF stubbed (the
 * emulator cannot reach ZapSign): the contract signed with the provider's evidence, the
 * verification code, the milestone, and a late 'viewed' kept but ignored. A Clicksign event's
 * HMAC is checked over the bytes the function received. dispatchToProvider records the
 * provider's document once.
 */
import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '@solarcred/domain/contract/hash';
import { renderContractPdf } from '@solarcred/domain/contract/pdf';
import { generatedContract } from '@solarcred/domain/contract/test-contract';
import type { StoredContract } from '@solarcred/domain/contract/types';
import { timestampsToMillis } from '@solarcred/domain/data/timestamps';
import { toFirestore } from '../../functions/src/firestore-data';
import { clicksignHmac, clicksignHmacHeader } from '../../functions/src/contracts/providers/clicksign';
import { dispatchToProvider } from '../../functions/src/contracts/providers/dispatch';
import { demoWebhookSecret } from '../../functions/src/contracts/providers/params';
import type { SigningProvider } from '../../functions/src/contracts/providers/port';
import { receiveProviderEvent } from '../../functions/src/contracts/providers/receive';
import { firestoreEventStore } from '../../functions/src/contracts/providers/store';
import { zapSignProvider, zapSignSecretHeader } from '../../functions/src/contracts/providers/zapsign';
import { budgets } from '../budgets';
import { functionsOrigin, hasFirestore, projectId, region, repoPath } from '../emulator-env';
import { db, seedProposal, uniqueId } from './firestore-admin';

const webhookUrl = `${functionsOrigin}/${projectId}/${region}/contractSigningWebhook/zapsign`;
const secret = demoWebhookSecret('zapsign');

/** A documented payload about `documento` (each test its own document). */
const fixture = (name: string, documento: string): Record<string, unknown> => ({
  ...(JSON.parse(readFileSync(repoPath(`tests/fixtures/zapsign/${name}.json`), 'utf8')) as Record<string, unknown>),
  token: documento,
});

const post = (body: unknown, headers: Record<string, string> = { [zapSignSecretHeader]: secret }, method = 'POST') =>
  fetch(webhookUrl, { method, headers: { 'content-type': 'application/json', ...headers }, ...(method === 'POST' ? { body: JSON.stringify(body) } : {}), signal: AbortSignal.timeout(budgets.callableMs) });

const read = async <T>(path: string) => timestampsToMillis((await db().doc(path).get()).data()) as T | undefined;
const ledgerOf = async (documento: string) => (await db().collection('contratos_eventos').where('documento', '==', documento).get()).docs.map((doc) => timestampsToMillis(doc.data()) as Record<string, unknown>);

/** An approved proposal and its contract, sent to `provedor` as `documento` (or not yet sent). */
async function sentContract(documento: string | null, provedor: StoredContract['provedor'] = 'zapsign'): Promise<StoredContract> {
  const approvedAt = Date.now() - 86_400_000;
  const propostaId = await seedProposal(uniqueId('integ'), { status: 'aprovada', status_desde: Timestamp.fromMillis(approvedAt), cliente_email: 'joao@exemplo.com.br' });
  const base = generatedContract(1, approvedAt);
  const contract: StoredContract = { ...base, id: `${propostaId}_v1`, proposta_id: propostaId, estado: 'enviado', enviado_em: approvedAt, provedor, provedor_documento: documento };
  await db().doc(`contratos/${contract.id}`).set(toFirestore(contract));
  await db().doc(`propostas/${propostaId}`).update(toFirestore({ contrato: { id: contract.id, versao: 1, estado: 'enviado', atualizado_em: approvedAt } }));
  return contract;
}

describe.skipIf(!hasFirestore)('contractSigningWebhook (Functions + Firestore emulators)', () => {
  it('records a viewed event once and moves the contract and the proposal’s summary; the redelivery writes nothing', async () => {
    const documento = uniqueId('zs-doc');
    const contract = await sentContract(documento);
    const first = await post(fixture('doc-viewed', documento));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ ok: true, resultado: 'aplicado' });
    expect(await read<StoredContract>(`contratos/${contract.id}`)).toMatchObject({ estado: 'visualizado', visualizado_em: Date.parse('2026-03-17T12:30:02.875Z') });
    expect(await read<{ contrato: { estado: string } }>(`propostas/${contract.proposta_id}`)).toMatchObject({ contrato: { id: contract.id, estado: 'visualizado' } });

    const again = await post(fixture('doc-viewed', documento));
    expect(await again.json()).toMatchObject({ ok: true, resultado: 'repetido' });
    const ledger = await ledgerOf(documento);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ provedor: 'zapsign', tipo: 'visualizado', resultado: 'aplicado', contrato_id: contract.id });
  });

  it('refuses a wrong or missing secret (401) and a GET (405), writing nothing', async () => {
    const documento = uniqueId('zs-doc');
    const contract = await sentContract(documento);
    expect((await post(fixture('doc-viewed', documento), { [zapSignSecretHeader]: 'segredo-errado' })).status).toBe(401);
    expect((await post(fixture('doc-viewed', documento), {})).status).toBe(401);
    expect((await post(null, {}, 'GET')).status).toBe(405);
    expect(await ledgerOf(documento)).toHaveLength(0);
    expect(await read<StoredContract>(`contratos/${contract.id}`)).toMatchObject({ estado: 'enviado', visualizado_em: null });
  });

  it('signs with the provider’s evidence and its signed PDF, marks the milestone; a late view and a redelivery change nothing', async () => {
    const documento = uniqueId('zs-doc');
    const contract = await sentContract(documento);
    const signedPdf = new Uint8Array(Buffer.from(`%PDF-1.7\n% ${documento} assinado\n%%EOF\n`, 'latin1'));
    const provider: SigningProvider = { ...zapSignProvider({ apiUrl: 'http://127.0.0.1:1', apiToken: 't', webhookSecret: secret }), signedPdf: vi.fn(async () => signedPdf) };
    const store = firestoreEventStore(db());
    const deliver = (name: string) => receiveProviderEvent(provider, { headers: { [zapSignSecretHeader]: secret }, rawBody: Buffer.from(''), body: fixture(name, documento) }, store);

    expect((await deliver('doc-signed')).body).toMatchObject({ resultado: 'aplicado' });
    const signed = await read<StoredContract>(`contratos/${contract.id}`);
    expect(signed).toMatchObject({
      estado: 'assinado',
      assinatura: { provedor: 'zapsign', provedor_documento: documento, link_id: '', nome_digitado: 'João Pereira', sha256_documento: contract.sha256, sha256_assinado: await sha256Hex(signedPdf), assinado_em: Date.parse('2026-03-17T12:31:21.818Z') },
    });
    const code = signed?.assinatura?.codigo_verificacao ?? '';
    expect(await read(`verificacoes_contrato/${code}`)).toMatchObject({ contrato_id: contract.id });
    expect(await read(`propostas/${contract.proposta_id}`)).toMatchObject({ contrato: { estado: 'assinado' }, instalacao: { marcos: { contrato_assinado: { estado: 'marcado', marcado_por: 'provedor_zapsign' } } } });

    expect((await deliver('doc-viewed')).body).toMatchObject({ resultado: 'ignorado', motivo: 'ja_assinado' });
    expect((await deliver('doc-signed')).body).toMatchObject({ resultado: 'repetido' });
    expect(provider.signedPdf).toHaveBeenCalledTimes(1);
    expect((await ledgerOf(documento)).map((entry) => entry['resultado']).sort()).toEqual(['aplicado', 'ignorado']);
    expect(await read<StoredContract>(`contratos/${contract.id}`)).toMatchObject({ estado: 'assinado', visualizado_em: null });
  });

  it('keeps but ignores the signature of a voided contract', async () => {
    const documento = uniqueId('zs-doc');
    const contract = await sentContract(documento);
    await db().doc(`contratos/${contract.id}`).update({ estado: 'substituido' });
    const response = await post(fixture('doc-signed', documento));
    expect(await response.json()).toMatchObject({ resultado: 'ignorado', motivo: 'anulado' });
    expect(await read<StoredContract>(`contratos/${contract.id}`)).toMatchObject({ estado: 'substituido', assinatura: null });
  });

  it('checks a Clicksign Content-Hmac over the raw bytes the function received', async () => {
    const documento = uniqueId('cs-doc');
    const contract = await sentContract(documento, 'clicksign');
    const refusal = JSON.parse(readFileSync(repoPath('tests/fixtures/clicksign/refusal.json'), 'utf8')) as { document: object };
    // Spaced JSON: an HMAC over the same document re-serialised (one space less) must not pass.
    const raw = JSON.stringify({ ...refusal, document: { ...refusal.document, key: documento } }, null, 1);
    const send = (hmac: string) => fetch(`${functionsOrigin}/${projectId}/${region}/contractSigningWebhook/clicksign`, { method: 'POST', headers: { 'content-type': 'application/json', [clicksignHmacHeader]: hmac }, body: raw, signal: AbortSignal.timeout(budgets.callableMs) });
    expect((await send(clicksignHmac(raw.replace(' ', ''), demoWebhookSecret('clicksign')))).status).toBe(401);
    const accepted = await send(clicksignHmac(raw, demoWebhookSecret('clicksign')));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ resultado: 'ignorado', motivo: 'recusado' });
    expect(await ledgerOf(documento)).toEqual([expect.objectContaining({ provedor: 'clicksign', tipo: 'recusado', contrato_id: contract.id })]);
  });

  it('dispatchToProvider sends a contract once and records the provider’s document', async () => {
    const contract = await sentContract(null);
    const send = vi.fn(async () => ({ documento: 'zs-enviado', url_assinatura: 'https://app.zapsign.co/verificar/x' }));
    const provider = { ...zapSignProvider({ apiUrl: 'http://127.0.0.1:1', apiToken: 't', webhookSecret: secret }), send };
    const pdf = new Uint8Array([37, 80, 68, 70]);
    expect(await dispatchToProvider(db(), contract, pdf, provider)).toMatchObject({ documento: 'zs-enviado' });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ pdf, signer: { nome: 'João Pereira', email: 'joao@exemplo.com.br' } }));
    expect(await read<StoredContract>(`contratos/${contract.id}`)).toMatchObject({ provedor: 'zapsign', provedor_documento: 'zs-enviado' });
    expect(await dispatchToProvider(db(), contract, pdf, provider)).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('dispatchToProvider run twice at once (two writes of the contract close together) sends it once', async () => {
    const contract = await sentContract(null);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const send = vi.fn(async () => {
      await answered;
      return { documento: uniqueId('zs-doc'), url_assinatura: 'https://app.zapsign.co/verificar/z' };
    });
    const provider = { ...zapSignProvider({ apiUrl: 'http://127.0.0.1:1', apiToken: 't', webhookSecret: secret }), send };
    const pdf = new Uint8Array([37, 80, 68, 70]);
    const first = dispatchToProvider(db(), contract, pdf, provider);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), { timeout: budgets.callableMs });
    // The first is still waiting for the provider: the second finds its claim and sends nothing.
    expect(await dispatchToProvider(db(), contract, pdf, provider)).toBeNull();
    release();
    expect(await first).toMatchObject({ documento: expect.any(String) });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await read<StoredContract>(`contratos/${contract.id}`)).toMatchObject({ provedor: 'zapsign', provedor_envio_em: null });
  });

  it('dispatchToProvider, given no PDF, sends the one whose hash the contract keeps (re-rendered from its frozen content)', async () => {
    const unsaved = await sentContract(null);
    const rendered = await renderContractPdf(unsaved.conteudo);
    const contract = { ...unsaved, sha256: await sha256Hex(rendered) };
    await db().doc(`contratos/${contract.id}`).update({ sha256: contract.sha256 });
    const send = vi.fn(async () => ({ documento: uniqueId('zs-doc'), url_assinatura: 'https://app.zapsign.co/verificar/y' }));
    const provider = { ...zapSignProvider({ apiUrl: 'http://127.0.0.1:1', apiToken: 't', webhookSecret: secret }), send };
    await dispatchToProvider(db(), contract, undefined, provider);
    const sentPdf = (send.mock.calls[0] as unknown as [{ pdf: Uint8Array }])[0].pdf;
    expect(await sha256Hex(sentPdf)).toBe(contract.sha256);
  });
});
