import { describe, expect, it } from 'vitest';
import { inventoryEntryOf, legalBases, privacyInventory, retentionLaws } from './inventory';

describe('privacy inventory', () => {
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
