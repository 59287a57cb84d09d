/**
 * The OpenAPI 3.1 document (domain/src/api/openapi.ts) read for the reference page: its operations
 * grouped by tag, each with its scope, parameters and the fields of its request and responses.
 * Reads the document's own shape only (no second description of the API).
 */

/** A JSON Schema as z.toJSONSchema writes it (the parts the page shows). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface Media {
  content?: Record<string, { schema?: JsonSchema }>;
  description?: string;
  'x-codigos'?: string[];
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: Media & { required?: boolean };
  responses?: Record<string, Media>;
  [extension: `x-${string}`]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Field {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface ResponseView {
  status: string;
  description: string;
  fields: Field[];
  /** The error codes this status answers (the document's x-codigos). */
  codes: string[];
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  tag: string;
  /** The scopes the operation needs; empty for a public one. */
  scopes: string[];
  parameters: Field[];
  request: Field[];
  responses: ResponseView[];
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The schema a $ref points at (#/components/schemas/Name), or the schema itself. */
function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined, seen = new Set<string>()): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  if (seen.has(schema.$ref)) return {};
  seen.add(schema.$ref);
  const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
  return resolve(doc, doc.components?.schemas?.[name], seen);
}

/** A short type: 'string (date-time)', 'integer', 'leitura | escrita', 'array de object'. */
export function typeOf(doc: OpenApiDocument, raw: JsonSchema | undefined): string {
  const schema = resolve(doc, raw);
  if (!schema) return '—';
  if (schema.enum) return schema.enum.map(String).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((part) => typeOf(doc, part)))].join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `array de ${typeOf(doc, schema.items)}`;
  if (!type) return schema.properties ? 'object' : 'qualquer';
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The object's fields (and two levels inside nested objects and arrays of objects), with dotted names. */
export function fieldsOf(doc: OpenApiDocument, raw: JsonSchema | undefined, prefix = '', depth = 0): Field[] {
  const schema = resolve(doc, raw);
  if (!schema) return [];
  if (schema.allOf) return schema.allOf.flatMap((part) => fieldsOf(doc, part, prefix, depth));
  const properties = schema.properties ?? {};
  return Object.entries(properties).flatMap(([name, property]) => {
    const full = prefix ? `${prefix}.${name}` : name;
    const resolved = resolve(doc, property);
    const field: Field = { name: full, type: typeOf(doc, property), required: (schema.required ?? []).includes(name), description: resolved?.description ?? property.description ?? '' };
    if (depth >= 2 || !resolved) return [field];
    const inner = resolved.type === 'array' ? resolve(doc, resolved.items) : resolved;
    const nested = inner?.properties ? fieldsOf(doc, inner, resolved.type === 'array' ? `${full}[]` : full, depth + 1) : [];
    return [field, ...nested];
  });
}

const jsonSchemaOf = (media: Media | undefined): JsonSchema | undefined => {
  const content = media?.content;
  if (!content) return undefined;
  return (content['application/json'] ?? Object.values(content)[0])?.schema;
};

const scopesOf = (operation: Operation): string[] => {
  const declared = operation['x-escopo'] ?? operation['x-scope'] ?? operation['x-escopos'];
  if (typeof declared === 'string') return [declared];
  if (Array.isArray(declared)) return declared.map(String);
  return [...new Set((operation.security ?? []).flatMap((requirement) => Object.values(requirement).flat()))];
};

/** Every operation of the document, in its paths' order. */
export function operationsOf(doc: OpenApiDocument): OperationView[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      return [{
        id: operation.operationId ?? `${method}-${path}`,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        description: operation.description ?? '',
        tag: operation.tags?.[0] ?? 'API',
        scopes: scopesOf(operation),
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name, type: `${typeOf(doc, parameter.schema)} · ${parameter.in}`, required: parameter.required === true,
          description: parameter.description ?? resolve(doc, parameter.schema)?.description ?? '',
        })),
        request: fieldsOf(doc, jsonSchemaOf(operation.requestBody)),
        responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
          status, description: response.description ?? '', codes: response['x-codigos'] ?? [],
          // An error's body is the common { erro } shape, listed once under 'Erros'.
          fields: response['x-codigos'] ? [] : fieldsOf(doc, jsonSchemaOf(response)),
        })),
      }];
    }),
  );
}

/** The operations grouped by their first tag, tags in order of first appearance. */
export function groupedOperations(doc: OpenApiDocument): { tag: string; operations: OperationView[] }[] {
  const groups = new Map<string, OperationView[]>();
  for (const operation of operationsOf(doc)) groups.set(operation.tag, [...(groups.get(operation.tag) ?? []), operation]);
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}

/** The webhook events the document declares, with their payload's fields. */
export function webhookEventsOf(doc: OpenApiDocument): { name: string; summary: string; fields: Field[] }[] {
  return Object.entries(doc.webhooks ?? {}).map(([name, item]) => {
    const operation = item['post'] ?? Object.values(item)[0];
    return { name, summary: operation?.summary ?? operation?.description ?? '', fields: fieldsOf(doc, jsonSchemaOf(operation?.requestBody)) };
  });
}
