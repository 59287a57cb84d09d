/**
 * BigQuery (issue 50, docs/bigquery.md): the official 'Stream Firestore to BigQuery' extension
 * (firebase/firestore-bigquery-export) is declared in extensions/manifest.json, which `npm run
 * deploy` merges into firebase.deploy.json, once per exported collection: the proposals, their
 * history and the two ledgers. Nothing here reaches BigQuery (it cannot run on these machines):
 * the declaration is checked against the extension's own parameters (transcribed from its
 * extension.yaml into bigquery/extension/), each collection path against domain/src/data, and
 * the views of bigquery/views/ are parsed by a real SQL parser (node-sql-parser, BigQuery
 * dialect): they read only the extension's tables and views, only the columns the extension
 * creates, only fields the domain's types declare, and compare statuses and entry types only
 * with values the domain has.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Parser } from 'node-sql-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { trailStages } from '@solarcred/domain/analytics/types';
import { cashbackEntryTypes } from '@solarcred/domain/cashback/ledger';
import { contractStates } from '@solarcred/domain/contract/types';
import { cashbackEntries } from '@solarcred/domain/data/cashback';
import { fundingEntries } from '@solarcred/domain/data/funding';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { fundingEntryTypes } from '@solarcred/domain/funding/types';
import { proposalStatuses } from '@solarcred/domain/options';
import { region, repoPath } from '../emulator-env';

const extensionRef = 'firebase/firestore-bigquery-export';

interface Param { param: string; type: string; required: boolean; default?: string; options?: string[]; validationRegex?: string }
const extension = JSON.parse(readFileSync(repoPath('bigquery/extension/firestore-bigquery-export.params.json'), 'utf8')) as { name: string; version: string; params: Param[] };
const schema = JSON.parse(readFileSync(repoPath('bigquery/extension/changelog-schema.json'), 'utf8')) as { raw_changelog: string[]; raw_latest: string[]; wildcard_column: string };
const manifest = JSON.parse(readFileSync(repoPath('extensions/manifest.json'), 'utf8')) as Record<string, string>;

/**
 * The Firebase CLI's own reading of an instance's .env (its parser: a line it cannot parse fails
 * the deploy) and its own check of one value against a parameter (as `firebase deploy` and
 * `ext:install` run it; the registry serves parameter types upper-cased).
 */
const cli = createRequire(import.meta.url);
const { readEnvFile } = cli('firebase-tools/lib/extensions/paramHelper.js') as { readEnvFile(path: string): Record<string, string> };
const { checkResponse } = cli('firebase-tools/lib/extensions/askUserForParam.js') as {
  checkResponse(response: string | undefined, spec: { param: string; type: string; required: boolean; options?: { value: string }[]; validationRegex?: string }): boolean;
};
const readEnv = (file: string) => readEnvFile(repoPath(file));
const cliSpec = (param: Param) => ({ ...param, type: param.type.toUpperCase(), options: param.options?.map((value) => ({ value })) });

/** The instances of the extension, each with its env file read. */
const instances = Object.entries(manifest)
  .filter(([, ref]) => ref.startsWith(`${extensionRef}@`))
  .map(([id, ref]) => ({ id, ref, env: readEnv(`extensions/${id}.env`) }));

/** A collection path with its wildcards blanked: propostas/{propostaId}/historico → propostas/{}/historico. */
const shape = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

/** The domain's types (files) that declare the fields each exported collection's documents hold. */
const typeSources: Record<string, string[]> = {
  [shape(proposals.path)]: ['domain/src/model.ts', 'domain/src/analytics/types.ts', 'domain/src/contract/types.ts'],
  [shape(proposalHistory('{propostaId}').path)]: ['domain/src/model.ts'],
  [shape(cashbackEntries.path)]: ['domain/src/cashback/ledger.ts'],
  [shape(fundingEntries.path)]: ['domain/src/funding/types.ts'],
};

