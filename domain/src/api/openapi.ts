/**
 * The partner API's OpenAPI 3.1 document (issue 52), built from schemas.ts's zod schemas with
 * z.toJSONSchema: GET /api/v1/openapi.json serves it and /desenvolvedores renders it, so the
 * document, the function's parsing and the reference page cannot drift apart. Request bodies are
 * described as the client sends them (zod's input), responses as the API answers them (output).
 */
import { z } from 'zod';
import { files } from '../constants';
import { apiText } from './api-text';
import { apiLimits } from './commands';
import { apiErrorStatus, type ApiErrorCode } from './errors';
import { apiKeyFormat } from './keys';
import { apiRateLimits } from './rate-limit';
import {
  apiCreateProposalBody,
  apiCreateProposalResponse,
  apiErrorBodySchema,
  apiLinesResponse,
  apiPendingAnswerBody,
  apiPendingAnswerResponse,
  apiProposalListQuery,
  apiProposalListResponse,
  apiPublicProposal,
  apiSimulationBody,
  apiSimulationResponse,
  apiUploadBody,
  apiUploadDoneResponse,
  apiUploadResponse,
  webhookPayloadSchemas,
} from './schemas';
import { webhookEventTypes, type ApiScope, type WebhookEventType } from './types';
import { webhookHeaderNames, webhookRetryConfig } from './webhook';

type Json = Record<string, unknown>;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Request bodies (as sent) and responses (as answered), by component name. */
const requestSchemas = {
  CriarProposta: apiCreateProposalBody,
  Simulacao: apiSimulationBody,
  RespostaPendencia: apiPendingAnswerBody,
  Upload: apiUploadBody,
} as const;

const eventComponent = (tipo: WebhookEventType) => `Evento_${tipo.replace('.', '_')}`;

const responseSchemas: Record<string, z.ZodType> = {
  Erro: apiErrorBodySchema,
  Linhas: apiLinesResponse,
  ResultadoSimulacao: apiSimulationResponse,
  Proposta: apiPublicProposal,
  ListaPropostas: apiProposalListResponse,
  PropostaCriada: apiCreateProposalResponse,
  RespostaRegistrada: apiPendingAnswerResponse,
  UploadCriado: apiUploadResponse,
  UploadConcluido: apiUploadDoneResponse,
  ...Object.fromEntries(webhookEventTypes.map((tipo) => [eventComponent(tipo), webhookPayloadSchemas[tipo]])),
};

/** Each schema of a registry as a component: nested registered schemas become $refs; no $schema/$id inside components. */
function componentsOf(schemas: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: converted } = z.toJSONSchema(registry, { target: 'draft-2020-12', io, unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, Json> };
  return Object.fromEntries(Object.entries(converted).map(([id, schema]) => {
    const { $schema: _schema, $id: _id, ...rest } = schema;
    return [id, io === 'input' && schemas[id] ? withOmittableFields(rest, schemas[id]) : rest];
  }));
}

/** Paths (through nested objects) of the fields a request may omit: their schema accepts undefined (defaults, z.preprocess). */
function omittablePaths(schema: z.ZodType, path: string[] = [], found: string[][] = []): string[][] {
  if (schema instanceof z.ZodObject) {
    for (const [key, child] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      if (child.safeParse(undefined).success) found.push([...path, key]);
      omittablePaths(child, [...path, key], found);
    }
  }
  return found;
}

/**
 * z.toJSONSchema describes a z.preprocess field (the wizard's down payment, which maps an absent
 * value to 0) by its inner schema, hence as required; the API accepts its absence, so it is taken
 * out of `required` here.
 */
function withOmittableFields(json: Json, schema: z.ZodType): Json {
  for (const path of omittablePaths(schema)) {
    const parent = path.slice(0, -1).reduce<Json | undefined>((node, key) => (node?.['properties'] as Record<string, Json> | undefined)?.[key], json);
    const required = parent?.['required'];
    if (parent && Array.isArray(required)) parent['required'] = required.filter((name) => name !== path.at(-1));
  }
  return json;
}

/** The errors every authenticated route may answer. */
const authErrors: ApiErrorCode[] = ['nao_autenticado', 'chave_invalida', 'chave_revogada', 'escopo_insuficiente', 'integrador_nao_aprovado', 'limite_excedido', 'erro_interno'];
const jsonBodyErrors: ApiErrorCode[] = ['entrada_invalida', 'corpo_grande', 'tipo_nao_suportado'];

