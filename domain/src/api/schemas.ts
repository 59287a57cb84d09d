/**
 * Every /api/v1 endpoint's request and response shapes (issue 52): zod schemas that the function
 * parses with and that openapi.ts turns into the OpenAPI document, so both say the same. Requests
 * reuse the app's own schemas (the wizard's createProposal input, the pending answer's fields, the
 * simulator's bounds). Responses are built here from the stored documents and carry only what a
 * company's own system needs: never internal fields (search tokens, the integrator snapshot, bank
 * details, storage paths, uids, priority, installation state).
 *
 * The public proposal (publicProposalOf) — decided for issue 52:
 * - id, status (code and name), the reason of the last move to 'pendente_correcao' / 'reprovada',
 *   when it entered that status; created/updated as ISO 8601;
 * - cliente: nome, tipo (pf/pj) and documento — a CPF masked as '***.456.789-**' (the company
 *   already has it; a log or leaked response should not), a CNPJ in full (public registry);
 * - projeto: city, state, kWp, monthly kWh, system value; credito: line, installments, value, down payment;
 * - simulacao: the figures the proposal was sent with (no rates version); pendencias: open and total counts;
 * - contrato: id, version, state, updated — or null.
 */
import { z } from 'zod';
import { documentKind, onlyDigits } from '../br-ids';
import { files } from '../constants';
import { releaseDayOf } from '../credit/calendar';
import { creditText } from '../credit/credit-text';
import { creditLimits, creditLineIds, lineLabel, type CreditLineId, type PublishedRates } from '../credit/lines';
import type { SavedSimulation } from '../credit/saved-simulation';
import { compareLines, type LineRefusal, type Simulation, type SimulationInput } from '../credit/simulate';
import { asCreditLine } from '../credit/published';
import { createProposalInput } from '../handlers/proposal-create';
import { maskCnpj } from '../masks';
import { validation } from '../messages';
import type { Millis, Proposal } from '../model';
import { contractStates } from '../contract/types';
import { parcelas, proposalStatusOptions, proposalStatuses } from '../options';
import { pendingItemTypes } from '../pending-items';
import { pendingItemsText } from '../pending-items-text';
import { pendingItemAnswerInput } from '../schemas/pending-items';
import { idField } from '../schemas/common';
import { pendingAnswerBase, proposalAttachmentFolder, proposalAttachmentKeys, proposalIdPattern, uploadFileName } from '../storage-names';
import { apiText } from './api-text';
import { apiLimits } from './commands';
import { utf8 } from './digest';
import { apiErrorCodes } from './errors';
import { base64Url } from './keys';
import { deliveryStates, webhookEventTypes } from './types';

const isoInstant = z.iso.datetime({ offset: true });
const centavos = z.number().int().min(0);

// ─── Errors ──────────────────────────────────────────────────────────────────────────────────

export const apiErrorBodySchema = z.object({
  erro: z.object({
    codigo: z.enum(apiErrorCodes as [string, ...string[]]),
    mensagem: z.string(),
    campos: z.record(z.string(), z.string()).optional(),
  }),
});

// ─── Headers ─────────────────────────────────────────────────────────────────────────────────

/** Idempotency-Key: 1–100 visible ASCII characters. */
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,100}$/;
export const idempotencyKeySchema = z.string({ error: apiText.idempotencyKeyMissing }).regex(idempotencyKeyPattern, { error: apiText.idempotencyKeyMissing });

// ─── Lines ───────────────────────────────────────────────────────────────────────────────────

export const apiLineSchema = z.object({
  id: z.enum(creditLineIds as [CreditLineId, ...CreditLineId[]]),
  nome: z.string(),
  /** Monthly rate in percent by number of installments ("12": 1.49). */
  taxas: z.record(z.string(), z.number()),
  valor_min_centavos: centavos,
  valor_max_centavos: centavos,
  tarifa_centavos: centavos,
});
export const apiLinesResponse = z.object({ linhas: z.array(apiLineSchema), atualizado_em: isoInstant.nullable() });
export type ApiLinesResponse = z.infer<typeof apiLinesResponse>;

