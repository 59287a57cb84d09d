import { describe, expect, it } from 'vitest';
import { inventoryEntryOf, legalBases, nonPersonalCollections, privacyInventory, retentionLaws } from './inventory';

const modules = import.meta.glob<Record<string, unknown>>('../data/*.ts', { eager: true });

const patternOf = (path: string) =>
  path
    .split('/')
    .map((segment, index) => (index % 2 === 1 ? '{id}' : segment))
    .join('/') + '/{id}';

/** Every collection path domain/src/data/ builds (specs, document specs, and path factories called with an id). */
function dataCollections(): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string' && /^[a-z_]+$/.test(value) && value.length > 2) return;
    if (value && typeof value === 'object' && 'path' in value && typeof (value as { path: unknown }).path === 'string') found.add(patternOf((value as { path: string }).path));
    if (value && typeof value === 'object' && 'collection' in value) visit((value as { collection: unknown }).collection);
  };
  for (const [file, module] of Object.entries(modules)) {
    if (file.endsWith('.test.ts')) continue;
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

describe('privacy inventory', () => {
  it('names every collection of domain/src/data/: personal ones in the inventory, the others with a reason', () => {
    const listed = new Set([...privacyInventory.map((entry) => entry.colecao), ...Object.keys(nonPersonalCollections)]);
    const missing = [...dataCollections()].filter((collection) => !listed.has(collection));
    expect(missing).toEqual([]);
    // and it found the collections it should (the walk itself works)
    expect(dataCollections()).toContain('propostas/{id}/comentarios/{id}');
    expect(dataCollections()).toContain('solicitacoes_lgpd/{id}');
  });

  it('each entry has its fields, purpose, a known legal basis, a retention and a law when it keeps records', () => {
    for (const entry of privacyInventory) {
      expect(entry.campos.length, entry.colecao).toBeGreaterThan(0);
      expect(entry.finalidade.length, entry.colecao).toBeGreaterThan(5);
      expect(legalBases[entry.base_legal], entry.colecao).toBeTruthy();
      expect(entry.retencao.length, entry.colecao).toBeGreaterThan(3);
      if (entry.exclusao === 'manter') expect(retentionLaws[entry.lei!], entry.colecao).toBeTruthy();
      if (entry.exclusao === 'anonimizar') expect(Object.keys(entry.anonimizar ?? {}).length, entry.colecao).toBeGreaterThan(0);
    }
    expect(new Set(privacyInventory.map((entry) => entry.colecao)).size).toBe(privacyInventory.length);
  });

  it('finds the entry of a document path at any depth', () => {
    expect(inventoryEntryOf('propostas/p1')?.colecao).toBe('propostas/{id}');
    expect(inventoryEntryOf('propostas/p1/comentarios/c1')?.exclusao).toBe('apagar');
    expect(inventoryEntryOf('contratos/p1_v1')?.lei).toBe('contrato_assinado');
    expect(inventoryEntryOf('stats/propostas')).toBeUndefined();
  });
});
