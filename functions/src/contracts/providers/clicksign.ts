/**
 * Clicksign behind the signing port (issue 47), after its public API v1 documentation
 * (https://developers.clicksign.com/v1.0/docs, links in tests/fixtures/clicksign/README.md):
 * - create: four calls, each authenticated by `?access_token=`: POST /api/v1/documents (the PDF as a
 *   `data:application/pdf;base64,` URI, `auto_close` so the last signature finishes it), POST
 *   /api/v1/signers (the customer, authenticated by e-mail), POST /api/v1/lists (the signer added
 *   to the document as a party), POST /api/v1/notifications (Clicksign e-mails the link);
 * - webhook: `Content-Hmac: sha256=<hex>`, the HMAC-SHA256 of the raw body with the webhook's
 *   secret, compared in constant time. `auto_close` and `document_closed` (the document finished
 *   after the last signature) sign; `refusal` refuses; the rest changes nothing. No event id: the
 *   id is derived from the event's name, document and `occurred_at`;
 * - signed PDF: GET /api/v1/documents/{key}, `downloads.signed_file_url` once `status` is 'closed'.
 */
import { createHash, createHmac } from 'node:crypto';
import { constantTimeEqual, headerOf, ProviderApiError, WebhookRejected, type ProviderEvent, type SendInput, type SendResult, type SigningProvider, type WebhookRequest } from './port';

export const clicksignHmacHeader = 'content-hmac';

export interface ClicksignOptions {
  /** https://app.clicksign.com (sandbox: https://sandbox.clicksign.com). */
  apiUrl: string;
  accessToken: string;
  /** The webhook's HMAC SHA256 secret; '' refuses every webhook. */
  webhookSecret: string;
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const objectAt = (value: unknown, key: string): Json => (isObject(value) && isObject(value[key]) ? value[key] : {});

const eventTypes: Record<string, ProviderEvent['tipo']> = { auto_close: 'assinado', document_closed: 'assinado', refusal: 'recusado' };

/** The `Content-Hmac` a body is sent with under `secret`. */
export const clicksignHmac = (rawBody: Buffer | string, secret: string): string => `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/** A Clicksign webhook's body as the port's event (its HMAC already checked). */
export function clicksignEvent(body: unknown): ProviderEvent {
  const event = objectAt(body, 'event');
  const document = objectAt(body, 'document');
  const name = text(event['name']);
  const documento = text(document['key']);
  if (!name || !documento) throw new ProviderApiError('Clicksign webhook: event name or document key missing');
  const em = [event['occurred_at'], document['finished_at'], document['updated_at']].map((value) => Date.parse(text(value))).find(Number.isFinite);
  if (em === undefined) throw new ProviderApiError(`Clicksign webhook: no time in the ${name} event`);
  const closed = document['status'] === 'closed';
  const tipo = eventTypes[name] === 'assinado' && !closed ? 'outro' : (eventTypes[name] ?? 'outro');
  const id = createHash('sha256').update([name, documento, new Date(em).toISOString()].join('|')).digest('hex').slice(0, 40);
  const result: ProviderEvent = { id, documento, tipo, em };
  const signers = Array.isArray(document['signers']) ? document['signers'].filter(isObject) : [];
  const signer = objectAt(event, 'data')['signer'] ?? signers[0];
  if (isObject(signer)) {
    result.signatario = { nome: text(signer['name']), email: text(signer['email']) };
    if (text(signer['address'])) result.signatario.ip = text(signer['address']);
  }
  return result;
}

export function clicksignProvider(options: ClicksignOptions): SigningProvider {
  const request = options.fetch ?? fetch;
  const api = (path: string) => `${options.apiUrl.replace(/\/+$/, '')}/api/v1/${path}?access_token=${encodeURIComponent(options.accessToken)}`;
  const headers = { 'content-type': 'application/json', accept: 'application/json' };

  async function call(method: 'GET' | 'POST', path: string, body?: Json): Promise<Json> {
    const response = await request(api(path), { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    if (!response.ok) throw new ProviderApiError(`Clicksign ${method} ${path}: HTTP ${response.status}`);
    const raw = await response.text();
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!isObject(parsed)) throw new ProviderApiError(`Clicksign ${method} ${path}: the answer is not a JSON object`);
    return parsed;
  }

  return {
    id: 'clicksign',

    async send({ contract, pdf, signer }: SendInput): Promise<SendResult> {
      const document = objectAt(
        await call('POST', 'documents', {
          document: {
            path: `/SolarCred/${contract.id}.pdf`,
            content_base64: `data:application/pdf;base64,${Buffer.from(pdf).toString('base64')}`,
            deadline_at: new Date(contract.expira_em).toISOString(),
            auto_close: true,
            locale: 'pt-BR',
            sequence_enabled: false,
          },
        }),
        'document',
      );
      const created = objectAt(await call('POST', 'signers', { signer: { email: signer.email, name: signer.nome, auths: ['email'], delivery: 'email', has_documentation: false } }), 'signer');
      if (!text(document['key']) || !text(created['key'])) throw new ProviderApiError('Clicksign: no document or signer key in the answers');
      const message = `Contrato ${contract.conteudo.numero} (versão ${contract.versao}) para assinatura.`;
      const list = objectAt(await call('POST', 'lists', { list: { document_key: document['key'], signer_key: created['key'], sign_as: 'party', refusable: true, message } }), 'list');
      const requestKey = text(list['request_signature_key']);
      if (!requestKey) throw new ProviderApiError('Clicksign: no request_signature_key for the signer');
      await call('POST', 'notifications', { request_signature_key: requestKey, message });
      return { documento: text(document['key']), url_assinatura: text(list['url']) || `${options.apiUrl.replace(/\/+$/, '')}/sign/${requestKey}` };
    },

    parseWebhook({ headers, rawBody, body }: WebhookRequest): ProviderEvent {
      if (!options.webhookSecret) throw new WebhookRejected('Clicksign webhook secret not configured');
      if (!constantTimeEqual(headerOf(headers, clicksignHmacHeader), clicksignHmac(rawBody, options.webhookSecret))) throw new WebhookRejected('Clicksign Content-Hmac does not match');
      return clicksignEvent(body);
    },

    async signedPdf(documento: string): Promise<Uint8Array> {
      const document = objectAt(await call('GET', `documents/${encodeURIComponent(documento)}`), 'document');
      const url = text(objectAt(document, 'downloads')['signed_file_url']);
      if (document['status'] !== 'closed' || !url) throw new ProviderApiError(`Clicksign document ${documento} is not finished (status ${text(document['status']) || '?'})`);
      const file = await request(url);
      if (!file.ok) throw new ProviderApiError(`Clicksign signed file: HTTP ${file.status}`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new ProviderApiError('Clicksign signed file is not a PDF');
      return bytes;
    },
  };
}
