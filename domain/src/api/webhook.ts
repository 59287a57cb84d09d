/**
 * Webhooks (issue 52): what each event carries (public fields only), its deterministic id, the
 * body and the signature (`SolarCred-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`),
 * the URL check (https, no credentials, every resolved address public) and the retry schedule the
 * task queue follows. Pure and synchronous (digest.ts): the functions, the sample client's tests
 * and the reference page use the same code.
 */
import { ipv4Octets, ipv6Groups } from '../ip-address';
import type { PayoutEntry } from '../cashback/ledger';
import type { StoredContract } from '../contract/types';
import type { TranchePayoutEntry } from '../funding/types';
import type { Millis, Proposal, StatusHistoryEntry } from '../model';
import type { PendingItem } from '../pending-items';
import { apiText } from './api-text';
import { constantTimeEqual, hexOf, hmacSha256, sha256 } from './digest';
import type { StoredWebhookEvent, WebhookEventType } from './types';

const iso = (ms: Millis): string => new Date(ms).toISOString();

// ─── Events ──────────────────────────────────────────────────────────────────────────────────

/** What a trigger saw: one source document per event type. */
export type WebhookSource =
  /** propostas/{id}/historico/{entryId} with de !== para. */
  | { tipo: 'proposta.status_alterado'; proposta: Pick<Proposal, 'id' | 'integrador_id'>; historico: Pick<StatusHistoryEntry, 'id' | 'de' | 'para' | 'motivo' | 'em'> }
  /** propostas/{id}/pendencias/{itemId} created. */
  | { tipo: 'pendencia.criada'; pendencia: Pick<PendingItem, 'id' | 'proposta_id' | 'integrador_id' | 'tipo' | 'texto' | 'exige_arquivo' | 'para_cliente' | 'criada_em'> }
  /** contratos/{id} now 'assinado'. */
  | { tipo: 'contrato.assinado'; contrato: Pick<StoredContract, 'id' | 'proposta_id' | 'integrador_id' | 'versao' | 'estado' | 'assinatura'> }
  /** repasse_lancamentos/{id} of tipo 'paga'. */
  | { tipo: 'repasse.pago'; lancamento: Pick<TranchePayoutEntry, 'id' | 'proposta_id' | 'integrador_id' | 'tipo' | 'ciclo' | 'parcela' | 'valor_centavos' | 'data_pagamento' | 'forma' | 'referencia'> }
  /** cashback_lancamentos/{id} of tipo 'paga'. */
  | { tipo: 'cashback.pago'; lancamento: Pick<PayoutEntry, 'id' | 'proposta_id' | 'integrador_id' | 'tipo' | 'ciclo' | 'valor_centavos' | 'vencimento' | 'data_pagamento' | 'forma' | 'referencia'> };

/** The event before the trigger's transaction gives it `seq` and `criado_em`. */
export type WebhookEventDraft = Pick<StoredWebhookEvent, 'id' | 'integrador_id' | 'tipo' | 'dados'>;

/** The source document's path: the same document always makes the same event. */
export function webhookSourcePath(source: WebhookSource): string {
  switch (source.tipo) {
    case 'proposta.status_alterado':
      return `propostas/${source.proposta.id}/historico/${source.historico.id}`;
    case 'pendencia.criada':
      return `propostas/${source.pendencia.proposta_id}/pendencias/${source.pendencia.id}`;
    case 'contrato.assinado':
      return `contratos/${source.contrato.id}`;
    case 'repasse.pago':
      return `repasse_lancamentos/${source.lancamento.id}`;
    case 'cashback.pago':
      return `cashback_lancamentos/${source.lancamento.id}`;
  }
}

/** `evt_` + 32 hex digits of SHA-256(tipo | source path): deterministic, so a replayed trigger writes the same document. */
export const webhookEventId = (source: WebhookSource): string => `evt_${hexOf(sha256(`${source.tipo}|${webhookSourcePath(source)}`)).slice(0, 32)}`;

export function webhookEventOfStatusChange(proposta: Pick<Proposal, 'id' | 'integrador_id'>, historico: Pick<StatusHistoryEntry, 'id' | 'de' | 'para' | 'motivo' | 'em'>): WebhookEventDraft | null {
  if (historico.de === null || historico.de === historico.para) return null;
  const source: WebhookSource = { tipo: 'proposta.status_alterado', proposta, historico };
  return {
    id: webhookEventId(source), integrador_id: proposta.integrador_id, tipo: source.tipo,
    dados: { proposta_id: proposta.id, de: historico.de, para: historico.para, motivo: historico.motivo ?? null, alterado_em: iso(historico.em) },
  };
}

