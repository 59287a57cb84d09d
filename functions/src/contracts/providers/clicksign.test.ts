import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clicksignHmac, clicksignHmacHeader, clicksignProvider } from './clicksign';
import { ProviderApiError, WebhookRejected } from './port';
import { sentContract, signedPdfBytes } from './test-fixtures';

const secret = 'segredo-hmac-de-teste';
const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/clicksign/${name}.json`, import.meta.url), 'utf8');
const documentKey = 'db4a2cf7-0a48-481f-b669-54f2a2260ac2';

/** A delivery as Clicksign sends it: the raw body and its Content-Hmac (or `hmac`). */
function delivery(name: string, hmac?: string | null) {
  const raw = fixture(name);
  return { headers: hmac === null ? {} : { [clicksignHmacHeader]: hmac ?? clicksignHmac(raw, secret) }, rawBody: Buffer.from(raw), body: JSON.parse(raw) as unknown };
}
const parse = (name: string, hmac?: string | null, configured = secret) => clicksignProvider({ apiUrl: 'http://127.0.0.1:1', accessToken: 't', webhookSecret: configured }).parseWebhook(delivery(name, hmac));

describe('Clicksign webhook (documented payloads)', () => {
  it('reads auto_close and document_closed of a finished document as its signature, refusal as a refusal, sign as nothing yet', () => {
    expect(parse('auto-close')).toMatchObject({ documento: documentKey, tipo: 'assinado', em: Date.parse('2026-03-17T12:31:22.191Z'), signatario: { nome: 'João Pereira', email: 'joao@exemplo.com.br' } });
    expect(parse('document-closed').tipo).toBe('assinado');
    expect(parse('refusal')).toMatchObject({ tipo: 'recusado', signatario: { ip: '200.147.35.149' } });
    expect(parse('sign').tipo).toBe('outro');
    expect(parse('auto-close').id).not.toBe(parse('document-closed').id);
  });

  it('checks the Content-Hmac of the raw body: a changed body, another secret or no header is refused', () => {
    const raw = fixture('auto-close');
    const tampered = raw.replace('João Pereira', 'Outra Pessoa');
    const provider = clicksignProvider({ apiUrl: 'http://127.0.0.1:1', accessToken: 't', webhookSecret: secret });
    expect(() => provider.parseWebhook({ headers: { [clicksignHmacHeader]: clicksignHmac(raw, secret) }, rawBody: Buffer.from(tampered), body: JSON.parse(tampered) })).toThrow(WebhookRejected);
    expect(() => parse('auto-close', clicksignHmac(raw, 'outro-segredo'))).toThrow(WebhookRejected);
    expect(() => parse('auto-close', null)).toThrow(WebhookRejected);
    expect(() => parse('auto-close', undefined, '')).toThrow(WebhookRejected);
  });
});

describe('Clicksign API (local fake)', () => {
  const token = 'access-token-de-teste';
  const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let server: Server;
  let origin = '';
  let status = 'closed';

  beforeAll(async () => {
    server = createServer((request, response) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        const url = new URL(request.url ?? '/', 'http://x');
        const raw = Buffer.concat(chunks).toString('utf8');
        calls.push({ method: request.method ?? '', path: url.pathname, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} });
        const answer = (code: number, body?: string) => response.writeHead(code, { 'content-type': 'application/json' }).end(body ?? '');
        if (url.pathname === '/files/signed.pdf') return void response.writeHead(200).end(Buffer.from(signedPdfBytes));
        if (url.searchParams.get('access_token') !== token) return answer(401, '{"errors":["Access Token inválido"]}');
        if (request.method === 'POST' && request.headers['content-type'] !== 'application/json') return answer(400);
        const route = `${request.method} ${url.pathname}`;
        if (route === 'POST /api/v1/documents') return answer(201, fixture('create-document-response'));
        if (route === 'POST /api/v1/signers') return answer(201, fixture('create-signer-response'));
        if (route === 'POST /api/v1/lists') return answer(201, fixture('create-list-response'));
        if (route === 'POST /api/v1/notifications') return answer(202);
        if (route === `GET /api/v1/documents/${documentKey}`) {
          const detail = JSON.parse(fixture('document-detail')) as { document: Record<string, unknown> };
          return answer(200, JSON.stringify({ document: { ...detail.document, status, downloads: { signed_file_url: `${origin}/files/signed.pdf` } } }));
        }
        return answer(404);
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = (accessToken = token) => clicksignProvider({ apiUrl: origin, accessToken, webhookSecret: secret });

  it('creates the document, its signer, adds the signer as a party and notifies them', async () => {
    calls.length = 0;
    const contract = sentContract({ provedor: 'clicksign', provedor_documento: null });
    const pdf = new Uint8Array(Buffer.from('%PDF-1.7 contrato', 'latin1'));
    const sent = await provider().send({ contract, pdf, signer: { nome: 'João Pereira', email: 'joao@exemplo.com.br' } });

    expect(sent).toEqual({ documento: documentKey, url_assinatura: 'https://app.clicksign.com/sign/d46acabf-a93c-0000-0000-1b1b05ef1fa2' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/v1/documents', 'POST /api/v1/signers', 'POST /api/v1/lists', 'POST /api/v1/notifications']);
    const document = calls[0]?.body['document'] as Record<string, unknown>;
    expect(String(document['content_base64'])).toBe(`data:application/pdf;base64,${Buffer.from(pdf).toString('base64')}`);
    expect(document).toMatchObject({ path: `/SolarCred/${contract.id}.pdf`, auto_close: true, locale: 'pt-BR' });
    expect(calls[1]?.body).toMatchObject({ signer: { email: 'joao@exemplo.com.br', name: 'João Pereira', auths: ['email'] } });
    expect(calls[2]?.body).toMatchObject({ list: { document_key: documentKey, signer_key: '916487c8-9939-0000-0000-4cd7ffd8785b', sign_as: 'party' } });
    expect(calls[3]?.body).toMatchObject({ request_signature_key: 'd46acabf-a93c-0000-0000-1b1b05ef1fa2' });
  });

  it('fails when the API refuses the access token', async () => {
    await expect(provider('outro').send({ contract: sentContract(), pdf: signedPdfBytes, signer: { nome: 'J', email: 'j@x.com' } })).rejects.toThrow(ProviderApiError);
  });

  it('fetches the signed PDF once the document is closed', async () => {
    status = 'closed';
    expect(Buffer.from(await provider().signedPdf(documentKey))).toEqual(Buffer.from(signedPdfBytes));
    status = 'running';
    await expect(provider().signedPdf(documentKey)).rejects.toThrow(/not finished/);
    status = 'closed';
  });
});
