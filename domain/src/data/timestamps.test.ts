import { describe, expect, it } from 'vitest';
import { integrators } from './integrators';
import { readDocument, timestampsToMillis, writeDocument } from './timestamps';

/** Stands in for either SDK's Timestamp: the edge only relies on `toMillis()`. */
class FakeTimestamp {
  constructor(readonly millis: number) {}
  toMillis(): number {
    return this.millis;
  }
}
const stamp = (millis: number) => new FakeTimestamp(millis);
const at = Date.UTC(2026, 2, 10, 12, 0, 0);

describe('reading documents', () => {
  it('turns Timestamps into milliseconds in nested maps and arrays of maps', () => {
    const stored = {
      status: 'pendente_aprovacao',
      created_at: stamp(at),
      documentos: { contrato_social: { path: 'p', nome: 'contrato.pdf', enviado_em: stamp(at + 1) } },
      fotos: [{ path: 'f1', enviado_em: stamp(at + 2) }, { path: 'f2', enviado_em: stamp(at + 3) }],
    };
    expect(readDocument('u1', stored)).toEqual({
      id: 'u1',
      status: 'pendente_aprovacao',
      created_at: at,
      documentos: { contrato_social: { path: 'p', nome: 'contrato.pdf', enviado_em: at + 1 } },
      fotos: [{ path: 'f1', enviado_em: at + 2 }, { path: 'f2', enviado_em: at + 3 }],
    });
  });

  it('goes through a collection converter the same way', () => {
    const snapshot = { id: 'u1', data: () => ({ documentos: { contrato_social: { enviado_em: stamp(at) } } }) };
    const record = integrators.converter(stamp).fromFirestore(snapshot);
    expect(record.documentos?.['contrato_social']?.enviado_em).toBe(at);
  });

  it('leaves class instances other than Timestamps alone', () => {
    class GeoPoint {
      constructor(readonly latitude: number) {}
    }
    const point = new GeoPoint(-23.5);
    expect(timestampsToMillis({ local: point, total: 3, motivo: null })).toEqual({ local: point, total: 3, motivo: null });
  });
});

describe('writing documents', () => {
  it('makes Timestamps of time fields at any depth, drops id and undefined', () => {
    const written = writeDocument(
      { id: 'x', updated_at: at, tamanho: 10, documentos: { rg: { tamanho: 5, enviado_em: at } }, fotos: [{ enviado_em: at }], gone: undefined },
      stamp,
    );
    expect(written).toEqual({
      updated_at: stamp(at),
      tamanho: 10,
      documentos: { rg: { tamanho: 5, enviado_em: stamp(at) } },
      fotos: [{ enviado_em: stamp(at) }],
    });
  });

  it('round-trips', () => {
    const value = { created_at: at, em: at + 5, de: 'a', para: 'b' };
    expect(readDocument('h1', writeDocument(value, stamp))).toEqual({ ...value, id: 'h1' });
  });
});