export function webhookEventOfPendingItem(pendencia: Extract<WebhookSource, { tipo: 'pendencia.criada' }>['pendencia']): WebhookEventDraft {
  const source: WebhookSource = { tipo: 'pendencia.criada', pendencia };
  return {
    id: webhookEventId(source), integrador_id: pendencia.integrador_id, tipo: source.tipo,
    dados: {
      proposta_id: pendencia.proposta_id, pendencia_id: pendencia.id, tipo: pendencia.tipo, texto: pendencia.texto,
      exige_arquivo: pendencia.exige_arquivo, para_cliente: pendencia.para_cliente ?? false, criada_em: iso(pendencia.criada_em),
    },
  };
}

export function webhookEventOfSignedContract(contrato: Extract<WebhookSource, { tipo: 'contrato.assinado' }>['contrato']): WebhookEventDraft | null {
  if (contrato.estado !== 'assinado' || !contrato.assinatura) return null;
  const source: WebhookSource = { tipo: 'contrato.assinado', contrato };
  return {
    id: webhookEventId(source), integrador_id: contrato.integrador_id, tipo: source.tipo,
    dados: { contrato_id: contrato.id, proposta_id: contrato.proposta_id, versao: contrato.versao, assinado_em: iso(contrato.assinatura.assinado_em) },
  };
}

export function webhookEventOfTranchePayout(lancamento: Extract<WebhookSource, { tipo: 'repasse.pago' }>['lancamento']): WebhookEventDraft | null {
  if (lancamento.tipo !== 'paga') return null;
  const source: WebhookSource = { tipo: 'repasse.pago', lancamento };
  const { id, proposta_id, ciclo, parcela, valor_centavos, data_pagamento, forma, referencia } = lancamento;
  return { id: webhookEventId(source), integrador_id: lancamento.integrador_id, tipo: source.tipo, dados: { lancamento_id: id, proposta_id, ciclo, parcela, valor_centavos, data_pagamento, forma, referencia } };
}

export function webhookEventOfCashbackPayout(lancamento: Extract<WebhookSource, { tipo: 'cashback.pago' }>['lancamento']): WebhookEventDraft | null {
  if (lancamento.tipo !== 'paga') return null;
  const source: WebhookSource = { tipo: 'cashback.pago', lancamento };
  const { id, proposta_id, ciclo, valor_centavos, vencimento, data_pagamento, forma, referencia } = lancamento;
  return { id: webhookEventId(source), integrador_id: lancamento.integrador_id, tipo: source.tipo, dados: { lancamento_id: id, proposta_id, ciclo, valor_centavos, vencimento, data_pagamento, forma, referencia } };
}

/** Any source's event, or null when the source makes none (no status change, not signed, not a payout). */
export function webhookEventOf(source: WebhookSource): WebhookEventDraft | null {
  switch (source.tipo) {
    case 'proposta.status_alterado':
      return webhookEventOfStatusChange(source.proposta, source.historico);
    case 'pendencia.criada':
      return webhookEventOfPendingItem(source.pendencia);
    case 'contrato.assinado':
      return webhookEventOfSignedContract(source.contrato);
    case 'repasse.pago':
      return webhookEventOfTranchePayout(source.lancamento);
    case 'cashback.pago':
      return webhookEventOfCashbackPayout(source.lancamento);
  }
}

// ─── Body and signature ──────────────────────────────────────────────────────────────────────

export interface WebhookBody {
  id: string;
  tipo: WebhookEventType;
  seq: number;
  /** ISO 8601. */
  criado_em: string;
  dados: Record<string, unknown>;
}

export const webhookBodyOf = (event: Pick<StoredWebhookEvent, 'id' | 'tipo' | 'seq' | 'criado_em' | 'dados'>): WebhookBody => ({
  id: event.id, tipo: event.tipo, seq: event.seq, criado_em: iso(event.criado_em), dados: event.dados,
});