/** GET /api/v1/linhas from publico/taxas. */
export function apiLinesOf(published: PublishedRates | null): ApiLinesResponse {
  return {
    linhas: (published?.linhas ?? []).map(({ id, taxas, valor_min_centavos, valor_max_centavos, tarifa_centavos }) => ({
      id, nome: lineLabel(id), taxas: { ...taxas } as Record<string, number>, valor_min_centavos, valor_max_centavos, tarifa_centavos,
    })),
    atualizado_em: published && published.atualizado_em > 0 ? new Date(published.atualizado_em).toISOString() : null,
  };
}

// ─── Simulation ──────────────────────────────────────────────────────────────────────────────

export const apiSimulationBody = z
  .object({
    valor_sistema_centavos: z.number({ error: validation.numberInvalid }).int({ error: validation.integerInvalid })
      .min(1, { error: validation.numberPositive }).max(Number.MAX_SAFE_INTEGER, { error: validation.numberInvalid }),
    entrada_centavos: z.number({ error: creditText.downPaymentInvalid }).int({ error: creditText.downPaymentInvalid })
      .min(0, { error: creditText.downPaymentInvalid }).max(creditLimits.maxAmountCents, { error: creditText.downPaymentInvalid }).default(0),
    prazo: z.number({ error: validation.required }).int({ error: validation.required }).refine((n) => parcelas.some((p) => p === n), { error: validation.required })
      .meta({ description: `Número de parcelas: ${parcelas.join(', ')}.` }),
    carencia_meses: z.number({ error: creditText.graceInvalid }).int({ error: creditText.graceInvalid })
      .min(0, { error: creditText.graceInvalid }).max(creditLimits.maxGraceMonths, { error: creditText.graceInvalid }).default(0),
    /** 'pf' (CPF) or 'pj' (CNPJ): the IOF differs. */
    tomador: z.enum(['pf', 'pj'], { error: validation.required }).default('pf'),
    /** Only this line; omitted: every active line. */
    linha: z.enum(creditLineIds as [CreditLineId, ...CreditLineId[]], { error: validation.required }).optional(),
  })
  .refine((body) => body.entrada_centavos < body.valor_sistema_centavos, { error: creditText.downPaymentTooHigh, path: ['entrada_centavos'] });
export type ApiSimulationBody = z.input<typeof apiSimulationBody>;

export const apiSimulationSchema = z.object({
  linha: z.string(),
  linha_nome: z.string(),
  prazo: z.number().int(),
  carencia_meses: z.number().int(),
  taxa_mensal: z.number(),
  liberado_centavos: centavos,
  tarifa_centavos: centavos,
  iof_centavos: centavos,
  financiado_centavos: centavos,
  parcela_centavos: centavos,
  total_pago_centavos: centavos,
  primeiro_vencimento: z.iso.date(),
  cet_mensal: z.number(),
  cet_anual: z.number(),
});
export const apiSimulationResponse = z.object({
  opcoes: z.array(apiSimulationSchema),
  recusadas: z.array(z.object({ linha: z.string(), linha_nome: z.string(), motivo: z.string() })),
});
export type ApiSimulationResponse = z.infer<typeof apiSimulationResponse>;

export function apiSimulationInputOf(body: z.output<typeof apiSimulationBody>, now: Millis): SimulationInput {
  return {
    valorSistemaCents: body.valor_sistema_centavos, entradaCents: body.entrada_centavos, prazo: body.prazo,
    carenciaMeses: body.carencia_meses, borrower: body.tomador, liberacao: releaseDayOf(now),
  };
}

const publicSimulation = (s: Simulation): z.infer<typeof apiSimulationSchema> => ({
  linha: s.linha, linha_nome: s.linhaNome, prazo: s.prazo, carencia_meses: s.carenciaMeses, taxa_mensal: s.taxaMensal,
  liberado_centavos: s.liberadoCents, tarifa_centavos: s.tarifaCents, iof_centavos: s.iofCents, financiado_centavos: s.financiadoCents,
  parcela_centavos: s.parcelaCents, total_pago_centavos: s.totalPagoCents, primeiro_vencimento: s.primeiroVencimento, cet_mensal: s.cetMensal, cet_anual: s.cetAnual,
});

/** POST /api/v1/simulacoes: the domain's compareLines over publico/taxas's lines, lowest CET first. */
export function apiSimulate(published: PublishedRates | null, body: z.output<typeof apiSimulationBody>, now: Millis): ApiSimulationResponse {
  const lines = (published?.linhas ?? []).filter((line) => body.linha === undefined || line.id === body.linha).map(asCreditLine);
  const { options, refused } = compareLines(lines, apiSimulationInputOf(body, now));
  return { opcoes: options.map(publicSimulation), recusadas: refused.map((r: LineRefusal) => ({ linha: r.linha, linha_nome: r.linhaNome, motivo: r.motivo })) };
}

