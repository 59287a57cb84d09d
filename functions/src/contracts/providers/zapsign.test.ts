import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDocument, fixtureSecret, sentContract, signedPdfBytes, zapSignDelivery, zapSignFixture } from './test-fixtures';
import { ProviderApiError, WebhookRejected } from './port';
import { providerSignedPdf } from './registry';
import { zapSignProvider } from './zapsign';

const parse = (body: Record<string, unknown>, secret: string | null = fixtureSecret, configured = fixtureSecret) =>
  zapSignProvider({ apiUrl: 'http://127.0.0.1:1', apiToken: 't', webhookSecret: configured }).parseWebhook(zapSignDelivery(body, secret));

describe('ZapSign webhook (documented payloads)', () => {
  it('reads doc_signed as the signature of the document, at the signer’s time, by the signer', () => {
    const event = parse(zapSignFixture('doc-signed').json);
    expect(event).toMatchObject({ documento: fixtureDocument, tipo: 'assinado', em: Date.parse('2026-03-17T12:31:21.818Z'), signatario: { nome: 'João Pereira', email: 'joao@exemplo.com.br' } });
    expect(event.id).toMatch(/^[0-9a-f]{40}$/);
  });

  it('reads doc_viewed and doc_refused; a doc_signed while others still sign ("pending") signs nothing', () => {
    expect(parse(zapSignFixture('doc-viewed').json)).toMatchObject({ tipo: 'visualizado', em: Date.parse('2026-03-17T12:30:02.875Z') });
    expect(parse(zapSignFixture('doc-refused').json)).toMatchObject({ tipo: 'recusado', signatario: { nome: 'João Pereira' } });
    expect(parse({ ...zapSignFixture('doc-signed').json, status: 'pending' }).tipo).toBe('outro');
  });

  it('gives a redelivery the same event id, and another event another', () => {
    const signed = zapSignFixture('doc-signed').json;
    expect(parse(structuredClone(signed)).id).toBe(parse(signed).id);
    expect(parse(zapSignFixture('doc-viewed').json).id).not.toBe(parse(signed).id);
    const later = { ...signed, signer_who_signed: { ...(signed['signer_who_signed'] as object), signed_at: '2026-03-18T09:00:00Z' } };
    expect(parse(later).id).not.toBe(parse(signed).id);
  });

  it('refuses a wrong or missing secret, and everything when no secret is configured', () => {
    const body = zapSignFixture('doc-signed').json;
    expect(() => parse(body, 'segredo-errado')).toThrow(WebhookRejected);
    expect(() => parse(body, `${fixtureSecret}x`)).toThrow(WebhookRejected);
    expect(() => parse(body, null)).toThrow(WebhookRejected);
    expect(() => parse(body, '', '')).toThrow(WebhookRejected);
  });

  it('calls a body it cannot read malformed (after the secret checked)', () => {
    expect(() => parse({ event_type: 'doc_signed' })).toThrow(ProviderApiError);
    expect(() => parse({ ...zapSignFixture('doc-viewed').json, signers: [], last_update_at: null, created_at: null })).toThrow(ProviderApiError);
  });
});

/** A local fake of ZapSign's API: checks each request as the docs describe it and answers with the documented examples. */
describe('ZapSign API (local fake)', () => {
  const apiToken = 'api-token-de-teste';
  const requests: { method: string; url: string; authorization: string; body: unknown }[] = [];
  let server: Server;
  let origin = '';
  let detailStatus = 'signed';

  const bodyOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      void (async () => {
        const raw = await bodyOf(request);
        const authorization = request.headers.authorization ?? '';
        requests.push({ method: request.method ?? '', url: request.url ?? '', authorization, body: raw ? (JSON.parse(raw) as unknown) : null });
        const answer = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (request.url === '/files/signed.pdf') return void response.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.from(signedPdfBytes));
        if (authorization !== `Bearer ${apiToken}`) return answer(401, { detail: 'Token inválido' });
        if (request.method === 'POST' && request.url === '/api/v1/docs/') {
          if (request.headers['content-type'] !== 'application/json') return answer(400, { detail: 'JSON esperado' });
          return answer(200, zapSignFixture('create-document-response').json);
        }
        if (request.method === 'GET' && request.url === `/api/v1/docs/${fixtureDocument}/`) {
          return answer(200, { ...zapSignFixture('doc-detail-signed').json, status: detailStatus, signed_file: `${origin}/files/signed.pdf` });
        }
        return answer(404, { detail: 'Não encontrado' });
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = (token = apiToken) => zapSignProvider({ apiUrl: origin, apiToken: token, webhookSecret: fixtureSecret });

  it('creates the document from our PDF in base64, in Portuguese, named by our contract id, with one signer', async () => {
    requests.length = 0;
    const contract = sentContract({ provedor_documento: null });
    const pdf = new Uint8Array(Buffer.from('%PDF-1.7 contrato não assinado', 'latin1'));
    const sent = await provider().send({ contract, pdf, signer: { nome: 'João Pereira', email: 'joao@exemplo.com.br' } });

    expect(sent).toEqual({ documento: fixtureDocument, url_assinatura: 'https://app.zapsign.co/verificar/b14f141f-abcd-abcd-8dfa-0bdac0ec806a' });
    expect(requests).toHaveLength(1);
    const body = requests[0]?.body as Record<string, unknown>;
    expect(Buffer.from(String(body['base64_pdf']), 'base64')).toEqual(Buffer.from(pdf));
    expect(body).toMatchObject({ external_id: contract.id, lang: 'pt-br', name: 'Contrato CCB-ABCDEFGH-V1 (versão 1)' });
    expect(body['signers']).toEqual([expect.objectContaining({ name: 'João Pereira', email: 'joao@exemplo.com.br', auth_mode: 'assinaturaTela-tokenEmail', send_automatic_email: true })]);
  });

  it('fails when the API refuses the token', async () => {
    await expect(provider('outro-token').send({ contract: sentContract(), pdf: signedPdfBytes, signer: { nome: 'João', email: 'j@x.com' } })).rejects.toThrow(ProviderApiError);
  });

  it('fetches the signed PDF through the document’s detail, only once ZapSign says it is signed', async () => {
    detailStatus = 'signed';
    expect(Buffer.from(await provider().signedPdf(fixtureDocument))).toEqual(Buffer.from(signedPdfBytes));
    detailStatus = 'pending';
    await expect(provider().signedPdf(fixtureDocument)).rejects.toThrow(/not signed/);
    detailStatus = 'signed';
  });

  it('gives a reader the signed PDF of a ZapSign contract from ZapSign, and nothing for the built-in flow', async () => {
    process.env['ZAPSIGN_API_URL'] = origin;
    process.env['ZAPSIGN_API_TOKEN'] = apiToken;
    try {
      expect(Buffer.from((await providerSignedPdf(sentContract())) ?? [])).toEqual(Buffer.from(signedPdfBytes));
      expect(await providerSignedPdf(sentContract({ provedor: 'interno', provedor_documento: null }))).toBeNull();
    } finally {
      delete process.env['ZAPSIGN_API_URL'];
      delete process.env['ZAPSIGN_API_TOKEN'];
    }
  });
});
