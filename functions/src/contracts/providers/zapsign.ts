/**
 * ZapSign behind the signing port (issue 47), after its public API documentation
 * (https://docs.zapsign.com.br/english, fixtures and links in tests/fixtures/zapsign/README.md):
 * - create: POST {api}/api/v1/docs/ with `Authorization: Bearer <api token>`, the PDF as
 *   `base64_pdf`, `external_id` = our contract id, `lang: 'pt-br'` and one signer; the answer's
 *   `token` is the document, its signer's `sign_url` the signing page;
 * - webhook: a JSON POST per event (`event_type`: doc_signed, doc_viewed, doc_refused, …) about
 *   the document `token`; ZapSign signs nothing, it sends the headers configured with the webhook,
 *   so the account's webhook carries our secret in `x-solarcred-webhook-secret`, compared here in
 *   constant time. ZapSign gives no event id and retries any delivery not answered 200 with the
 *   same body, so the id is derived from what identifies the event (type, document, signer, time);
 * - signed PDF: GET {api}/api/v1/docs/{token}/ (the detail), whose `signed_file` is a temporary
 *   link (60 minutes) fetched at once, and only when the document's `status` is 'signed'.
 */
import { createHash } from 'node:crypto';
import { constantTimeEqual, headerOf, ProviderApiError, WebhookRejected, type ProviderEvent, type SendInput, type SendResult, type SigningProvider, type WebhookRequest } from './port';

/** The header the ZapSign webhook is configured to send (docs/signing-providers.md). */
export const zapSignSecretHeader = 'x-solarcred-webhook-secret';

export interface ZapSignOptions {
  /** e.g. https://api.zapsign.com.br (sandbox: https://sandbox.api.zapsign.com.br). */
  apiUrl: string;
  apiToken: string;
  /** '' refuses every webhook. */
  webhookSecret: string;
  fetch?: typeof fetch;
}

interface ZapSignSigner {
  token?: unknown;
  name?: unknown;
  email?: unknown;
  status?: unknown;
  sign_url?: unknown;
  signed_at?: unknown;
  last_view_at?: unknown;
  ip?: unknown;
  user_agent?: unknown;
}