// ─── Proposals ───────────────────────────────────────────────────────────────────────────────

/** POST /api/v1/propostas: the wizard's createProposal input as is ({ id, proposta }); the id is the client's (20 letters/digits). */
export const apiCreateProposalBody = createProposalInput;
export const apiCreateProposalResponse = z.object({ id: z.string().regex(new RegExp(`^${proposalIdPattern}$`)) });

export const apiPublicProposal = z.object({
  id: z.string(),
  status: z.enum(proposalStatuses),
  status_nome: z.string(),
  status_motivo: z.string().nullable(),
  status_desde: isoInstant.nullable(),
  cliente: z.object({ nome: z.string(), tipo: z.enum(['pf', 'pj']).nullable(), documento: z.string() }),
  projeto: z.object({ cidade: z.string(), estado: z.string(), potencia_kwp: z.number(), geracao_mensal_kwh: z.number(), valor_sistema_centavos: centavos }),
  credito: z.object({ linha: z.string(), parcelas: z.number().int(), valor_proposta_centavos: centavos, entrada_centavos: centavos }),
  simulacao: z
    .object({
      linha: z.string(), escolha: z.enum(['linha', 'menor_cet']), prazo: z.number().int(), carencia_meses: z.number().int(),
      liberado_centavos: centavos, tarifa_centavos: centavos, iof_centavos: centavos, financiado_centavos: centavos, parcela_centavos: centavos,
      total_pago_centavos: centavos, taxa_mensal: z.number(), cet_mensal: z.number(), cet_anual: z.number(), primeiro_vencimento: z.iso.date(), calculada_em: isoInstant,
    })
    .nullable(),
  pendencias: z.object({ abertas: z.number().int().min(0), total: z.number().int().min(0) }),
  contrato: z.object({ id: z.string(), versao: z.number().int(), estado: z.enum(contractStates), atualizado_em: isoInstant }).nullable(),
  criado_em: isoInstant,
  atualizado_em: isoInstant,
});
export type ApiPublicProposal = z.infer<typeof apiPublicProposal>;

const iso = (ms: Millis): string => new Date(ms).toISOString();

/** A CPF as '***.456.789-**'; a CNPJ in full, formatted; anything else as '***'. */
export function maskedDocument(cpfCnpj: string): string {
  const kind = documentKind(cpfCnpj);
  if (kind === 'cpf') {
    const digits = onlyDigits(cpfCnpj);
    return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
  }
  return kind === 'cnpj' ? maskCnpj(cpfCnpj) : '***';
}

const publicSavedSimulation = (s: SavedSimulation): NonNullable<ApiPublicProposal['simulacao']> => ({
  linha: s.linha, escolha: s.escolha, prazo: s.prazo, carencia_meses: s.carencia_meses, liberado_centavos: s.liberado_centavos, tarifa_centavos: s.tarifa_centavos,
  iof_centavos: s.iof_centavos, financiado_centavos: s.financiado_centavos, parcela_centavos: s.parcela_centavos, total_pago_centavos: s.total_pago_centavos,
  taxa_mensal: s.taxa_mensal, cet_mensal: s.cet_mensal, cet_anual: s.cet_anual, primeiro_vencimento: s.primeiro_vencimento, calculada_em: iso(s.calculada_em),
});

