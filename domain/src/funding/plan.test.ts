import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auth } from '../messages';
import { milestoneIds } from '../installation/milestones';
import { domainErrorOf } from '../test-fixtures';
import { defaultFundingPlan, formatPlan, fundingSettingsInput, isValidPlan, planOf, settingsOf, splitTranches, updateFundingPlan } from './plan';
import { LINE, NOW, admin, owner } from './test-fixtures';
import type { FundingPlan, PlanTranche } from './types';

const line = LINE as FundingPlan['id'];
const input = (parcelas: { marco: string; percentual: unknown }[], versao = 0) => ({ id: line, versao, parcelas });
const defaultInput = input([{ marco: 'contrato_assinado', percentual: 30 }, { marco: 'equipamento_comprado', percentual: 40 }, { marco: 'sistema_conectado', percentual: 30 }]);
const refusal = (fn: () => unknown) => {
  const error = domainErrorOf(fn);
  return [error.code, error.message, error.fields];
};

describe('plans', () => {
  it('the default: 30 % contract, 40 % equipment, 30 % connected, version 0; planOf falls back to it', () => {
    expect(defaultFundingPlan(line)).toMatchObject({ id: line, versao: 0, anterior: null, parcelas: [{ marco: 'contrato_assinado', percentual_bps: 3000 }, { marco: 'equipamento_comprado', percentual_bps: 4000 }, { marco: 'sistema_conectado', percentual_bps: 3000 }] });
    expect(planOf(null, line)).toEqual(defaultFundingPlan(line));
    const stored: FundingPlan = { ...defaultFundingPlan(line), versao: 2, parcelas: [{ marco: 'homologacao', percentual_bps: 10_000 }] };
    expect(planOf(stored, line)).toBe(stored);
    expect(planOf({ ...stored, parcelas: [{ marco: 'homologacao', percentual_bps: 9_000 }] }, line)).toEqual(defaultFundingPlan(line));
    expect(formatPlan(defaultFundingPlan(line).parcelas)).toBe('Contrato assinado 30% · Equipamento comprado 40% · Sistema conectado 30%');
    expect(formatPlan([{ marco: 'contrato_assinado', percentual_bps: 1250 }, { marco: 'homologacao', percentual_bps: 8750 }])).toBe('Contrato assinado 12,5% · Vistoria / homologação na distribuidora 87,5%');
  });

  it('updateFundingPlan versions the plan (percent typed, basis points stored) and keeps the one replaced', () => {
    const first = updateFundingPlan(null, defaultInput, admin, NOW);
    expect(first).toEqual({ plan: { id: line, versao: 1, updated_by: 'admin-1', updated_at: NOW, anterior: null, parcelas: defaultFundingPlan(line).parcelas }, replaced: null });
    const second = updateFundingPlan(first.plan, input([{ marco: 'contrato_assinado', percentual: 12.5 }, { marco: 'homologacao', percentual: 87.5 }], 1), admin, NOW + 1);
    expect(second.plan).toMatchObject({ versao: 2, parcelas: [{ marco: 'contrato_assinado', percentual_bps: 1250 }, { marco: 'homologacao', percentual_bps: 8750 }] });
    expect(second.replaced).toEqual({ parcelas: first.plan.parcelas, versao: 1, updated_by: 'admin-1', updated_at: NOW });
    expect(second.plan.anterior).toEqual(second.replaced);
  });

  it('every refusal in Portuguese, nothing returned', () => {
    expect(refusal(() => updateFundingPlan(null, defaultInput, owner, NOW))[1]).toBe(auth.adminsOnly);
    expect(refusal(() => updateFundingPlan(null, { ...defaultInput, versao: 3 }, admin, NOW))).toEqual(['failed-precondition', 'Este plano de repasse foi alterado por outra pessoa. Recarregue a página e tente novamente.', undefined]);
    expect(refusal(() => updateFundingPlan(null, input([{ marco: 'contrato_assinado', percentual: 30 }, { marco: 'sistema_conectado', percentual: 60 }]), admin, NOW)))
      .toEqual(['invalid-argument', 'A soma das parcelas deve ser 100%.', { parcelas: 'A soma das parcelas deve ser 100%.' }]);
    expect(refusal(() => updateFundingPlan(null, input([]), admin, NOW))[1]).toBe('Defina ao menos uma parcela.');
    expect(refusal(() => updateFundingPlan(null, input(milestoneIds.map((marco) => ({ marco, percentual: 16 })).concat([{ marco: 'contrato_assinado', percentual: 20 }])), admin, NOW))[1]).toBe('Defina no máximo 5 parcelas.');
    expect(refusal(() => updateFundingPlan(null, input([{ marco: 'contrato_assinado', percentual: 50 }, { marco: 'contrato_assinado', percentual: 50 }]), admin, NOW))[2]).toMatchObject({ 'parcelas.1.marco': 'Cada marco pode liberar apenas uma parcela.' });
    expect(refusal(() => updateFundingPlan(null, input([{ marco: 'homologacao', percentual: 50 }, { marco: 'contrato_assinado', percentual: 50 }]), admin, NOW))[2]).toMatchObject({ 'parcelas.1.marco': 'As parcelas devem seguir a ordem dos marcos da instalação.' });
    expect(refusal(() => updateFundingPlan(null, input([{ marco: 'contrato_assinado', percentual: 0 }, { marco: 'homologacao', percentual: 100 }]), admin, NOW))[2]).toMatchObject({ 'parcelas.0.percentual': 'O percentual da parcela deve ser maior que zero.' });
    expect(refusal(() => updateFundingPlan(null, input([{ marco: 'contrato_assinado', percentual: 33.333 }, { marco: 'homologacao', percentual: 66.667 }]), admin, NOW))[2]).toMatchObject({ 'parcelas.0.percentual': 'Use no máximo duas casas decimais.' });
    expect(refusal(() => updateFundingPlan(null, input([{ marco: 'nenhum', percentual: 100 }]), admin, NOW))[2]).toMatchObject({ 'parcelas.0.marco': 'Selecione o marco que libera esta parcela.' });
    expect(refusal(() => updateFundingPlan(null, { ...defaultInput, id: 'nenhuma' }, admin, NOW))[1]).toBe('Linha de crédito não encontrada.');
  });

  it('settings: 1 to 20 whole business days, default 2', () => {
    expect(settingsOf(null)).toEqual({ prazo_dias_uteis: 2 });
    expect(settingsOf({ prazo_dias_uteis: 5 })).toEqual({ prazo_dias_uteis: 5 });
    expect(settingsOf({ prazo_dias_uteis: 0 })).toEqual({ prazo_dias_uteis: 2 });
    expect(settingsOf({ prazo_dias_uteis: 2.5 })).toEqual({ prazo_dias_uteis: 2 });
    for (const bad of [0, 21, 1.5, '3']) expect(fundingSettingsInput.safeParse({ prazo_dias_uteis: bad }).error?.issues[0]?.message).toBe('Informe um número inteiro de 1 a 20 dias úteis.');
    expect(fundingSettingsInput.parse({ prazo_dias_uteis: 20 })).toEqual({ prazo_dias_uteis: 20 });
  });
});