interface ZapSignDocument {
  event_type?: unknown;
  token?: unknown;
  status?: unknown;
  signed_file?: unknown;
  last_update_at?: unknown;
  created_at?: unknown;
  signers?: unknown;
  signer_who_signed?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const signersOf = (document: ZapSignDocument): ZapSignSigner[] => (Array.isArray(document.signers) ? document.signers.filter(isObject) : []);
/** ZapSign's instants are ISO 8601 in UTC; NaN when absent or unreadable. */
const instant = (value: unknown): number => (text(value) ? Date.parse(text(value)) : Number.NaN);

const eventTypes: Record<string, ProviderEvent['tipo']> = { doc_signed: 'assinado', doc_refused: 'recusado', doc_viewed: 'visualizado' };

/** The signer an event is about: who signed, who refused, or who looked last. */
function signerOf(document: ZapSignDocument, type: string): ZapSignSigner | undefined {
  if (type === 'doc_signed' && isObject(document.signer_who_signed)) return document.signer_who_signed;
  const signers = signersOf(document);
  if (type === 'doc_signed') return signers.find((signer) => signer.status === 'signed');
  if (type === 'doc_refused') return signers.find((signer) => signer.status === 'refused') ?? signers[0];
  if (type === 'doc_viewed') return [...signers].sort((a, b) => (instant(b.last_view_at) || 0) - (instant(a.last_view_at) || 0))[0];
  return undefined;
}

/** When the event happened: the signer's own time when the payload has it, else the document's last update. */
function eventTime(document: ZapSignDocument, type: string, signer: ZapSignSigner | undefined): number {
  const own = type === 'doc_signed' ? instant(signer?.signed_at) : type === 'doc_viewed' ? instant(signer?.last_view_at) : Number.NaN;
  return [own, instant(document.last_update_at), instant(document.created_at)].find((value) => Number.isFinite(value)) ?? Number.NaN;
}

/** A ZapSign webhook's body as the port's event (its secret already checked). */
export function zapSignEvent(body: unknown): ProviderEvent {
  if (!isObject(body)) throw new ProviderApiError('ZapSign webhook: the body is not a JSON object');
  const document = body as ZapSignDocument;
  const type = text(document.event_type);
  const documento = text(document.token);
  if (!type || !documento) throw new ProviderApiError('ZapSign webhook: event_type or token missing');
  const signer = signerOf(document, type);
  const em = eventTime(document, type, signer);
  if (!Number.isFinite(em)) throw new ProviderApiError(`ZapSign webhook: no time in the ${type} event`);
  // doc_signed comes once per signer; the contract is signed when the document is (ZapSign's `status`).
  const tipo = type === 'doc_signed' && document.status !== 'signed' ? 'outro' : (eventTypes[type] ?? 'outro');
  const id = createHash('sha256').update([type, documento, text(signer?.token), new Date(em).toISOString()].join('|')).digest('hex').slice(0, 40);
  const event: ProviderEvent = { id, documento, tipo, em };
  if (signer) {
    event.signatario = { nome: text(signer.name), email: text(signer.email) };
    if (text(signer.ip)) event.signatario.ip = text(signer.ip);
    if (text(signer.user_agent)) event.signatario.user_agent = text(signer.user_agent);
  }
  return event;
}

export function zapSignProvider(options: ZapSignOptions): SigningProvider {
  const request = options.fetch ?? fetch;
  const api = (path: string) => `${options.apiUrl.replace(/\/+$/, '')}/api/v1/${path}`;
  const authorization = { authorization: `Bearer ${options.apiToken}` };

  async function json(response: Response, what: string): Promise<Record<string, unknown>> {
    if (!response.ok) throw new ProviderApiError(`ZapSign ${what}: HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isObject(body)) throw new ProviderApiError(`ZapSign ${what}: the answer is not a JSON object`);
    return body;
  }

  return {
    id: 'zapsign',

    async send({ contract, pdf, signer }: SendInput): Promise<SendResult> {
      const response = await request(api('docs/'), {
        method: 'POST',
        headers: { ...authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Contrato ${contract.conteudo.numero} (versão ${contract.versao})`.slice(0, 255),
          base64_pdf: Buffer.from(pdf).toString('base64'),
          external_id: contract.id,
          lang: 'pt-br',
          signers: [
            {
              name: signer.nome,
              email: signer.email,
              // A drawn signature and a code sent to the e-mail, as the built-in flow asks.
              auth_mode: 'assinaturaTela-tokenEmail',
              send_automatic_email: true,
              lock_name: true,
              lock_email: true,
              external_id: contract.proposta_id,
            },
          ],
        }),
      });
      const created = await json(response, 'create document');
      const documento = text(created['token']);
      const first = signersOf(created as ZapSignDocument)[0];
      if (!documento || !first) throw new ProviderApiError('ZapSign create document: no token or signer in the answer');
      const url_assinatura = text(first.sign_url) || `https://app.zapsign.com.br/verificar/${text(first.token)}`;
      return { documento, url_assinatura };
    },

    parseWebhook({ headers, body }: WebhookRequest): ProviderEvent {
      if (!options.webhookSecret) throw new WebhookRejected('ZapSign webhook secret not configured');
      if (!constantTimeEqual(headerOf(headers, zapSignSecretHeader), options.webhookSecret)) throw new WebhookRejected('ZapSign webhook secret does not match');
      return zapSignEvent(body);
    },

    async signedPdf(documento: string): Promise<Uint8Array> {
      const detail = await json(await request(api(`docs/${encodeURIComponent(documento)}/`), { headers: authorization }), 'document detail');
      if (detail['status'] !== 'signed' || !text(detail['signed_file'])) throw new ProviderApiError(`ZapSign document ${documento} is not signed (status ${text(detail['status']) || '?'})`);
      const file = await request(text(detail['signed_file']));
      if (!file.ok) throw new ProviderApiError(`ZapSign signed file: HTTP ${file.status}`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new ProviderApiError('ZapSign signed file is not a PDF');
      return bytes;
    },
  };
}
