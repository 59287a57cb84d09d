/**
 * docs/privacy.md's table of personal data says what domain/src/privacy/inventory.ts says: one
 * row per inventory entry, with its legal basis's article and what a deletion does, and no row
 * the inventory does not have; and every collection of domain/src/data/ is either in the
 * inventory or in its list of collections without personal data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalBases, nonPersonalCollections, privacyInventory, retentionLaws } from '@solarcred/domain/privacy/inventory';
import { repoPath } from '../emulator-env';

const rows = new Map(
  readFileSync(repoPath('docs/privacy.md'), 'utf8')
    .split('## Personal data by collection')[1]!
    .split('\n## ')[0]!
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
      return [cells[0]!.replace(/`/g, ''), cells] as const;
    }),
);

const patternOf = (path: string) =>
  path
    .split('/')
    .map((segment, index) => (index % 2 === 1 ? '{id}' : segment))
    .join('/') + '/{id}';

/** Every collection path domain/src/data/ builds (specs, document specs, and path factories called with an id). */
async function dataCollections(): Promise<Set<string>> {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string' && /^[a-z_]+$/.test(value) && value.length > 2) return;
    if (value && typeof value === 'object' && 'path' in value && typeof (value as { path: unknown }).path === 'string') found.add(patternOf((value as { path: string }).path));
    if (value && typeof value === 'object' && 'collection' in value) visit((value as { collection: unknown }).collection);
  };
  const folder = repoPath('domain/src/data');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = (await import(`${folder}/${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'function' && value.length === 1 && !/Of$|^is|^guest|Fields$|Name$/.test(name)) {
        try {
          visit((value as (id: string) => unknown)('x'));
        } catch {
          // not a path factory
        }
      } else visit(value);
    }
  }
  found.add('mail/{id}');
  return found;
}

describe('docs/privacy.md personal data table', () => {
  it('names every collection of domain/src/data/: personal ones in the inventory, the others with a reason', async () => {
    const found = await dataCollections();
    const listed = new Set([...privacyInventory.map((entry) => entry.colecao), ...Object.keys(nonPersonalCollections)]);
    const missing = [...found].filter((collection) => !listed.has(collection));
    expect(missing).toEqual([]);
    // and it found the collections it should (the walk itself works)
    expect(found).toContain('propostas/{id}/comentarios/{id}');
    expect(found).toContain('solicitacoes_lgpd/{id}');
  });


  it('has exactly the inventory’s collections', () => {
    expect([...rows.keys()].sort()).toEqual(privacyInventory.map((entry) => entry.colecao).sort());
  });

  it.each(privacyInventory.map((entry) => [entry.colecao, entry] as const))('%s: its basis, retention and deletion', (_, entry) => {
    const [, titular, , finalidade, base, retencao, exclusao] = rows.get(entry.colecao) ?? [];
    expect(titular).toBe(entry.titular);
    expect(finalidade).toBe(entry.finalidade);
    expect(base).toBe(legalBases[entry.base_legal].split(' — ')[0]);
    expect(retencao).toBe(entry.retencao);
    expect(exclusao?.startsWith(entry.exclusao)).toBe(true);
    if (entry.lei) expect(exclusao).toContain(retentionLaws[entry.lei].lei);
  });
});