/** Any valid plan: 1–5 distinct milestones in order, positive basis points summing to 10 000. */
const validPlans = fc
  .subarray([...milestoneIds], { minLength: 1, maxLength: 5 })
  .chain((marcos) =>
    fc.uniqueArray(fc.integer({ min: 1, max: 9_999 }), { minLength: marcos.length - 1, maxLength: marcos.length - 1 }).map((cuts): PlanTranche[] => {
      const bounds = [0, ...cuts.sort((a, b) => a - b), 10_000];
      return marcos.map((marco, i) => ({ marco, percentual_bps: (bounds[i + 1] as number) - (bounds[i] as number) }));
    }),
  );

describe('splitTranches (property)', () => {
  it('the tranches sum to the financed amount to the centavo; each but the last is its exact share rounded down (< 1 centavo below), the last ≥ its share by < n − 1 centavos', () => {
    fc.assert(
      fc.property(validPlans, fc.integer({ min: 0, max: 100_000_000_000 }), (parcelas, financed) => {
        expect(isValidPlan(parcelas)).toBe(true);
        const split = splitTranches(parcelas, financed);
        expect(split.reduce((sum, tranche) => sum + tranche.valor_centavos, 0)).toBe(financed);
        split.forEach((tranche, i) => {
          expect(Number.isSafeInteger(tranche.valor_centavos)).toBe(true);
          expect(tranche).toMatchObject(parcelas[i] as PlanTranche);
          // Exact share × 10 000, in integers: the error is (valor × 10 000 − financed × bps) / 10 000 centavos.
          const error = tranche.valor_centavos * 10_000 - financed * tranche.percentual_bps;
          if (i < split.length - 1) expect(error > -10_000 && error <= 0).toBe(true);
          else expect(error >= 0 && error < Math.max(1, split.length - 1) * 10_000).toBe(true);
        });
      }),
    );
  });

  it('refuses an invalid plan or amount (a bug, not input)', () => {
    expect(() => splitTranches([{ marco: 'contrato_assinado', percentual_bps: 9_999 }], 100)).toThrow(RangeError);
    expect(() => splitTranches(defaultFundingPlan(line).parcelas, -1)).toThrow(RangeError);
    expect(() => splitTranches(defaultFundingPlan(line).parcelas, 1.5)).toThrow(RangeError);
  });
});
