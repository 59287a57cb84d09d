/**
 * docs/security.md's access matrix is complete and true to the tests: every `match` of
 * firestore.rules and storage.rules has a row for get, list, create, update and delete; no cell
 * is empty; every row names a test file that exists and contains the named test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../emulator-env';

const operations = ['get', 'list', 'create', 'update', 'delete'] as const;
const read = (file: string) => readFileSync(repoPath(file), 'utf8');

/** Wildcard names differ between rules and docs ({proposalId} vs {id}): compare shapes only. */
const shape = (path: string) => path.replace(/\{[^}]*\}/g, '{}').replace(/^\/+|\/+$/g, '');

/** Quotes and escapes as a reader types them. */
const plain = (text: string) => text.replace(/\\u2019|’/g, "'");

/** Full paths of the `match` blocks of a rules file, nested blocks joined to their parents. */
function matchPaths(rules: string): string[] {
  const paths: string[] = [];
  const stack: { path: string; depth: number }[] = [];
  let depth = 0;
  for (const line of rules.split('\n')) {
    const match = /^\s*match\s+(\S+)\s*\{/.exec(line);
    if (match?.[1]) {
      const parent = stack.at(-1)?.path ?? '';
      const path = `${parent}/${match[1].replace(/^\//, '')}`;
      stack.push({ path, depth });
      paths.push(path);
    }
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    while (stack.length > 0 && depth <= (stack.at(-1)?.depth ?? -1)) stack.pop();
  }
  return paths;
}

function firestoreResources(): string[] {
  const root = '/databases/{database}/documents';
  return matchPaths(read('firestore.rules'))
    .filter((path) => path.startsWith(`${root}/`))
    .map((path) => shape(path.slice(root.length)));
}

function storageResources(): string[] {
  const root = '/b/{bucket}/o';
  const folders = matchPaths(read('storage.rules'))
    .filter((path) => path.startsWith(`${root}/`))
    .map((path) => `storage ${shape(path.slice(root.length)).split('/').slice(0, 2).join('/')}`);
  return [...new Set(folders)];
}

interface Row {
  resource: string;
  operation: string;
  cells: string[];
  file: string;
  test: string;
}

function matrixRows(): Row[] {
  return read('docs/security.md')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| resource') && !line.startsWith('|---'))
    .filter((line) => /\|\s*(get|list|create|update|delete)\s*\|/.test(line))
    .map((line) => {
      const columns = line.split('|').slice(1, -1).map((cell) => cell.trim());
      const [resource = '', operation = '', ...rest] = columns;
      const covered = rest.pop() ?? '';
      const [, file = '', test = ''] = /^`([^`]+)`\s*›\s*(.+)$/.exec(covered) ?? [];
      return { resource: shape(resource.replace(/`/g, '')), operation, cells: rest, file, test };
    });
}

describe('docs/security.md access matrix', () => {
  const rows = matrixRows();

  it('has rows to check', () => {
    expect(rows.length).toBeGreaterThan(50);
  });

  it.each([...firestoreResources(), ...storageResources()])('%s has a row per operation', (resource) => {
    const covered = rows.filter((row) => row.resource === shape(resource)).map((row) => row.operation);
    expect(covered.sort()).toEqual([...operations].sort());
  });

  it('has no empty cell: nine personas (issue 29 added the team\'s four) and a test per row', () => {
    const incomplete = rows.filter((row) => row.cells.length !== 9 || row.cells.some((cell) => cell === '') || !row.file || !row.test);
    expect(incomplete.map((row) => `${row.resource} ${row.operation}`)).toEqual([]);
  });

  it('names tests that exist', () => {
    const missing = rows.filter((row) => !existsSync(repoPath(row.file)) || !plain(read(row.file)).includes(plain(row.test)));
    expect(missing.map((row) => `${row.resource} ${row.operation}: ${row.file} › ${row.test}`)).toEqual([]);
  });
});
