import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { epochDay } from '../credit/calendar';
import { yearlyCet } from '../credit/cet';
import { contractContentOf } from './content';
import { sha256Hex } from './hash';
import { appendEvidencePage, pdfProducer, renderContractPdf } from './pdf';
import { winAnsi, wrap } from './pdf-layout';
import { defaultContractTemplate } from './template';
import { approvedAt, approvedProposal } from './test-contract';
import { pdfPages } from './test-pdf';
import type { ContractContent, SigningEvidence } from './types';

const contentOf = (prazo: number, carencia: number): ContractContent => {
  const proposal = approvedProposal({ prazo, carencia });
  return contractContentOf({ proposal, simulation: proposal.simulacao!, template: defaultContractTemplate, versao: 1, now: approvedAt });
};
const long = contentOf(120, 3);
const short = contentOf(60, 0);

/** 'R$ 1.234,56' (or '-R$ 1,00') → cents. */
const cents = (money: string) => Math.round(Number(money.replace(/[R$\s.]/g, '').replace(',', '.')) * 100);
const brToIso = (date: string) => date.split('/').reverse().join('-');
const money = String.raw`-?R\$ [\d.]+,\d{2}`;
const scheduleRow = new RegExp(String.raw`^(\d+) (\d{2}/\d{2}/\d{4}) (${money}) (${money}) (${money}) (${money})$`);
const cetRow = new RegExp(String.raw`^(\d{2}/\d{2}/\d{4}) (\d+) (Valor liberado|Parcela \d+/\d+) (${money})$`);

async function readBack(content: ContractContent) {
  const pages = await pdfPages(await renderContractPdf(content));
  const lines = pages.flat();
  const schedule = lines.flatMap((line) => {
    const match = scheduleRow.exec(line);
    return match ? [{ numero: Number(match[1]), vencimento: brToIso(match[2]!), parcela: cents(match[3]!), juros: cents(match[4]!), amortizacao: cents(match[5]!), saldo: cents(match[6]!) }] : [];
  });
  const flows = lines.flatMap((line) => {
    const match = cetRow.exec(line);
    return match ? [{ data: brToIso(match[1]!), dias: Number(match[2]), descricao: match[3]!, valor: cents(match[4]!) }] : [];
  });
  return { pages, lines, schedule, flows };
}