/** What a company's system receives of one of its proposals (see the file's comment). */
export function publicProposalOf(proposal: Proposal): ApiPublicProposal {
  const kind = documentKind(proposal.cliente_cpf_cnpj);
  const status = String(proposal.status);
  return {
    id: proposal.id,
    status: status as ApiPublicProposal['status'],
    status_nome: proposalStatusOptions.find((option) => option.value === status)?.label ?? status,
    status_motivo: proposal.status_motivo ?? null,
    status_desde: typeof proposal.status_desde === 'number' ? iso(proposal.status_desde) : null,
    cliente: { nome: proposal.cliente_nome, tipo: kind === 'cpf' ? 'pf' : kind === 'cnpj' ? 'pj' : null, documento: maskedDocument(proposal.cliente_cpf_cnpj) },
    projeto: {
      cidade: proposal.projeto_cidade, estado: proposal.projeto_estado, potencia_kwp: proposal.potencia_kwp,
      geracao_mensal_kwh: proposal.geracao_mensal_kwh, valor_sistema_centavos: proposal.valor_sistema,
    },
    credito: { linha: proposal.linha_credito, parcelas: proposal.quantidade_parcelas, valor_proposta_centavos: proposal.valor_proposta, entrada_centavos: proposal.valor_entrada ?? 0 },
    simulacao: proposal.simulacao ? publicSavedSimulation(proposal.simulacao) : null,
    pendencias: { abertas: proposal.pendencias_abertas ?? 0, total: proposal.pendencias_total ?? 0 },
    contrato: proposal.contrato ? { id: proposal.contrato.id, versao: proposal.contrato.versao, estado: proposal.contrato.estado, atualizado_em: iso(proposal.contrato.atualizado_em) } : null,
    criado_em: iso(proposal.created_at),
    atualizado_em: iso(proposal.updated_at),
  };
}

// ─── Proposal list ───────────────────────────────────────────────────────────────────────────

export interface ListCursor {
  updated_at: Millis;
  id: string;
}

/** The opaque cursor: base64url of `[updated_at, id]` of the page's last proposal. */
export const encodeCursor = (cursor: ListCursor): string => base64Url(utf8(JSON.stringify([cursor.updated_at, cursor.id])));

const runtime = globalThis as unknown as { TextDecoder: new (label: string, options: { fatal: boolean }) => { decode(bytes: Uint8Array): string } };
const base64UrlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The cursor back, or null when it is not one of ours. */
export function decodeCursor(text: string): ListCursor | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text) || text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    buffer = (buffer << 6) | base64UrlAlphabet.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 255);
    }
  }
  try {
    const value: unknown = JSON.parse(new runtime.TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes)));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [updated, id] = value as [unknown, unknown];
    if (typeof updated !== 'number' || !Number.isSafeInteger(updated) || updated < 0) return null;
    if (typeof id !== 'string' || !idField.safeParse(id).success) return null;
    return { updated_at: updated, id };
  } catch {
    return null;
  }
}

/** GET /api/v1/propostas's query (strings, as the URL has them). */
export const apiProposalListQuery = z.object({
  status: z.enum(proposalStatuses, { error: validation.required }).optional(),
  alteradas_desde: isoInstant.optional().meta({ description: 'Só as propostas alteradas a partir deste instante (ISO 8601).' }),
  limite: z.coerce.number({ error: validation.numberInvalid }).int({ error: validation.integerInvalid })
    .min(1, { error: validation.numberInvalid }).max(apiLimits.listMax, { error: validation.numberInvalid }).default(apiLimits.listDefault),
  cursor: z.string().max(400).refine((text) => decodeCursor(text) !== null, { error: apiText.invalidCursor }).optional(),
});
export type ApiProposalListQuery = z.output<typeof apiProposalListQuery>;

export const apiProposalListResponse = z.object({ dados: z.array(apiPublicProposal), proximo_cursor: z.string().nullable() });
export type ApiProposalListResponse = z.infer<typeof apiProposalListResponse>;

/** One page from `limite + 1` proposals read in updated_at desc, id desc order: the extra one says a next page exists. */
export function proposalPageOf(proposals: readonly Proposal[], limite: number): ApiProposalListResponse {
  const page = proposals.slice(0, limite);
  const last = page.at(-1);
  return { dados: page.map(publicProposalOf), proximo_cursor: proposals.length > limite && last ? encodeCursor({ updated_at: last.updated_at, id: last.id }) : null };
}

// ─── Pending answers ─────────────────────────────────────────────────────────────────────────

const answerShape = pendingItemAnswerInput.shape;
/** POST …/pendencias/{itemId}/resposta: answerPendingItem's input without the ids (they are in the path). */
export const apiPendingAnswerBody = z
  .object({ texto: answerShape.texto, arquivo: answerShape.arquivo })
  .refine((data) => data.texto !== null || data.arquivo !== null, { error: pendingItemsText.answerRequired, path: ['texto'] });

/** answerPendingItem's input from the path and the body. */
export const pendingAnswerInputOf = (propostaId: string, itemId: string, body: unknown): Record<string, unknown> => ({
  ...(typeof body === 'object' && body !== null ? body : {}), propostaId, itemId,
});

export const apiPendingAnswerResponse = z.object({ proposta_id: z.string(), pendencia_id: z.string(), estado: z.string() });