export interface ApiOperation {
  method: 'get' | 'post' | 'put';
  path: string;
  operationId: string;
  summary: string;
  description: string;
  /** null: public (no key). */
  escopo: ApiScope | null;
  /** Component name of the JSON body, or 'binary' for raw bytes. */
  corpo?: keyof typeof requestSchemas | 'binary';
  idempotente?: boolean;
  parametros?: Json[];
  sucesso: { status: number; descricao: string; schema: string | null }[];
  erros: ApiErrorCode[];
}

const pathParam = (name: string, description: string): Json => ({ name, in: 'path', required: true, description, schema: { type: 'string', maxLength: 128 } });

function queryParameters(): Json[] {
  const schema = z.toJSONSchema(apiProposalListQuery, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as { properties: Record<string, Json>; required?: string[] };
  const descriptions: Record<string, string> = {
    status: 'Só as propostas neste status.',
    alteradas_desde: 'Só as propostas alteradas a partir deste instante (ISO 8601).',
    limite: `Propostas por página: 1 a ${apiLimits.listMax} (padrão ${apiLimits.listDefault}).`,
    cursor: 'O proximo_cursor da página anterior (opaco).',
  };
  return Object.entries(schema.properties).map(([name, property]) => {
    const { description: _d, ...rest } = property;
    const clean = name === 'limite' ? { type: 'integer', minimum: 1, maximum: apiLimits.listMax, default: apiLimits.listDefault } : rest;
    return { name, in: 'query', required: false, description: descriptions[name] ?? '', schema: clean };
  });
}

/** Every /api/v1 route: the router (functions/src/api) and the reference page read the same list. */
export const apiOperations: readonly ApiOperation[] = [
  {
    method: 'get', path: '/api/v1/openapi.json', operationId: 'openapi', escopo: null,
    summary: 'Este documento (OpenAPI 3.1)', description: 'Público: a especificação da API em JSON.',
    sucesso: [{ status: 200, descricao: 'O documento OpenAPI 3.1.', schema: null }], erros: ['erro_interno'],
  },
  {
    method: 'get', path: '/api/v1/linhas', operationId: 'listarLinhas', escopo: 'leitura',
    summary: 'Linhas de crédito ativas', description: 'As linhas de crédito ativas com as taxas mensais por prazo, os valores financiáveis e a tarifa, como o simulador público as mostra.',
    sucesso: [{ status: 200, descricao: 'As linhas ativas.', schema: 'Linhas' }], erros: [...authErrors],
  },
  {
    method: 'post', path: '/api/v1/simulacoes', operationId: 'simular', escopo: 'leitura', corpo: 'Simulacao',
    summary: 'Simular um financiamento', description: 'Simula o financiamento em cada linha ativa (ou só na linha informada), menor CET primeiro, e diz por que uma linha não atende. Mesmos limites do formulário de proposta.',
    sucesso: [{ status: 200, descricao: 'As opções e as linhas recusadas.', schema: 'ResultadoSimulacao' }], erros: [...jsonBodyErrors, ...authErrors],
  },
  {
    method: 'post', path: '/api/v1/propostas', operationId: 'criarProposta', escopo: 'escrita', corpo: 'CriarProposta', idempotente: true,
    summary: 'Enviar uma proposta',
    description:
      'Envia uma proposta com os mesmos dados do formulário do portal. O `id` (20 letras ou dígitos) é gerado por você e é o mesmo usado nos envios de arquivos (POST /api/v1/uploads). ' +
      'O cabeçalho Idempotency-Key é obrigatório: a mesma chave com o mesmo corpo em até 24 horas devolve a primeira resposta; a mesma chave com outro corpo é recusada (409 idempotencia_conflito) sem gravar nada.',
    sucesso: [
      { status: 201, descricao: 'Proposta criada.', schema: 'PropostaCriada' },
      { status: 200, descricao: 'Uma proposta da sua empresa já existe com este id (nada foi gravado).', schema: 'PropostaCriada' },
    ],
    erros: [...jsonBodyErrors, 'acesso_negado', 'idempotencia_conflito', 'conflito', ...authErrors],
  },
  {
    method: 'get', path: '/api/v1/propostas', operationId: 'listarPropostas', escopo: 'leitura', parametros: queryParameters(),
    summary: 'Listar propostas', description: 'As propostas da empresa, da alteração mais recente para a mais antiga, em páginas (cursor).',
    sucesso: [{ status: 200, descricao: 'Uma página de propostas.', schema: 'ListaPropostas' }], erros: ['entrada_invalida', ...authErrors],
  },
  {
    method: 'get', path: '/api/v1/propostas/{id}', operationId: 'obterProposta', escopo: 'leitura', parametros: [pathParam('id', 'O id da proposta.')],
    summary: 'Consultar uma proposta', description: 'Uma proposta da empresa (a de outra empresa responde 404).',
    sucesso: [{ status: 200, descricao: 'A proposta.', schema: 'Proposta' }], erros: ['nao_encontrado', ...authErrors],
  },
  {
    method: 'post', path: '/api/v1/uploads', operationId: 'criarUpload', escopo: 'escrita', corpo: 'Upload',
    summary: 'Pedir um endereço de envio de arquivo',
    description: `Devolve o caminho do arquivo e um endereço válido por ${apiLimits.uploadUrlTtlMs / 60_000} minutos para enviar os bytes (PUT). Aceita PDF, JPG e PNG de até ${files.maxMegabytes} MB.`,
    sucesso: [{ status: 201, descricao: 'O caminho e o endereço de envio.', schema: 'UploadCriado' }], erros: [...jsonBodyErrors, 'arquivo_grande', ...authErrors],
  },
  {
    method: 'put', path: '/api/v1/uploads/{token}', operationId: 'enviarArquivo', escopo: null, corpo: 'binary', parametros: [pathParam('token', 'O token do upload_url.')],
    summary: 'Enviar os bytes de um arquivo', description: 'Envie o arquivo (corpo binário, com o Content-Type declarado) ao upload_url recebido. O próprio endereço autoriza o envio: não exige a chave.',
    sucesso: [{ status: 200, descricao: 'Arquivo guardado.', schema: 'UploadConcluido' }], erros: ['entrada_invalida', 'nao_encontrado', 'arquivo_grande', 'tipo_nao_suportado', 'limite_excedido', 'armazenamento_indisponivel', 'erro_interno'],
  },
  {
    method: 'post', path: '/api/v1/propostas/{id}/pendencias/{itemId}/resposta', operationId: 'responderPendencia', escopo: 'escrita', corpo: 'RespostaPendencia',
    parametros: [pathParam('id', 'O id da proposta.'), pathParam('itemId', 'O id da pendência.')],
    summary: 'Responder uma pendência', description: 'Responde uma pendência aberta com um texto e/ou um arquivo já enviado (tipo resposta_pendencia).',
    sucesso: [{ status: 200, descricao: 'Resposta registrada.', schema: 'RespostaRegistrada' }], erros: [...jsonBodyErrors, 'nao_encontrado', 'conflito', ...authErrors],
  },
];

function errorResponses(codes: readonly ApiErrorCode[]): Record<string, Json> {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) byStatus.set(apiErrorStatus[code], [...(byStatus.get(apiErrorStatus[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()].sort(([a], [b]) => a - b).map(([status, group]) => [
      String(status),
      {
        description: group.map((code) => `\`${code}\`: ${apiText.errors[code]}`).join(' '),
        ...(status === 429 ? { headers: { 'Retry-After': { description: 'Segundos até o fim da janela que recusou o pedido.', schema: { type: 'integer', minimum: 1 } } } } : {}),
        content: {
          'application/json': {
            schema: ref('Erro'),
            examples: Object.fromEntries(group.map((code) => [code, { value: { erro: { codigo: code, mensagem: apiText.errors[code] } } }])),
          },
        },
        'x-codigos': group,
      },
    ]),
  );
}

function operationObject(op: ApiOperation): Json {
  const parameters: Json[] = [...(op.parametros ?? [])];
  if (op.idempotente) {
    parameters.push({ name: 'Idempotency-Key', in: 'header', required: true, description: 'De 1 a 100 caracteres ASCII visíveis; identifica a criação por 24 horas.', schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,100}$' } });
  }
  const requestBody =
    op.corpo === 'binary'
      ? { required: true, content: Object.fromEntries(files.documentContentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) }
      : op.corpo
        ? { required: true, content: { 'application/json': { schema: ref(op.corpo) } } }
        : undefined;
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.escopo ? `${op.description} Escopo: ${op.escopo}.` : op.description,
    tags: [op.path.split('/')[3]?.replace(/[{].*$/, '') ?? 'api'],
    security: op.escopo ? [{ chaveApi: [] }] : [],
    'x-escopo': op.escopo,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...Object.fromEntries(op.sucesso.map((ok) => [String(ok.status), { description: ok.descricao, content: { 'application/json': { schema: ok.schema ? ref(ok.schema) : { type: 'object' } } } }])),
      ...errorResponses(op.erros),
    },
  };
}

const signatureDescription =
  `Cada entrega é um POST JSON com os cabeçalhos ${webhookHeaderNames.eventId} (o id do evento: descarte repetições), ${webhookHeaderNames.eventSeq} (1, 2, … por empresa: ordene por ele) e ` +
  `${webhookHeaderNames.signature}: \`t=<segundos unix>,v1=<hex do HMAC-SHA256(segredo, "<t>.<corpo>")>\`. Verifique a assinatura sobre o corpo exatamente como recebido e recuse um t a mais de ${apiLimits.signatureToleranceSeconds} segundos do seu relógio. ` +
  `Responda 2xx em até ${apiLimits.deliveryTimeoutMs / 1000} segundos; qualquer outra resposta é tentada de novo (30 s, 1 min, 2 min, … até 1 hora entre tentativas) por até ${webhookRetryConfig.maxRetrySeconds / 3600} horas.`;

function webhookObject(tipo: WebhookEventType): Json {
  return {
    post: {
      operationId: `webhook_${tipo.replace('.', '_')}`,
      summary: apiText.events[tipo],
      description: signatureDescription,
      parameters: [
        { name: webhookHeaderNames.eventId, in: 'header', required: true, schema: { type: 'string' } },
        { name: webhookHeaderNames.eventSeq, in: 'header', required: true, schema: { type: 'string', pattern: '^[1-9][0-9]*$' } },
        { name: webhookHeaderNames.signature, in: 'header', required: true, description: 't=<segundos unix>,v1=<hex HMAC-SHA256>', schema: { type: 'string', pattern: '^t=\\d+(,v1=[0-9a-f]{64})+$' } },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: ref(eventComponent(tipo)) } } },
      responses: { '2XX': { description: 'Entrega recebida.' } },
    },
  };
}

let cached: Json | null = null;

/** The OpenAPI 3.1 document (built once; a fresh deep copy each call, so a caller cannot change the next one's). */
export function apiOpenApiDocument(): Json {
  cached ??= buildDocument();
  return structuredCloneJson(cached);
}

const structuredCloneJson = (value: Json): Json => JSON.parse(JSON.stringify(value)) as Json;

function buildDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const op of apiOperations) paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'API SolarCred para integradores',
      version: '1.0.0',
      description:
        'A API deixa o sistema da sua empresa enviar propostas, arquivos e respostas de pendências, simular financiamentos e acompanhar as propostas; os webhooks avisam cada mudança. ' +
        `Autentique com \`Authorization: Bearer <chave>\` (a chave \`${apiKeyFormat.prefix}…\`, criada pelo titular em Integrações e mostrada uma única vez). ` +
        `Limite por chave: ${apiRateLimits.perSecond} requisições por segundo e ${apiRateLimits.perMinute} por minuto (429 com Retry-After). ` +
        `Corpos JSON de até ${apiLimits.jsonBodyBytes / 1024 / 1024} MB. Todo erro responde \`{"erro": {"codigo", "mensagem", "campos"?}}\`; um método não previsto numa rota responde 405 metodo_nao_permitido.`,
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'linhas', description: 'Linhas de crédito' },
      { name: 'simulacoes', description: 'Simulações' },
      { name: 'propostas', description: 'Propostas e pendências' },
      { name: 'uploads', description: 'Arquivos' },
      { name: 'openapi.json', description: 'Especificação' },
    ],
    security: [{ chaveApi: [] }],
    paths,
    webhooks: Object.fromEntries(webhookEventTypes.map((tipo) => [tipo, webhookObject(tipo)])),
    components: {
      securitySchemes: {
        chaveApi: { type: 'http', scheme: 'bearer', bearerFormat: 'sck_{id}_{segredo}', description: 'A chave da API da empresa, com os escopos leitura e/ou escrita.' },
      },
      schemas: { ...componentsOf(requestSchemas, 'input'), ...componentsOf(responseSchemas, 'output') },
    },
  };
}
