import { describe, expect, it } from 'vitest';
import { billLayouts, billTextPages, sampleBill, type SampleBill } from '../../../../tests/fixtures/bills/make-bill';
import { energyText } from '../energy-text';
import type { BillReading } from '../types';
import { layoutParsers, parseBillText } from './parse-bill';
import { billText } from './text';

const now = Date.UTC(2026, 10, 27, 15);

const expectedReading = (s: SampleBill): Omit<BillReading, 'layout' | 'paginas'> => ({
  facts: {
    distribuidora: s.distribuidora,
    titular: s.titular,
    uc: s.uc,
    classe: s.classe,
    subgrupo: s.subgrupo,
    ligacao: s.ligacao,
    mes_referencia: s.mesReferencia,
    consumo_kwh: s.consumoKwh,
    tarifa_reais_kwh: s.tarifaReaisKwh,
    valor_total_centavos: s.valorTotalCentavos,
  },
  endereco: {
    logradouro: s.logradouro, numero: s.numero, ...(s.complemento ? { complemento: s.complemento } : {}), cidade: s.cidade, estado: s.estado, cep: s.cep,
  },
  vencimento: s.vencimento,
});

describe('parseBillText: one layout per distributor', () => {
  it.each(billLayouts)('%s: every field the fixture prints', (layout) => {
    const reading = parseBillText(billTextPages(layout, {}, { pages: 2 }));
    expect(reading).toEqual({ layout, paginas: 2, ...expectedReading(sampleBill(layout)) });
  });

  it.each(billLayouts)('%s: the layout\'s own parser reads every field (no help from the generic labels)', (layout) => {
    const { facts, endereco, vencimento } = expectedReading(sampleBill(layout));
    const { distribuidora: _, ...own } = facts;
    expect(layoutParsers[layout](billText(billTextPages(layout)))).toEqual({ facts: own, endereco, vencimento });
  });

  it('reads other values than the defaults (the parsers are not tuned to one bill)', () => {
    const s = sampleBill('cemig', {
      titular: 'JOÃO DA CONCEIÇÃO', uc: '123456', ligacao: 'trifasico', subgrupo: 'B2', classe: 'Rural', complemento: '', numero: '7',
      mesReferencia: '2025-01', vencimento: '2025-02-14', consumoKwh: [1250, 980, 1_020], tarifaReaisKwh: 1.2345, valorTotalCentavos: 1_543_210,
    }, now);
    const reading = parseBillText(billTextPages('cemig', s));
    expect(reading).toEqual({ layout: 'cemig', paginas: 1, ...expectedReading(s) });
  });

  it('takes the price with taxes when the item line also prints the tariff without taxes, in either column (review)', () => {
    const s = sampleBill('cemig', {}, now);
    const withoutTaxes = '0,75580';
    const lines = billTextPages('cemig', s)[0]!;
    const item = lines.findIndex((line) => line.startsWith('Energia Elétrica\t'));
    const cells = lines[item]!.split('\t');
    const before = [...cells.slice(0, 3), withoutTaxes, ...cells.slice(3)].join('\t');
    const after = [...cells, withoutTaxes].join('\t');
    for (const line of [before, after]) {
      const reading = parseBillText([[...lines.slice(0, item), line, ...lines.slice(item + 1)]]) as BillReading;
      expect(reading.facts.tarifa_reais_kwh).toBe(s.tarifaReaisKwh);
    }
    // Enel prints TE and TUSD apart: each line's price with taxes, summed.
    const enel = sampleBill('enel_sp', {}, now);
    const enelLines = billTextPages('enel_sp', enel)[0]!.map((line) => (/^(Uso Sist|Energia \(TE\))/.test(line) ? line.replace(/\t(\d+,\d{5})\t/, `\t${withoutTaxes.replace('0,7', '0,1')}\t$1\t`) : line));
    expect((parseBillText([enelLines]) as BillReading).facts.tarifa_reais_kwh).toBe(enel.tarifaReaisKwh);
    // A line that prints only the tariff without taxes (its amount is billed with taxes): no tariff read, the rest is.
    const cells2 = [...cells];
    cells2[3] = withoutTaxes;
    const only = parseBillText([[...lines.slice(0, item), cells2.join('\t'), ...lines.slice(item + 1)]]) as BillReading;
    expect(only.facts.tarifa_reais_kwh).toBeUndefined();
    expect(only.facts.consumo_kwh).toEqual(s.consumoKwh);
  });

  it('keeps at most 13 months, the reference month first, and drops months printed after it', () => {
    const pages = billTextPages('neoenergia_coelba', { mesReferencia: '2026-03', consumoKwh: [300, 310, 320, 330, 340, 350, 360, 370, 380, 390, 400, 410, 420, 430, 440] });
    const reading = parseBillText(pages) as BillReading;
    expect(reading.facts.consumo_kwh).toEqual([300, 310, 320, 330, 340, 350, 360, 370, 380, 390, 400, 410, 420]);
    const later = parseBillText([[...pages[0]!, '04/2026\t999']]) as BillReading;
    expect(later.facts.consumo_kwh?.[0]).toBe(300);
  });

  it("a history that leaves out the reference month is led by the month billed, so every month keeps its place (review)", () => {
    const s = sampleBill('cemig', {}, now);
    const [year, month] = s.mesReferencia.split('-');
    const referenceRow = new RegExp(`^${['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'][Number(month) - 1]}/${year!.slice(2)}\t`);
    const lines = billTextPages('cemig', s)[0]!;
    const without = lines.filter((line) => !referenceRow.test(line));
    expect(without).toHaveLength(lines.length - 1);
    expect((parseBillText([without]) as BillReading).facts.consumo_kwh).toEqual(s.consumoKwh);
  });

  it('the CNPJ names the distributor when the header does not (and wins over a name printed elsewhere)', () => {
    const [first, ...rest] = billTextPages('cemig')[0]!;
    expect(first).toMatch(/^CEMIG/);
    const reading = parseBillText([['DISTRIBUIDORA DE ENERGIA S.A. CNPJ 06.981.180/0001-16', 'Parceria COPEL e CPFL PAULISTA', ...rest.slice(1)]]) as BillReading;
    expect(reading).toMatchObject({ layout: 'cemig', facts: { distribuidora: 'cemig', uc: sampleBill('cemig').uc } });
  });

  it('the generic labels fill what the layout\'s parser did not find', () => {
    const lines = billTextPages('cemig', { mesReferencia: '2026-09', vencimento: '2026-10-13' })[0]!;
    const moved = lines.filter((l) => !/^Referente a|^SET\/2026\t/.test(l));
    expect(moved).toHaveLength(lines.length - 2);
    const reading = parseBillText([[...moved, 'Mês de referência: 09/2026', 'Vencimento: 13/10/2026']]) as BillReading;
    expect(reading).toMatchObject({ layout: 'cemig', vencimento: '2026-10-13', facts: { mes_referencia: '2026-09', uc: sampleBill('cemig').uc } });
    expect(reading.facts.valor_total_centavos).toBeUndefined();
  });

  it("the generic labels take the installation's number, not digits from a line that only names the unit (its address, its CEP) (review)", () => {
    const s = sampleBill('generica', {}, now);
    const lines = billTextPages('generica', s)[0]!;
    const uc = lines.findIndex((line) => line.startsWith('Nº da instalação'));
    for (const naming of ['Endereço da unidade consumidora: RUA FELIPE SCHMIDT, 1578 - CENTRO', 'Unidade consumidora localizada em 88010-000']) {
      const reading = parseBillText([[...lines.slice(0, uc), naming, ...lines.slice(uc)]]) as BillReading;
      expect(reading.facts.uc).toBe(s.uc);
    }
    // Printed only as 'Unidade consumidora: 30.012.345-67', it is read (digits only).
    const labelled = parseBillText([[...lines.slice(0, uc), 'Unidade consumidora: 30.012.345-67', ...lines.slice(uc + 1)]]) as BillReading;
    expect(labelled.facts.uc).toBe('3001234567');
  });

  it('a bill of a distributor without a parser of its own: the generic labels and its name', () => {
    const reading = parseBillText(billTextPages('equatorial_go')) as BillReading;
    expect(reading.layout).toBe('generica');
    expect(reading.facts.distribuidora).toBe('equatorial_go');
    expect(reading.facts.consumo_kwh).toEqual(sampleBill('equatorial_go').consumoKwh);
  });
});

