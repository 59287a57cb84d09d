import { energyText } from '@solarcred/domain/energy/energy-text';
import { billLimits } from '@solarcred/domain/energy/limits';
import { describe, expect, it } from 'vitest';
import { billLayouts, billTextPages, makeBillPdf, sampleBill } from '../../../../../tests/fixtures/bills/make-bill';
import { linesOfPage, readEnergyBill } from './read-bill';

const now = Date.UTC(2026, 10, 27, 15);
const asFile = (bytes: Uint8Array, name = 'conta.pdf') => new File([bytes.slice()], name, { type: 'application/pdf' });
const fixed = { mesReferencia: '2026-10', vencimento: '2026-11-10' };

describe('readEnergyBill: each distributor\'s bill, PDF to facts', () => {
  it.each(billLayouts)('%s', async (layout) => {
    const s = sampleBill(layout, fixed);
    const outcome = await readEnergyBill(asFile(await makeBillPdf(layout, fixed)), { now, customerName: s.titular.toLowerCase() });
    if (outcome.kind !== 'read') throw new Error(outcome.message);
    expect(outcome.reading.layout).toBe(layout);
    expect(outcome.facts).toMatchObject({
      distribuidora: s.distribuidora, titular: s.titular, uc: s.uc, classe: s.classe, subgrupo: s.subgrupo, ligacao: s.ligacao,
      mes_referencia: s.mesReferencia, consumo_kwh: s.consumoKwh, tarifa_reais_kwh: s.tarifaReaisKwh, valor_total_centavos: s.valorTotalCentavos, alertas: [],
    });
    expect(outcome.reading.endereco).toMatchObject({ logradouro: s.logradouro, numero: s.numero, cidade: s.cidade, estado: s.estado, cep: s.cep });
    expect(outcome.reading.vencimento).toBe(s.vencimento);
  });

  it('the extracted lines are the lines the bill prints, columns split by a tab', async () => {
    const { getDocumentProxy, extractTextItems } = await import('unpdf');
    const { items } = await extractTextItems(await getDocumentProxy(await makeBillPdf('cpfl_paulista', fixed, { pages: 3 })));
    expect(items.map(linesOfPage)).toEqual(billTextPages('cpfl_paulista', fixed, { pages: 3 }));
  });

  it('an old bill in another name: both alerts, the facts still read', async () => {
    const outcome = await readEnergyBill(asFile(await makeBillPdf('copel', { mesReferencia: '2026-06', vencimento: '2026-07-10' })), { now, customerName: 'Outra Pessoa' });
    expect(outcome).toMatchObject({ kind: 'read', facts: { alertas: ['conta_antiga', 'titular_diferente'], mes_referencia: '2026-06' } });
  });
});

describe('readEnergyBill: bad input, a message each', () => {
  const opts = { now, customerName: '' };

  it('over 10 MB, refused before reading', async () => {
    const big = new File([new Uint8Array(billLimits.maxBytes + 1)], 'conta.pdf', { type: 'application/pdf' });
    expect(await readEnergyBill(big, opts)).toEqual({ kind: 'error', message: energyText.billTooLarge });
  });

  it('exactly 10 MB is not refused for its size', async () => {
    const tenMb = new Uint8Array(billLimits.maxBytes);
    tenMb.set(await makeBillPdf('cemig', fixed));
    expect(await readEnergyBill(new File([tenMb], 'conta.pdf'), opts)).not.toEqual({ kind: 'error', message: energyText.billTooLarge });
  });

  it('not a PDF (a JPEG named .pdf)', async () => {
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])], 'conta.pdf', { type: 'application/pdf' });
    expect(await readEnergyBill(jpeg, opts)).toEqual({ kind: 'error', message: energyText.billNotPdf });
  });

  it('a PDF header but a broken body', async () => {
    const broken = new File([new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage')], 'conta.pdf');
    expect(await readEnergyBill(broken, opts)).toEqual({ kind: 'error', message: energyText.billReadFailed });
  });

  it('encrypted (a password)', async () => {
    expect(await readEnergyBill(asFile(await makeBillPdf('cemig', fixed, { encrypted: true })), opts)).toEqual({ kind: 'error', message: energyText.billEncrypted });
  });

  it('image only (a scan)', async () => {
    expect(await readEnergyBill(asFile(await makeBillPdf('light', fixed, { imageOnly: true, pages: 2 })), opts)).toEqual({ kind: 'error', message: energyText.billImageOnly });
  });

  it('more pages than a bill has', async () => {
    const pdf = await makeBillPdf('enel_ce', fixed, { pages: billLimits.maxPages + 1 });
    expect(await readEnergyBill(asFile(pdf), opts)).toEqual({ kind: 'error', message: energyText.billTooManyPages });
    expect((await readEnergyBill(asFile(await makeBillPdf('enel_ce', fixed, { pages: billLimits.maxPages })), opts)).kind).toBe('read');
  });

  it('an unknown layout', async () => {
    const { PDFDocument, StandardFonts } = await import('pdf-lib');
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('Relatório trimestral de vendas', { x: 50, y: 700, size: 12, font });
    expect(await readEnergyBill(asFile(await doc.save()), opts)).toEqual({ kind: 'error', message: energyText.billUnknownLayout });
  });

  it.each([
    ['0 kWh', { consumoKwh: [0, 200] }, energyText.consumptionImplausible],
    ['over 100,000 kWh', { consumoKwh: [150_000] }, energyText.consumptionImplausible],
    ['a tariff of R$ 2,50', { tarifaReaisKwh: 2.5 }, energyText.tariffImplausible],
    ['a tariff of R$ 0,25', { tarifaReaisKwh: 0.25 }, energyText.tariffImplausible],
  ])('implausible: %s', async (_, overrides, message) => {
    expect(await readEnergyBill(asFile(await makeBillPdf('neoenergia_pernambuco', { ...fixed, ...overrides })), opts)).toEqual({ kind: 'error', message });
  });
});

describe('linesOfPage', () => {
  const item = (str: string, x: number, y: number, width = str.length * 5) => ({ str, x, y, width, fontSize: 10 });

  it('same baseline (within a third of the font size) is one line; columns get a tab, near words a space', () => {
    expect(linesOfPage([item('Vencimento', 300, 700), item('Total', 40, 701.5), item('a pagar', 68, 700), item('Fim', 40, 680)]))
      .toEqual(['Total a pagar\tVencimento', 'Fim']);
  });

  it('whitespace-only items and empty pages give no lines', () => {
    expect(linesOfPage([item(' ', 40, 700), item('', 50, 690)])).toEqual([]);
  });
});
