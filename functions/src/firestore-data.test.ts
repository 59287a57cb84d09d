import { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { fromFirestore, timestampsToMillis, toFirestore } from './firestore-data';

const at = Date.UTC(2026, 2, 10, 12, 0, 0);

describe('fromFirestore', () => {
  it('adds the id and turns Timestamps into milliseconds at any depth', () => {
    const doc = fromFirestore<Record<string, unknown>>('uid-1', {
      status: 'aprovado',
      created_at: Timestamp.fromMillis(at),
      documentos: { contrato_social: { path: 'p', enviado_em: Timestamp.fromMillis(at + 1) } },
      fotos: [{ enviado_em: Timestamp.fromMillis(at + 2) }],
    });
    expect(doc).toEqual({
      id: 'uid-1',
      status: 'aprovado',
      created_at: at,
      documentos: { contrato_social: { path: 'p', enviado_em: at + 1 } },
      fotos: [{ enviado_em: at + 2 }],
    });
  });

  it('leaves other Firestore values alone', () => {
    const point = new GeoPoint(-23.5, -46.6);
    expect(timestampsToMillis({ local: point, total: 3, motivo: null })).toEqual({ local: point, total: 3, motivo: null });
  });
});

describe('toFirestore', () => {
  it('stores time fields as Timestamps, nested ones included, and nothing else', () => {
    const stored = toFirestore({
      id: 'x',
      status: 'pendente_aprovacao',
      updated_at: at,
      potencia_kwp: 12.5,
      tamanho: 2048,
      documentos: { rg_socios: { path: 'p', tamanho: 10, enviado_em: at } },
      fotos: [{ path: 'f', enviado_em: at }],
      motivo_rejeicao: null,
      ausente: undefined,
    });
    expect(stored).not.toHaveProperty('id');
    expect(stored).not.toHaveProperty('ausente');
    expect(stored['updated_at']).toEqual(Timestamp.fromMillis(at));
    expect(stored['documentos']).toEqual({ rg_socios: { path: 'p', tamanho: 10, enviado_em: Timestamp.fromMillis(at) } });
    expect(stored['fotos']).toEqual([{ path: 'f', enviado_em: Timestamp.fromMillis(at) }]);
    expect(stored).toMatchObject({ status: 'pendente_aprovacao', potencia_kwp: 12.5, tamanho: 2048, motivo_rejeicao: null });
  });

  it('round-trips through fromFirestore', () => {
    const value = { created_at: at, em: at + 5, de: 'a', para: 'b' };
    expect(fromFirestore('h1', toFirestore(value))).toEqual({ ...value, id: 'h1' });
  });
});