describe('renderContractPdf: the figures read back from the PDF', () => {
  it('prints every installment with its due date; the rows sum to the financed amount plus interest, the total paid', async () => {
    for (const content of [long, short]) {
      const { schedule, lines } = await readBack(content);
      const f = content.financiamento;
      expect(schedule.map((row) => row.numero)).toEqual(content.parcelas.map((row) => row.numero));
      expect(schedule.map((row) => row.vencimento)).toEqual(content.parcelas.map((row) => row.vencimento));
      const sum = (pick: (row: (typeof schedule)[number]) => number) => schedule.reduce((total, row) => total + pick(row), 0);
      expect(sum((row) => row.parcela)).toBe(f.total_pago_centavos);
      expect(sum((row) => row.amortizacao) + sum((row) => row.juros)).toBe(f.total_pago_centavos);
      // Without grace the amortisation is the financed amount; with grace, plus the interest capitalised meanwhile.
      if (f.carencia_meses === 0) expect(sum((row) => row.amortizacao)).toBe(f.financiado_centavos);
      else {
        // ... and the contract says by how much: the grace months' interest, read back from the text.
        const grace = sum((row) => row.amortizacao) - f.financiado_centavos;
        expect(grace).toBeGreaterThan(0);
        const said = /os juros desse período \((R\$ [\d.]+,\d{2})\)/.exec(lines.join(' '));
        expect(said && cents(said[1]!)).toBe(grace);
      }
      expect(schedule.at(-1)?.saldo).toBe(0);
      expect(lines).toContain(`Total a pagar R$ ${(f.total_pago_centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`);
      expect(lines.find((line) => line.startsWith('Valor total financiado'))).toMatch(new RegExp(`R\\$ ${(f.financiado_centavos / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 }).replace('.', '\\.')}$`));
    }
  });

  it('prints the CET the saved simulation computed, and its spreadsheet gives it back to 0.01 p.p.', async () => {
    for (const content of [long, short]) {
      const { lines, flows } = await readBack(content);
      const f = content.financiamento;
      const printed = /^Custo Efetivo Total \(CET\) ([\d,]+)% a\.m\. · ([\d,]+)% a\.a\.$/.exec(lines.find((line) => line.startsWith('Custo Efetivo Total')) ?? '');
      expect(Math.abs(Number(printed![2]!.replace(',', '.')) - f.cet_anual * 100)).toBeLessThanOrEqual(0.005);
      expect(Math.abs(Number(printed![1]!.replace(',', '.')) - f.cet_mensal * 100)).toBeLessThanOrEqual(0.005);
      // The spreadsheet: the release, then one flow per installment, each day count its date's distance from the release.
      expect(flows).toHaveLength(f.prazo + 1);
      const [release, ...payments] = flows;
      expect(release).toEqual({ data: f.liberacao, dias: 0, descricao: 'Valor liberado', valor: -f.liberado_centavos });
      for (const flow of flows) expect(flow.dias).toBe(epochDay(flow.data) - epochDay(f.liberacao));
      const cet = yearlyCet(-release!.valor, payments.map((flow) => ({ days: flow.dias, cents: flow.valor })));
      expect(Math.abs(cet - f.cet_anual) * 100).toBeLessThan(0.01);
    }
  });

  it('names the parties, the system and every clause, with the number and page x/y on every page', async () => {
    const { pages, lines } = await readBack(short);
    for (const expected of ['Emitente (cliente) João Pereira', 'Fornecedor/integrador Sol Nascente Energia', 'Credora SolarCred Soluções Financeiras Ltda.', 'Potência 8,25 kWp', 'Módulos Canadian Solar', 'Inversor Hoymiles']) {
      expect(lines).toContain(expected);
    }
    expect(lines.some((line) => line.startsWith('Taxa de juros 1,59% a.m.'))).toBe(true);
    expect(lines).toContain('Prazo 60 parcelas mensais');
    expect(lines).toContain('Carência Sem carência');
    short.clausulas.forEach((clause, index) => expect(lines).toContain(`Cláusula ${index + 1}ª — ${clause.titulo}`));
    expect(lines).toContain('São Paulo - SP, 16 de março de 2026.');
    expect(lines.some((line) => line.startsWith('Emitente (cliente): João Pereira — 529.982.247-25'))).toBe(true);
    pages.forEach((page, index) => expect(page.some((line) => line.endsWith(`${short.numero} · Página ${index + 1}/${pages.length}`))).toBe(true));
  });
});

describe('renderContractPdf: the same content, the same bytes', () => {
  it('renders identical bytes twice, with fixed metadata dated by the content', async () => {
    const [first, second] = [await renderContractPdf(short), await renderContractPdf(short)];
    expect(await sha256Hex(first)).toBe(await sha256Hex(second));
    const doc = await PDFDocument.load(first, { updateMetadata: false });
    expect(doc.getProducer()).toBe(pdfProducer);
    expect(doc.getCreator()).toBe('SolarCred');
    expect(doc.getCreationDate()?.getTime()).toBe(short.gerado_em);
    expect(doc.getModificationDate()?.getTime()).toBe(short.gerado_em);
    expect(doc.getTitle()).toContain(short.numero);
    // Another content, other bytes.
    expect(await sha256Hex(await renderContractPdf({ ...short, gerado_em: short.gerado_em + 1000 }))).not.toBe(await sha256Hex(first));
  });

  it('renders the bytes it rendered in another process: a change to the renderer changes every stored contract\'s hash', async () => {
    // Recorded once; the stored sha256 of every contract is checked against a re-render of its frozen content,
    // so a layout change must be deliberate (and versioned) — update this only with that in mind.
    expect(await sha256Hex(await renderContractPdf(short))).toBe('117a97126f56e60d3fe895c1630a56c38019ee6f6e53bfcdf41414bd2c6117cf');
  });

  it('keeps a 120-installment signed contract under 1 MB', async () => {
    const signed = await appendEvidencePage(await renderContractPdf(long), long, evidence);
    expect(signed.length).toBeLessThan(1_000_000);
    expect((await PDFDocument.load(signed)).getPageCount()).toBeGreaterThan(5);
  });

  it('draws any text: WinAnsi kept (accents, “ ” — •), the rest reduced to its letter or "?"', async () => {
    expect(winAnsi('Ação — “ok” • 1º\tfim\u00a0 ő ≥ 😀 中')).toBe('Ação — “ok” • 1º fim  o ? ? ?');
    const odd = { ...short, cliente: { ...short.cliente, nome: 'Zoë Őrs 😀 ≥ 中文' }, clausulas: [{ titulo: 'Cláusula ☃', texto: 'Texto com\tTab e\nquebra, 𝔘nicode e ção.' }] };
    const { lines } = await readBack(odd);
    expect(lines).toContain('Emitente (cliente) Zoë Ors ? ? ??');
    expect(lines).toContain('Texto com Tab e');
    expect(lines).toContain('quebra, ?nicode e ção.');
  });

  it('wraps to the width given, cutting a word longer than a line', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = wrap(`curta ${'x'.repeat(200)} fim`, font, 9, 100);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(100);
    // Nothing lost: only the spaces between lines go.
    expect(lines.join('').replaceAll(' ', '')).toBe(`curta${'x'.repeat(200)}fim`);
    expect(lines[0]).toBe('curta');
  });
});

