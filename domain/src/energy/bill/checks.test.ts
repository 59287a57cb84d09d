import { describe, expect, it } from 'vitest';
import { billTextPages } from '../../../../tests/fixtures/bills/make-bill';
import { billFactsInput } from '../bill-facts';
import { energyText } from '../energy-text';
import type { BillReading } from '../types';
import { billAlerts, billProblem, factsFromReading, sameHolder } from './checks';
import { parseBillText } from './parse-bill';

const now = Date.UTC(2026, 10, 27, 15);
const read = (reading: ReturnType<typeof parseBillText>) => {
  if ('error' in reading) throw new Error(reading.error);
  return reading;
};
const reading = (facts: BillReading['facts'], extra: Partial<BillReading> = {}): BillReading =>
  ({ layout: 'generica', facts, endereco: {}, vencimento: null, paginas: 1, ...extra });

describe('billProblem', () => {
  it('a fixture as printed has none', () => {
    expect(billProblem(read(parseBillText(billTextPages('cemig'))))).toBeNull();
  });

  it.each([
    ['0 kWh in a month', { consumoKwh: [0, 300] }, energyText.consumptionImplausible],
    ['over 100,000 kWh', { consumoKwh: [100_001] }, energyText.consumptionImplausible],
    ['a tariff under R$ 0,30', { tarifaReaisKwh: 0.29 }, energyText.tariffImplausible],
    ['a tariff over R$ 2,00', { tarifaReaisKwh: 2.01 }, energyText.tariffImplausible],
  ])('%s → the message', (_, overrides, message) => {
    expect(billProblem(read(parseBillText(billTextPages('enel_sp', overrides))))).toBe(message);
  });

  it('the bounds themselves are plausible', () => {
    expect(billProblem(reading({ consumo_kwh: [1, 100_000], tarifa_reais_kwh: 0.3 }))).toBeNull();
    expect(billProblem(reading({ consumo_kwh: [300], tarifa_reais_kwh: 2 }))).toBeNull();
  });

  it('nothing read but the distributor: type the fields', () => {
    expect(billProblem(reading({ distribuidora: 'cemig' }))).toBe(energyText.billUnknownLayout);
  });
});

describe('billAlerts', () => {
  const day = 86_400_000;
  const due = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

  it('conta_antiga when the due date is more than 90 days before now, not at 90', () => {
    const bill = { titular: 'ANA', vencimento: '2026-08-01' };
    expect(billAlerts(bill, { now: due('2026-08-01') + 90 * day, customerName: 'Ana' })).toEqual([]);
    expect(billAlerts(bill, { now: due('2026-08-01') + 90 * day + 1, customerName: 'Ana' })).toEqual(['conta_antiga']);
  });

  it('without a due date, the reference month\'s last day counts', () => {
    const bill = { mes_referencia: '2026-07', vencimento: null };
    expect(billAlerts(bill, { now: due('2026-07-31') + 90 * day, customerName: '' })).toEqual([]);
    expect(billAlerts(bill, { now: due('2026-07-31') + 91 * day, customerName: '' })).toEqual(['conta_antiga']);
  });

  it('the due date wins over the reference month', () => {
    expect(billAlerts({ mes_referencia: '2026-01', vencimento: '2026-11-10' }, { now, customerName: '' })).toEqual([]);
  });

  it('reads a BillReading as well as facts', () => {
    const r = read(parseBillText(billTextPages('light', { titular: 'ROBERTO DA SILVA COSTA', vencimento: '2026-01-05' })));
    expect(billAlerts(r, { now, customerName: 'Carla Souza' })).toEqual(['conta_antiga', 'titular_diferente']);
  });

  it('titular_diferente only for another person', () => {
    expect(billAlerts({ titular: 'MARIA APARECIDA DOS SANTOS' }, { now, customerName: 'João Santos' })).toEqual(['titular_diferente']);
    expect(billAlerts({ titular: 'MARIA APARECIDA DOS SANTOS' }, { now, customerName: 'maria aparecida dos santos' })).toEqual([]);
    expect(billAlerts({ titular: '' }, { now, customerName: 'João Santos' })).toEqual([]);
    expect(billAlerts({ titular: 'JOÃO SANTOS' }, { now, customerName: '  ' })).toEqual([]);
  });
});

describe('sameHolder', () => {
  it.each([
    ['MARIA APARECIDA DOS SANTOS', 'Maria Aparecida dos Santos'],
    ['JOSÉ CONCEIÇÃO', 'Jose  Conceicao'],
    ['MARIA A. DOS SANTOS', 'Maria Aparecida dos Santos'],
    ['MARIA A SANTOS', 'Maria Aparecida Santos'],
    ['PEDRO H. KOWALSKI', 'Pedro Henrique Kowalski'],
    ['MARIA SANTOS', 'Maria Aparecida dos Santos'],
    ['ANA-LUCIA OLIVEIRA', 'Ana Lucia Oliveira'],
  ])('%s is %s', (a, b) => {
    expect(sameHolder(a, b)).toBe(true);
    expect(sameHolder(b, a)).toBe(true);
  });

  it.each([
    ['MARIA APARECIDA DOS SANTOS', 'Mario Aparecido dos Santos'],
    ['MARIA APARECIDA DOS SANTOS', 'Maria Aparecida dos Reis'],
    ['MARIA B. SANTOS', 'Maria Aparecida Santos'],
    ['MARIA SANTOS', 'Maria S.'],
    ['MARIA', 'Maria Santos'],
    ['EMPRESA SOLAR LTDA', 'Maria Santos'],
  ])('%s is not %s', (a, b) => {
    expect(sameHolder(a, b)).toBe(false);
  });
});

describe('factsFromReading', () => {
  it('every read key in lidos, the alerts kept, and the facts pass the wizard\'s schema', () => {
    const r = read(parseBillText(billTextPages('copel')));
    const facts = factsFromReading(r, ['titular_diferente']);
    expect(facts.lidos.sort()).toEqual(['cep', 'cidade', 'classe', 'complemento', 'consumo_kwh', 'distribuidora', 'estado', 'ligacao', 'logradouro',
      'mes_referencia', 'numero', 'subgrupo', 'tarifa_reais_kwh', 'titular', 'uc', 'valor_total_centavos']);
    expect(facts.alertas).toEqual(['titular_diferente']);
    expect(billFactsInput.parse(facts)).toEqual(facts);
  });

  it('what was not read stays empty and out of lidos', () => {
    const facts = factsFromReading(reading({ consumo_kwh: [350] }), []);
    expect(facts).toMatchObject({ distribuidora: '', titular: '', tarifa_reais_kwh: null, consumo_kwh: [350], lidos: ['consumo_kwh'], alertas: [] });
  });
});