describe('parseBillText: bad input', () => {
  it('no text at all (an image) is said so', () => {
    expect(parseBillText([[''], ['   ']])).toEqual({ error: energyText.billImageOnly });
    expect(parseBillText([])).toEqual({ error: energyText.billImageOnly });
  });

  it('text that is no bill: the unknown layout message', () => {
    expect(parseBillText([['Relatório anual de sustentabilidade', 'Capítulo 1', 'Nossa história']])).toEqual({ error: energyText.billUnknownLayout });
  });

  it('an implausible value is read as printed (billProblem refuses it), never corrected', () => {
    const reading = parseBillText(billTextPages('copel', { consumoKwh: [0, 120], tarifaReaisKwh: 2.5 })) as BillReading;
    expect(reading.facts.consumo_kwh).toEqual([0, 120]);
    expect(reading.facts.tarifa_reais_kwh).toBe(2.5);
  });
});

/** A deterministic generator of text that looks half like a bill: labels, numbers, dates, tabs. */
function* arbitraryBills(count: number) {
  let seed = 49;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pieces = ['Vencimento', 'Total a pagar', 'R$', 'kWh', 'Nº da instalação:', 'Consumo', 'CEMIG', 'ENEL DISTRIBUIÇÃO SÃO PAULO', '\t', ' ', ':', '/', '-',
    '12/2026', 'OUT/26', '31/02/2026', '0,95473', '1.234,56', '99999999999999999999', 'CEP', '01310-200', 'SP', 'Histórico de Consumo', '∞', '\u0000', 'ç', 'Ã', '(', ')', '[', '.*'];
  for (let n = 0; n < count; n++) {
    const pages = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
      Array.from({ length: Math.floor(next() * 40) }, () => Array.from({ length: Math.floor(next() * 8) }, () => pieces[Math.floor(next() * pieces.length)]).join('')));
    yield pages;
  }
}

describe('parseBillText: property', () => {
  it('never throws on arbitrary text, and answers a reading or an error', () => {
    for (const pages of arbitraryBills(400)) {
      const result = parseBillText(pages);
      expect('error' in result ? typeof result.error : result.layout).toBeTypeOf('string');
    }
  });

  it('never throws on a fixture with lines dropped or shuffled', () => {
    for (const layout of billLayouts) {
      const lines = billTextPages(layout)[0]!;
      for (let k = 0; k < lines.length; k++) {
        expect(() => parseBillText([lines.filter((_, i) => i !== k)])).not.toThrow();
        expect(() => parseBillText([[...lines.slice(k), ...lines.slice(0, k)]])).not.toThrow();
      }
    }
  });
});
