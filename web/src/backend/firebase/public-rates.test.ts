/** The REST reader of publico/taxas: Firestore's typed values unwrapped, the shape checked. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultEnergySettings } from '@solarcred/domain/energy/settings-public';
import { loadPublishedEnergy, loadPublishedRates, plainValue } from './public-rates';

afterEach(() => vi.unstubAllGlobals());

const restDocument = {
  name: 'projects/demo-solarcred/databases/(default)/documents/publico/taxas',
  fields: {
    atualizado_em: { timestampValue: '2026-01-10T12:00:00Z' },
    linhas: {
      arrayValue: {
        values: [
          {
            mapValue: {
              fields: {
                id: { stringValue: 'credito_consignado' },
                ativa: { booleanValue: true },
                taxas: { mapValue: { fields: { '12': { doubleValue: 1.66 }, '24': { integerValue: '2' } } } },
                valor_min_centavos: { integerValue: '200000' },
                valor_max_centavos: { integerValue: '15000000' },
                tarifa_centavos: { integerValue: '0' },
              },
            },
          },
          { mapValue: { fields: { id: { stringValue: 'linha_inventada' } } } },
        ],
      },
    },
  },
};

describe('public rates over REST', () => {
  it('unwraps every value type', () => {
    expect(plainValue({ nullValue: null })).toBeNull();
    expect(plainValue({ arrayValue: {} })).toEqual([]);
    expect(plainValue({ timestampValue: '1970-01-01T00:00:01Z' })).toBe(1000);
  });

  it('reads the active lines and drops what is not a known line', async () => {
    const fetchMock = vi.fn(async () => Response.json(restDocument));
    vi.stubGlobal('fetch', fetchMock);
    const rates = await loadPublishedRates();
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/documents/publico/taxas?key='), expect.anything());
    expect(rates).toEqual({
      atualizado_em: Date.parse('2026-01-10T12:00:00Z'),
      linhas: [{ id: 'credito_consignado', ativa: true, taxas: { '12': 1.66, '24': 2 }, valor_min_centavos: 200000, valor_max_centavos: 15000000, tarifa_centavos: 0 }],
    });
  });

  it('no document is no rates; a failed answer is an error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 404 })));
    expect(await loadPublishedRates()).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 403 })));
    await expect(loadPublishedRates()).rejects.toThrow('HTTP 403');
  });
});

describe('public energy settings over REST (issue 49)', () => {
  /** A Firestore REST value of a plain one (numbers as the SDK writes them: whole ones as integers). */
  const rest = (value: unknown): Record<string, unknown> => {
    if (value === null) return { nullValue: null };
    if (typeof value === 'string') return { stringValue: value };
    if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
    return { mapValue: { fields: Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, rest(item)])) } };
  };

  it('reads publico/energia by name, its stamp a timestamp, checked field by field', async () => {
    const { atualizado_em: _stamp, ...stored } = { ...defaultEnergySettings(), versao: 3, performance_ratio: 0.78, atualizado_por: 'admin-1' };
    const fields = { ...(rest(stored)['mapValue'] as { fields: Record<string, unknown> }).fields, atualizado_em: { timestampValue: '2026-11-20T12:00:00Z' } };
    const fetchMock = vi.fn(async () => Response.json({ fields }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadPublishedEnergy()).toEqual({ ...stored, atualizado_em: Date.parse('2026-11-20T12:00:00Z') });
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/documents/publico/energia?key='), expect.anything());
  });

  it('a value out of bounds reads as nothing; no document is nothing; a failed answer is an error', async () => {
    const fields = (rest({ ...defaultEnergySettings(), performance_ratio: 1.5 })['mapValue'] as { fields: unknown }).fields;
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ fields })));
    expect(await loadPublishedEnergy()).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 404 })));
    expect(await loadPublishedEnergy()).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    await expect(loadPublishedEnergy()).rejects.toThrow('publico/energia: HTTP 500');
  });
});
