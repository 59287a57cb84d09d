/**
 * firestore.indexes.json holds a composite index for every query of issue 50 that needs one (the
 * emulator never asks for indexes, so only this test notices a missing one before production
 * does): the cells by month range with a line and/or a state (the platform's and a company's),
 * the ranking's search by each sort, the exports' proposals by period with every combination of
 * line, state and company, and the ledgers by period of one company. The analytics documents'
 * histograms and per-day maps are exempt from indexing (never queried, many entries per write).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { rankingSorts } from '@solarcred/domain/analytics/types';
import { cashbackEntries } from '@solarcred/domain/data/cashback';
import { fundingEntries } from '@solarcred/domain/data/funding';
import { proposals } from '@solarcred/domain/data/proposals';
import { analyticsCells, analyticsTotals, integratorCells, rankingRows } from '@solarcred/domain/data/analytics';
import { repoPath } from '../emulator-env';

interface IndexField { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' }
interface Index { collectionGroup: string; queryScope: string; fields: IndexField[] }
interface Override { collectionGroup: string; fieldPath: string; indexes: unknown[] }

const file = JSON.parse(readFileSync(repoPath('firestore.indexes.json'), 'utf8')) as { indexes: Index[]; fieldOverrides: Override[] };

/** The last segment of a collection path: what an index's collectionGroup names. */
const groupOf = (path: string) => path.split('/').at(-1) ?? path;
const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });
const contains = (fieldPath: string): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' });

/**
 * Whether an index serves equality filters on `equalities` (any order, as Firestore matches them)
 * followed by `rest` in this order and direction.
 */
function served(group: string, equalities: string[], rest: IndexField[]): boolean {
  return file.indexes.some((index) => {
    if (index.collectionGroup !== group || index.queryScope !== 'COLLECTION') return false;
    if (index.fields.length !== equalities.length + rest.length) return false;
    const head = index.fields.slice(0, equalities.length);
    const tail = index.fields.slice(equalities.length);
    return head.every((field) => field.order === 'ASCENDING' && equalities.includes(field.fieldPath))
      && new Set(head.map((field) => field.fieldPath)).size === equalities.length
      && JSON.stringify(tail) === JSON.stringify(rest);
  });
}

/** Every non-empty subset of `items`. */
const subsets = <T>(items: readonly T[]): T[][] =>
  items.reduce<T[][]>((all, item) => [...all, ...all.map((set) => [...set, item])], [[]]).filter((set) => set.length > 0);

describe('firestore.indexes.json: the analytics and exports queries (issue 50)', () => {
  it('is a spec the Firebase CLI accepts (its own validator, as `firebase deploy --only firestore:indexes` runs it)', () => {
    const { FirestoreApi } = createRequire(import.meta.url)('firebase-tools/lib/firestore/api.js') as { FirestoreApi: new () => { validateSpec(spec: unknown): void } };
    expect(() => new FirestoreApi().validateSpec(file)).not.toThrow();
  });

  const cellGroups = [groupOf(analyticsCells.path), groupOf(integratorCells('x').path)];

  it.each(cellGroups.flatMap((group) => subsets(['linha', 'uf']).map((equalities) => [group, equalities] as const)))(
    '%s: a month range with %j, by month',
    (group, equalities) => {
      expect(served(group, equalities, [asc('mes')])).toBe(true);
    },
  );

  it.each(rankingSorts.map((sort) => [sort]))('the ranking searched by name, sorted by %s (descending)', (sort) => {
    expect(served(groupOf(rankingRows.path), [], [contains('search_tokens'), desc(sort)])).toBe(true);
  });

  it.each(subsets(['linha_credito', 'projeto_estado', 'integrador_id']).map((equalities) => [equalities]))(
    'the proposals export: a created_at period with %j, oldest first',
    (equalities) => {
      expect(served(proposals.path, equalities, [asc('created_at')])).toBe(true);
    },
  );

  it.each([cashbackEntries.path, fundingEntries.path])('the %s export: one company’s entries of a period, oldest first', (path) => {
    expect(served(path, ['integrador_id'], [asc('registrado_em')])).toBe(true);
  });

  it.each([analyticsTotals.collection.path, ...cellGroups, groupOf(rankingRows.path)].flatMap((group) =>
    ['decisao', 'tempo_status', 'instalacao_metas'].map((field) => [group, field] as const)))(
    '%s.%s is not indexed (histograms and per-day maps: never queried)',
    (group, field) => {
      expect(file.fieldOverrides.some((override) => override.collectionGroup === group && override.fieldPath === field && override.indexes.length === 0)).toBe(true);
    },
  );

  it('exempts none of the fields the page filters or sorts by', () => {
    const queried = ['mes', 'linha', 'uf', 'search_tokens', ...rankingSorts];
    const groups = new Set([analyticsTotals.collection.path, ...cellGroups, groupOf(rankingRows.path)]);
    const exempted = file.fieldOverrides.filter((override) => groups.has(override.collectionGroup) && queried.some((field) => field === override.fieldPath || field.startsWith(`${override.fieldPath}.`)));
    expect(exempted).toEqual([]);
  });
});