const evidence: SigningEvidence = {
  nome_digitado: 'joao  pereira',
  email_mascarado: 'j**o@e**********.br',
  sha256_documento: 'c0ffee'.padEnd(64, '0'),
  codigo_verificado_em: Date.UTC(2026, 2, 17, 15, 4, 30),
  assinado_em: Date.UTC(2026, 2, 17, 15, 5, 10),
  ip: '203.0.113.9',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  link_id: 'link-7Qx',
  codigo_verificacao: 'SC7K-2M9Q-4XHP',
  provedor: 'interno',
};

describe('appendEvidencePage', () => {
  it('adds the Registro de assinatura page with every piece of evidence, after the unchanged contract pages', async () => {
    const unsigned = await renderContractPdf(short);
    const signed = await appendEvidencePage(unsigned, short, evidence);
    const [before, after] = [await pdfPages(unsigned), await pdfPages(signed)];
    expect(after).toHaveLength(before.length + 1);
    expect(after.slice(0, -1)).toEqual(before);
    const page = after.at(-1)!;
    for (const expected of [
      'REGISTRO DE ASSINATURA',
      'Signatário João Pereira',
      'Nome digitado joao pereira',
      'E-mail do código j**o@e**********.br',
      `SHA-256 do contrato ${evidence.sha256_documento}`,
      'Código verificado em 17/03/2026 12:04 (horário de Brasília)',
      'Assinado em 17/03/2026 12:05 (horário de Brasília)',
      'Endereço IP 203.0.113.9',
      'Link do cliente link-7Qx',
      'Código de verificação: SC7K-2M9Q-4XHP',
    ]) {
      expect(page).toContain(expected);
    }
    expect(page.join(' ')).toContain('Navegador Mozilla/5.0 (iPhone; CPU iPhone OS 17_0');
    expect(page.join(' ')).toContain('/verificar');
    expect(page.some((line) => line.endsWith(`Página ${after.length}/${after.length}`))).toBe(true);
    expect((await PDFDocument.load(signed, { updateMetadata: false })).getModificationDate()?.getTime()).toBe(evidence.assinado_em);
  });

  it('is deterministic too, and prints the full verification address when given one', async () => {
    const unsigned = await renderContractPdf(short);
    const [a, b] = [await appendEvidencePage(unsigned, short, evidence), await appendEvidencePage(unsigned, short, evidence)];
    expect(await sha256Hex(a)).toBe(await sha256Hex(b));
    const withUrl = await pdfPages(await appendEvidencePage(unsigned, short, evidence, 'https://app.solarcred.com.br/verificar'));
    expect(withUrl.at(-1)!.join(' ')).toContain('acesse https://app.solarcred.com.br/verificar e informe o código');
  });
});
