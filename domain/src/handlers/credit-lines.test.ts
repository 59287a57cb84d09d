import { describe, expect, it } from 'vitest';
import { creditText } from '../credit/credit-text';
import type { StoredCreditLine } from '../credit/lines';
import type { Actor } from './actor';
import { updateCreditLine } from './credit-lines';

const admin: Actor = { uid: 'admin-1', role: 'admin' };
const integrator: Actor = { uid: 'int-1', role: 'integrador' };
const stored: StoredCreditLine = {
  id: 'credito_consignado', ativa: true, taxas: { '12': 1.66, '24': 1.7 }, valor_min_centavos: 2_000_00, valor_max_centavos: 150_000_00,
  tarifa_centavos: 0, nota: 'Desconto em folha', versao: 3, atualizado_por: 'admin-0', atualizado_em: 1_000,
};
const other: StoredCreditLine = { ...stored, id: 'emprestimo_pessoal', taxas: { '12': 3.99 }, versao: 1 };
const input = (patch: object = {}) => ({
  id: 'credito_consignado', ativa: true, taxas: { '12': 1.59 }, valor_min_centavos: 2_000_00, valor_max_centavos: 150_000_00, tarifa_centavos: 0, nota: 'Nova', versao: 3, ...patch,
});

describe('updateCreditLine', () => {
  it('writes the next version, keeps the replaced values with who set them and when, and republishes', () => {
    const writes = updateCreditLine(stored, [stored, other], input(), admin, 2_000);
    expect(writes.line).toMatchObject({ versao: 4, taxas: { '12': 1.59 }, atualizado_por: 'admin-1', atualizado_em: 2_000, nota: 'Nova' });
    expect(writes.version).toEqual({
      id: '3', versao: 3, por: 'admin-0', desde_em: 1_000, substituida_em: 2_000,
      valores: { id: 'credito_consignado', ativa: true, taxas: { '12': 1.66, '24': 1.7 }, valor_min_centavos: 2_000_00, valor_max_centavos: 150_000_00, tarifa_centavos: 0, nota: 'Desconto em folha' },
    });
    expect(writes.published.linhas.map((line) => [line.id, line.taxas])).toEqual([['credito_consignado', { '12': 1.59 }], ['emprestimo_pessoal', { '12': 3.99 }]]);
    expect(JSON.stringify(writes.published)).not.toContain('Nova');
  });

  it("a line's first values have no replaced version", () => {
    const writes = updateCreditLine(null, [], input({ versao: 0 }), admin, 2_000);
    expect(writes.line.versao).toBe(1);
    expect(writes.version).toBeNull();
  });

  it('an inactive line leaves the public rates; an inactive line may offer no term', () => {
    const writes = updateCreditLine(stored, [stored, other], input({ ativa: false, taxas: {} }), admin, 2_000);
    expect(writes.published.linhas.map((line) => line.id)).toEqual(['emprestimo_pessoal']);
  });

  it('refuses non-admins, a stale version and bad values', () => {
    expect(() => updateCreditLine(stored, [stored], input(), integrator, 2_000)).toThrow(expect.objectContaining({ code: 'permission-denied' }));
    expect(() => updateCreditLine(stored, [stored], input({ versao: 2 }), admin, 2_000)).toThrow(creditText.stale);
    expect(() => updateCreditLine(stored, [stored], input({ taxas: { '12': 16 } }), admin, 2_000)).toThrow('A taxa deve estar entre 0,01% e 15% ao mês.');
    expect(() => updateCreditLine(stored, [stored], input({ valor_min_centavos: 999_99 }), admin, 2_000)).toThrow('Informe um valor entre R$ 1.000,00 e R$ 5.000.000,00.');
    expect(() => updateCreditLine(stored, [stored], input({ valor_max_centavos: 1_000_00 }), admin, 2_000)).toThrow(creditText.minAboveMax);
    expect(() => updateCreditLine(stored, [stored], input({ tarifa_centavos: 50_000_01 }), admin, 2_000)).toThrow('A tarifa pode ser de até R$ 50.000,00.');
    expect(() => updateCreditLine(stored, [stored], input({ taxas: {} }), admin, 2_000)).toThrow(creditText.noTerm);
    expect(() => updateCreditLine(stored, [stored], input({ taxas: { '13': 1 } }), admin, 2_000)).toThrow();
  });
});