// ─── Uploads ─────────────────────────────────────────────────────────────────────────────────

export const apiUploadKinds = [...proposalAttachmentKeys, 'resposta_pendencia'] as const;
export type ApiUploadKind = (typeof apiUploadKinds)[number];

export const apiUploadBody = z
  .object({
    proposta_id: z.string({ error: validation.required }).regex(new RegExp(`^${proposalIdPattern}$`), { error: validation.required }),
    tipo: z.enum(apiUploadKinds, { error: validation.required }),
    /** Required when tipo is 'resposta_pendencia'. */
    pendencia_id: z.string().regex(/^[A-Za-z0-9]{20}$/, { error: validation.required }).optional(),
    nome: z.string({ error: validation.required }).trim().min(1, { error: validation.required }).max(200, { error: validation.tooLong }),
    tamanho: z.number({ error: validation.numberInvalid }).int({ error: validation.integerInvalid }).min(1, { error: validation.numberInvalid })
      .max(files.maxBytes, { error: apiText.errors.arquivo_grande }),
    content_type: z.enum(files.documentContentTypes, { error: validation.fileType }),
  })
  .refine((body) => body.tipo !== 'resposta_pendencia' || body.pendencia_id !== undefined, { error: apiText.answerItemRequired, path: ['pendencia_id'] });
export type ApiUploadBody = z.output<typeof apiUploadBody>;

export const apiUploadResponse = z.object({ path: z.string(), upload_url: z.string(), expira_em: isoInstant });

const extensionOfType: Record<(typeof files.documentContentTypes)[number], string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Where an upload goes: the proposal's attachment folder, named as the wizard (and storage.rules) name it. */
export function apiUploadPath(company: string, body: ApiUploadBody, now: Millis): string {
  const base = body.tipo === 'resposta_pendencia' ? pendingAnswerBase(body.pendencia_id ?? '') : body.tipo;
  return `${proposalAttachmentFolder(company, body.proposta_id)}/${uploadFileName(base, now, extensionOfType[body.content_type])}`;
}

// ─── Webhook payloads (for the document and the sample client) ───────────────────────────────

const eventData = {
  'proposta.status_alterado': z.object({ proposta_id: z.string(), de: z.string(), para: z.string(), motivo: z.string().nullable(), alterado_em: isoInstant }),
  'pendencia.criada': z.object({
    proposta_id: z.string(), pendencia_id: z.string(), tipo: z.enum(pendingItemTypes), texto: z.string(), exige_arquivo: z.boolean(), para_cliente: z.boolean(), criada_em: isoInstant,
  }),
  'contrato.assinado': z.object({ contrato_id: z.string(), proposta_id: z.string(), versao: z.number().int(), assinado_em: isoInstant }),
  'repasse.pago': z.object({
    lancamento_id: z.string(), proposta_id: z.string(), ciclo: z.number().int(), parcela: z.number().int(), valor_centavos: centavos,
    data_pagamento: z.iso.date(), forma: z.string(), referencia: z.string(),
  }),
  'cashback.pago': z.object({
    lancamento_id: z.string(), proposta_id: z.string(), ciclo: z.number().int(), valor_centavos: centavos, vencimento: z.iso.date(),
    data_pagamento: z.iso.date(), forma: z.string(), referencia: z.string(),
  }),
} as const;

/** Each event type's POSTed body. */
export const webhookPayloadSchemas = Object.fromEntries(
  webhookEventTypes.map((tipo) => [tipo, z.object({ id: z.string(), tipo: z.literal(tipo), seq: z.number().int().min(1), criado_em: isoInstant, dados: eventData[tipo] })]),
) as unknown as { [T in (typeof webhookEventTypes)[number]]: z.ZodObject };

export { deliveryStates };

/** PUT /api/v1/uploads/{token}'s answer: the stored object's path (what the create or answer body names). */
export const apiUploadDoneResponse = z.object({ path: z.string(), tamanho: z.number().int().min(1), content_type: z.enum(files.documentContentTypes) });

/**
 * An id taken from a request's path ({id}, {itemId}): letters, digits, '_' and '-', up to 128,
 * never Firestore's reserved '__…__'. Anything else is answered 404 before a read: Firestore
 * refuses ids such as '.' or '..' on the server, which would surface as a 500.
 */
export const isApiPathId = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value) && !/^__.*__$/.test(value);