/** Every collection path domain/src/data names: exported collections, and those made from one id (called with a wildcard). */
async function domainCollectionPaths(): Promise<Set<string>> {
  const paths = new Set<string>();
  const files = readdirSync(repoPath('domain/src/data')).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  for (const file of files) {
    const module = (await import(`@solarcred/domain/data/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      let made: unknown = value;
      if (typeof value === 'function' && value.length === 1) {
        try {
          made = (value as (id: string) => unknown)('{id}');
        } catch {
          continue; // not a collection of one id (a helper that takes a document spec)
        }
      }
      if (typeof made === 'object' && made !== null && typeof (made as { path?: unknown }).path === 'string') paths.add(shape((made as { path: string }).path));
    }
  }
  return paths;
}

describe('BigQuery: the extension instances (extensions/manifest.json)', () => {
  it('exports the proposals, their history and both ledgers, one instance each, from the official publisher at the transcribed version', () => {
    const exported = instances.map((instance) => shape(instance.env['COLLECTION_PATH'] ?? '')).sort();
    expect(exported).toEqual(Object.keys(typeSources).sort());
    expect(`firebase/${extension.name}`).toBe(extensionRef);
    for (const instance of instances) expect(instance.ref).toBe(`${extensionRef}@${extension.version}`);
  });

  it('is deployed by `npm run deploy` (firebase.deploy.json) and kept out of the emulators (firebase.json)', () => {
    const script = "import { deployConfigObject } from './scripts/lib/firebase-config.mjs'; console.log(JSON.stringify(deployConfigObject()));";
    const deploy = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoPath('.'), encoding: 'utf8' })) as { extensions?: Record<string, string> };
    for (const instance of instances) expect(deploy.extensions?.[instance.id]).toBe(instance.ref);
    const local = JSON.parse(readFileSync(repoPath('firebase.json'), 'utf8')) as { extensions?: unknown };
    expect(local.extensions).toBeUndefined();
  });

  it.each(instances.map((instance) => [instance.id, instance] as const))('%s: every parameter is the extension’s, every required one is given, every value valid', (_id, instance) => {
    const known = new Map(extension.params.map((param) => [param.param, param]));
    expect(Object.keys(instance.env).filter((key) => !known.has(key))).toEqual([]);
    expect(extension.params.filter((param) => param.required && !(param.param in instance.env)).map((param) => param.param)).toEqual([]);
    for (const param of extension.params) {
      const value = instance.env[param.param];
      if (value === undefined && !param.required) continue;
      expect(checkResponse(value, cliSpec(param)), `${param.param}=${value}`).toBe(true);
      if (value !== undefined && param.options) expect(param.options, param.param).toContain(value);
      if (value !== undefined && param.validationRegex) expect(value, param.param).toMatch(new RegExp(param.validationRegex));
    }
  });

  it.each(instances.map((instance) => [instance.id, instance] as const))('%s: its time partitioning is one of the combinations the extension accepts (0.3.0 rejects the others at start)', (_id, instance) => {
    const unset = (value: string | undefined) => !value || value === 'NONE' || value === 'omit';
    const { TABLE_PARTITIONING: granularity, TIME_PARTITIONING_FIELD: field, TIME_PARTITIONING_FIRESTORE_FIELD: firestoreField, TIME_PARTITIONING_FIELD_TYPE: fieldType } = instance.env;
    const valid = unset(granularity)
      ? unset(field) && unset(firestoreField) && unset(fieldType)
      : (unset(field) && unset(firestoreField)) || (field === 'timestamp' && unset(firestoreField)) || (!unset(field) && !unset(firestoreField) && !unset(fieldType));
    expect(valid).toBe(true);
  });

  it.each(instances.map((instance) => [instance.id, instance] as const))('%s: the database and the dataset stay in the functions’ region (São Paulo), in the project', (_id, instance) => {
    expect(instance.env['DATABASE']).toBe('(default)');
    expect(instance.env['DATABASE_REGION']).toBe(region);
    expect(instance.env['DATASET_LOCATION']).toBe(region);
    expect(instance.env['BIGQUERY_PROJECT_ID']).toBe('${param:PROJECT_ID}');
  });

  describe('collection paths', () => {
    let known: Set<string>;
    beforeAll(async () => {
      known = await domainCollectionPaths();
    });

    it.each(instances.map((instance) => [instance.id, instance] as const))('%s: its COLLECTION_PATH is a collection domain/src/data names, with wildcard ids exactly when it has a wildcard', (_id, instance) => {
      const path = instance.env['COLLECTION_PATH'] ?? '';
      expect([...known]).toContain(shape(path));
      expect(instance.env['WILDCARD_IDS']).toBe(String(path.includes('{')));
    });
  });

  it('writes one dataset, one table prefix per instance', () => {
    expect(new Set(instances.map((instance) => instance.env['DATASET_ID'])).size).toBe(1);
    expect(new Set(instances.map((instance) => instance.env['TABLE_ID'])).size).toBe(instances.length);
  });
});

// ---------------------------------------------------------------------------------------------
// The views

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

const dataset = instances[0]?.env['DATASET_ID'] ?? '';
const viewFiles = readdirSync(repoPath('bigquery/views')).filter((name) => name.endsWith('.sql'));
const viewNames = viewFiles.map((name) => name.replace(/\.sql$/, ''));

/** `{dataset}.{TABLE_ID}_raw_changelog` / `_raw_latest` → its instance and columns. */
const extensionTables = new Map<string, { instance: (typeof instances)[number]; columns: Set<string> }>(
  instances.flatMap((instance) => {
    const wildcard = instance.env['WILDCARD_IDS'] === 'true' ? [schema.wildcard_column] : [];
    const table = `${dataset}.${instance.env['TABLE_ID'] ?? ''}`;
    return [
      [`${table}_raw_changelog`, { instance, columns: new Set([...schema.raw_changelog, ...wildcard]) }],
      [`${table}_raw_latest`, { instance, columns: new Set([...schema.raw_latest, ...wildcard]) }],
    ] as const;
  }),
);

/** Every SELECT of a statement (CTEs, subqueries, UNION branches). */
function selectsOf(node: unknown, into: Node[] = []): Node[] {
  if (Array.isArray(node)) node.forEach((item) => selectsOf(item, into));
  else if (isNode(node)) {
    if (node['type'] === 'select') into.push(node);
    Object.values(node).forEach((value) => selectsOf(value, into));
  }
  return into;
}

/** The nodes of one SELECT's own clauses, not entering nested statements (subqueries, CTEs, the next UNION branch). */
function ownNodes(select: Node): Node[] {
  const nodes: Node[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isNode(value) && value['type'] !== 'select' && !('ast' in value)) {
      nodes.push(value);
      Object.values(value).forEach(walk);
    }
  };
  for (const clause of ['columns', 'where', 'groupby', 'having', 'orderby', 'qualify']) walk(select[clause]);
  for (const from of (select['from'] as Node[] | null) ?? []) walk(from['on']);
  return nodes;
}

const columnName = (ref: Node): string => {
  const column = ref['column'];
  return typeof column === 'string' ? column : String((isNode(column) && isNode(column['expr']) && column['expr']['value']) || '');
};

const functionName = (node: Node): string => {
  const name = node['name'];
  if (typeof name === 'string') return name.toUpperCase();
  if (!isNode(name)) return '';
  const parts = Array.isArray(name['name']) ? (name['name'] as Node[]) : [];
  const schemaPart = isNode(name['schema']) ? String(name['schema']['value'] ?? '') : '';
  return [schemaPart, ...parts.map((part) => String(part['value'] ?? ''))].filter(Boolean).join('.').toUpperCase();
};

/** Date parts BigQuery takes as bare words (TIMESTAMP_DIFF(a, b, SECOND)), which the parser reads as column names. */
const dateParts = new Set(['MICROSECOND', 'MILLISECOND', 'SECOND', 'MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR']);

/** The property names a TypeScript file declares (`name:` or `name?:` at the start of a line). */
const declaredFields = (files: string[]) =>
  new Set(files.flatMap((file) => [...readFileSync(repoPath(file), 'utf8').matchAll(/^\s*(\w+)\??:/gm)].map((match) => match[1] ?? '')));

const parser = new Parser();

describe.each(viewFiles.map((file) => [file]))('BigQuery view bigquery/views/%s', (file) => {
  const sql = readFileSync(repoPath(`bigquery/views/${file}`), 'utf8');
  const name = file.replace(/\.sql$/, '');
  const parse = () => parser.astify(sql, { database: 'bigquery' });

  it('parses as one BigQuery SELECT', () => {
    const ast = parse();
    expect(Array.isArray(ast) ? ast.length : 1).toBe(1);
    expect((Array.isArray(ast) ? ast[0] : ast)?.type).toBe('select');
  });

  it('reads only the extension’s tables and views, the other views and its own CTEs', () => {
    const ctes = new Set(selectsOf(parse()).flatMap((select) => ((select['with'] as Node[] | null) ?? []).map((cte) => String(isNode(cte['name']) ? cte['name']['value'] : cte['name']))));
    const tables = parser.tableList(sql, { database: 'bigquery' }).map((entry) => entry.split('::').slice(2).join('::'));
    const allowed = new Set([...extensionTables.keys(), ...viewNames.filter((view) => view !== name).map((view) => `${dataset}.${view}`), ...ctes]);
    expect(tables.filter((table) => !allowed.has(table))).toEqual([]);
    expect(tables.some((table) => extensionTables.has(table))).toBe(true);
  });

  it('uses only the columns the extension creates where it reads the extension’s tables', () => {
    const unknown: string[] = [];
    for (const select of selectsOf(parse())) {
      const from = ((select['from'] as Node[] | null) ?? []).filter((entry) => typeof entry['table'] === 'string');
      const direct = from.map((entry) => ({ alias: String(entry['as'] ?? entry['table']), table: extensionTables.get(String(entry['table'])) }));
      if (!direct.some((entry) => entry.table)) continue;
      const onlyExtension = direct.every((entry) => entry.table);
      const aliases = new Set(((select['columns'] as Node[] | null) ?? []).map((column) => String(column['as'] ?? '')));
      for (const ref of ownNodes(select).filter((node) => node['type'] === 'column_ref')) {
        const column = columnName(ref);
        if (dateParts.has(column.toUpperCase()) || column === '*') continue;
        const qualifier = typeof ref['table'] === 'string' ? ref['table'] : null;
        const target = qualifier ? direct.find((entry) => entry.alias === qualifier)?.table : onlyExtension && direct.length === 1 ? direct[0]?.table : undefined;
        if (target && !target.columns.has(column) && !aliases.has(column)) unknown.push(column);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('reads from each document (JSON_VALUE of data) only fields the domain’s types declare', () => {
    const unknown: string[] = [];
    let read = 0;
    for (const select of selectsOf(parse())) {
      const tables = ((select['from'] as Node[] | null) ?? []).map((entry) => extensionTables.get(String(entry['table']))).filter((table) => table !== undefined);
      if (tables.length !== 1) continue;
      const path = shape(tables[0]?.instance.env['COLLECTION_PATH'] ?? '');
      const fields = declaredFields(typeSources[path] ?? []);
      for (const call of ownNodes(select).filter((node) => node['type'] === 'function' && functionName(node) === 'JSON_VALUE')) {
        const args = (isNode(call['args']) ? (call['args']['value'] as Node[]) : []) ?? [];
        if (!args[0] || columnName(args[0]) !== 'data') continue;
        const segments = String(args[1]?.['value'] ?? '').replace(/^\$\./, '').split('.');
        read += 1;
        segments.forEach((segment, index) => {
          const known = segment === '_seconds' || (segments[index - 1] === 'etapas' ? (trailStages as readonly string[]).includes(segment) : fields.has(segment));
          if (!known) unknown.push(`${path}: ${segments.join('.')}`);
        });
      }
    }
    expect(read).toBeGreaterThan(0);
    expect(unknown).toEqual([]);
  });

  it('compares statuses, entry types and contract states only with values the domain has', () => {
    const unknown: string[] = [];
    let compared = 0;
    for (const select of selectsOf(parse())) {
      const tables = ((select['from'] as Node[] | null) ?? []).map((entry) => extensionTables.get(String(entry['table']))).filter((table) => table !== undefined);
      const path = tables.length === 1 ? shape(tables[0]?.instance.env['COLLECTION_PATH'] ?? '') : null;
      /** The values the domain allows for what an expression reads, or null when it is not one of these fields. */
      const domainOf = (node: Node): readonly string[] | null => {
        if (node['type'] === 'column_ref') return columnName(node) === 'status' ? proposalStatuses : null;
        if (node['type'] !== 'function' || functionName(node) !== 'JSON_VALUE') return null;
        const field = String(((isNode(node['args']) ? (node['args']['value'] as Node[]) : [])[1] ?? {})['value'] ?? '').replace(/^\$\./, '');
        if (['status', 'de', 'para'].includes(field)) return proposalStatuses;
        if (field === 'contrato.estado') return contractStates;
        if (field === 'tipo') return path === shape(cashbackEntries.path) ? cashbackEntryTypes : path === shape(fundingEntries.path) ? fundingEntryTypes : [];
        return null;
      };
      for (const node of ownNodes(select).filter((item) => item['type'] === 'binary_expr' && ['=', '!=', '<>', 'IN', 'NOT IN'].includes(String(item['operator'])))) {
        const left = node['left'];
        const right = node['right'];
        const allowed = isNode(left) ? domainOf(left) : null;
        if (!allowed || !isNode(right)) continue;
        const values = right['type'] === 'expr_list' ? ((right['value'] as Node[]) ?? []) : [right];
        for (const value of values.filter((item) => item['type'] === 'single_quote_string')) {
          compared += 1;
          if (!allowed.includes(String(value['value']))) unknown.push(String(value['value']));
        }
      }
    }
    expect(unknown).toEqual([]);
    if (/'(aprovada|paga|assinado)'/.test(sql)) expect(compared).toBeGreaterThan(0);
  });

  it('says how to create it (bq mk --view) under its own name in the extension’s dataset', () => {
    expect(sql).toContain(`bq mk --use_legacy_sql=false --view "$(cat bigquery/views/${file})" ${dataset}.${name}`);
  });
});

describe('docs/bigquery.md', () => {
  const doc = readFileSync(repoPath('docs/bigquery.md'), 'utf8');

  it('names every instance, its collection and the import script’s command for it', () => {
    for (const instance of instances) {
      expect(doc).toContain(instance.id);
      const path = instance.env['COLLECTION_PATH'] ?? '';
      expect(doc).toContain(path.includes('{') ? `-s '${path}' -q true` : `-s ${path} -q false`);
      expect(doc).toContain(`-t ${instance.env['TABLE_ID']}`);
    }
    expect(doc).toContain('npx @firebaseextensions/fs-bq-import-collection');
  });

  it('names every view', () => {
    for (const view of viewNames) expect(doc).toContain(`bigquery/views/${view}.sql`);
  });
});