/** The exact bytes POSTed (and signed): keys in the documented order. */
export const webhookBody = (event: Pick<StoredWebhookEvent, 'id' | 'tipo' | 'seq' | 'criado_em' | 'dados'>): string => JSON.stringify(webhookBodyOf(event));

export const webhookHeaderNames = { eventId: 'SolarCred-Event-Id', eventSeq: 'SolarCred-Event-Seq', signature: 'SolarCred-Signature' } as const;

/** The SolarCred-Signature header's value: `t=<seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signWebhook(secret: string, timestampSeconds: number, body: string): string {
  const t = Math.floor(timestampSeconds);
  return `t=${t},v1=${hexOf(hmacSha256(secret, `${t}.${body}`))}`;
}

/** The headers of one delivery. */
export function webhookHeaders(event: Pick<StoredWebhookEvent, 'id' | 'seq'>, secret: string, nowSeconds: number, body: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    [webhookHeaderNames.eventId]: event.id,
    [webhookHeaderNames.eventSeq]: String(event.seq),
    [webhookHeaderNames.signature]: signWebhook(secret, nowSeconds, body),
  };
}

/** The timestamp and every v1 signature of a header; null when it has no valid t or no v1. */
export function parseSignatureHeader(header: string | null | undefined): { t: number; v1: string[] } | null {
  if (typeof header !== 'string' || header.length > 2000) return null;
  let t: number | null = null;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2) as [string, string?];
    if (name === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) v1.push(value);
  }
  return t === null || v1.length === 0 ? null : { t, v1 };
}

/**
 * Whether `header` signs `body` (the raw bytes received, as text) with `secret`, made within
 * `toleranceSeconds` of now (replays of an old delivery are refused).
 */
export function verifyWebhookSignature(secret: string, header: string | null | undefined, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parsed = parseSignatureHeader(header);
  if (!parsed || Math.abs(nowSeconds - parsed.t) > toleranceSeconds) return false;
  const expected = hexOf(hmacSha256(secret, `${parsed.t}.${body}`));
  return parsed.v1.reduce((found, candidate) => constantTimeEqual(candidate, expected) || found, false);
}

// ─── Addresses and URLs ──────────────────────────────────────────────────────────────────────


/** [first address, prefix length] of every IPv4 range that is not the public internet. */
const privateV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];
const v4Number = (octets: readonly number[]) => ((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0;
const inV4Range = (value: number, [base, bits]: readonly [string, number]) => bits === 0 || value >>> (32 - bits) === v4Number(ipv4Octets(base)!) >>> (32 - bits);

function isPublicV4(octets: readonly number[]): boolean {
  const value = v4Number(octets);
  return !privateV4.some((range) => inV4Range(value, range));
}

/**
 * Whether an address (as DNS answers it: IPv4 dotted, IPv6 text, optionally in brackets) is on the
 * public internet. Refused: 0/8, 10/8, 100.64/10, 127/8, 169.254/16, 172.16/12, 192.168/16, the
 * documentation, benchmark, multicast and reserved ranges; in IPv6 everything outside 2000::/3
 * (::, ::1, fc00::/7, fe80::/10, ff00::/8, …), 2001:db8::/32, Teredo 2001::/32, and the IPv4 inside
 * ::ffff:0:0/96, 64:ff9b::/96 and 6to4 2002::/16 judged as IPv4. Anything unparseable is not public.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.trim().replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const v4 = ipv4Octets(text);
  if (v4) return isPublicV4(v4);
  const groups = ipv6Groups(text);
  if (!groups) return false;
  const embedded = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255];
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) return isPublicV4(embedded(groups[6]!, groups[7]!));
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) return isPublicV4(embedded(groups[6]!, groups[7]!));
  if (groups[0] === 0x2002) return isPublicV4(embedded(groups[1]!, groups[2]!));
  if ((groups[0]! & 0xe000) !== 0x2000) return false;
  if (groups[0] === 0x2001 && (groups[1] === 0x0db8 || groups[1] === 0)) return false;
  return true;
}

const isLoopback = (address: string): boolean => {
  const text = address.trim().replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const v4 = ipv4Octets(text);
  if (v4) return v4[0] === 127;
  const groups = ipv6Groups(text);
  return groups !== null && groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
};

export interface WebhookUrlOptions {
  /** The addresses the URL's host resolves to now; omitted: only the URL itself is checked (a literal IP must be public). */
  resolved?: readonly string[] | null;
  /**
   * Tests on the emulators only (FUNCTIONS_EMULATOR === 'true' and the test run's flag, decided by
   * the caller): an http or https URL whose host is a loopback address is accepted.
   */
  allowLoopback?: boolean;
}

/** An endpoint URL's maximum length. */
export const webhookUrlMaxLength = 2000;

interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
}
const UrlClass = (globalThis as unknown as { URL: new (text: string) => ParsedUrl }).URL;

/** Why an endpoint URL is refused (Portuguese), or null when it is acceptable. `options` may be the resolved addresses alone. */
export function webhookUrlProblem(url: string, options: WebhookUrlOptions | readonly string[] = {}): string | null {
  const { resolved = null, allowLoopback = false }: WebhookUrlOptions = Array.isArray(options) ? { resolved: options as readonly string[] } : (options as WebhookUrlOptions);
  if (url.length > webhookUrlMaxLength) return apiText.webhooks.urlTooLong(webhookUrlMaxLength);
  let parsed: ParsedUrl;
  try {
    parsed = new UrlClass(url);
  } catch {
    return apiText.webhooks.urlInvalid;
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const loopbackAllowed = allowLoopback && isLoopback(host) && (resolved ?? [host]).every(isLoopback);
  if (parsed.protocol !== 'https:' && !(loopbackAllowed && parsed.protocol === 'http:')) return apiText.webhooks.httpsOnly;
  if (parsed.username !== '' || parsed.password !== '') return apiText.webhooks.credentialsInUrl;
  if (loopbackAllowed) return null;
  if (host === '') return apiText.webhooks.urlInvalid;
  const literal = ipv4Octets(host) !== null || ipv6Groups(host) !== null;
  if (literal && !isPublicAddress(host)) return apiText.webhooks.privateAddress;
  if (!literal && (host === 'localhost' || /\.(localhost|local|internal|home\.arpa)\.?$/.test(host) || !host.includes('.'))) return apiText.webhooks.privateAddress;
  if (resolved !== null) {
    if (resolved.length === 0) return apiText.webhooks.unresolved;
    if (!resolved.every(isPublicAddress)) return apiText.webhooks.privateAddress;
  }
  return null;
}

// ─── Retries ─────────────────────────────────────────────────────────────────────────────────

/** The deliverWebhook task queue's retryConfig (onTaskDispatched), and the schedule it produces. */
export const webhookRetryConfig = {
  maxRetrySeconds: 86_400,
  minBackoffSeconds: 30,
  maxBackoffSeconds: 3_600,
  maxDoublings: 7,
  /** Every attempt the 24 hours hold (deliverySchedule's retries + the first): Cloud Tasks stops when both limits are reached. */
  maxAttempts: 30,
} as const;

/**
 * The wait before retry `retry` (1 = the second attempt), as Cloud Tasks computes it: minBackoff
 * doubled maxDoublings times, then growing linearly by the last doubled interval, capped at maxBackoff.
 */
export function deliveryBackoffSeconds(retry: number): number {
  const { minBackoffSeconds: min, maxBackoffSeconds: max, maxDoublings } = webhookRetryConfig;
  const n = Math.max(1, Math.floor(retry));
  const interval = n - 1 <= maxDoublings ? min * 2 ** (n - 1) : min * 2 ** maxDoublings * (n - maxDoublings);
  return Math.min(max, interval);
}

/** Every retry's wait whose attempt still starts within maxRetrySeconds of the first attempt. */
export function deliverySchedule(): number[] {
  const waits: number[] = [];
  let total = 0;
  for (let retry = 1; ; retry++) {
    const wait = deliveryBackoffSeconds(retry);
    if (total + wait > webhookRetryConfig.maxRetrySeconds) return waits;
    waits.push(wait);
    total += wait;
  }
}

/** When the next automatic attempt comes (proxima_em) after `attemptsSoFar` automatic attempts since `firstAttemptAt`; null when the 24 hours are over (falhou). */
export function nextDeliveryAt(firstAttemptAt: Millis, attemptsSoFar: number): Millis | null {
  const schedule = deliverySchedule();
  if (attemptsSoFar < 1 || attemptsSoFar > schedule.length) return null;
  return firstAttemptAt + schedule.slice(0, attemptsSoFar).reduce((sum, wait) => sum + wait, 0) * 1000;
}
