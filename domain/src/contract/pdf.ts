/**
 * The contract's PDF (issue 47), rendered by pdf-lib in functions and in the browser alike. The
 * same content gives the same bytes: dates come from the content (gerado_em, assinado_em), the
 * producer and creator are fixed, the fonts are the standard ones (nothing embedded or subset),
 * and pdf-lib writes no random file id. So the stored SHA-256 can always be checked again by
 * rendering the frozen `contratos/{id}.conteudo`.
 */
import { PDFDocument } from 'pdf-lib';
import { product } from '../config';
import { percentText } from '../credit/credit-text';
import { formatBRL, formatDateTime, formatLongDate } from '../format';
import { isoToDateBr } from '../masks';
import type { Millis } from '../model';
import { contractText as text } from './contract-text';
import { PageWriter, standardFonts, type Column } from './pdf-layout';
import type { ContractContent, ContractParty, SigningEvidence } from './types';

const brDate = (iso: string) => isoToDateBr(iso) ?? iso;
const pct = (fraction: number) => `${percentText(fraction)}%`;
const months = (count: number) => (count === 1 ? '1 mês' : `${count} meses`);
/** 'YYYY-MM-DD' as the long pt-BR date ('16 de março de 2026'), at noon in São Paulo so the day never shifts. */
const longDay = (iso: string) => formatLongDate(Date.parse(`${iso}T15:00:00Z`)).replace(/^[^,]+, /, '');

export const pdfProducer = `${product.name} (pdf-lib)`;

function fixMetadata(doc: PDFDocument, content: ContractContent, modified: Millis): void {
  doc.setTitle(`${text.contractTitle} ${content.numero}`);
  doc.setAuthor(product.legalName);
  doc.setSubject(`Contrato ${content.numero}, versão ${content.versao}`);
  doc.setCreator(product.name);
  doc.setProducer(pdfProducer);
  doc.setLanguage('pt-BR');
  doc.setCreationDate(new Date(content.gerado_em));
  doc.setModificationDate(new Date(modified));
}

const partyRows = (role: string, party: ContractParty): [string, string][] => [
  [role, party.nome],
  ['CPF/CNPJ', party.documento || 'não informado'],
  ['Endereço', party.endereco || 'não informado'],
  ...(party.email ? ([['E-mail', party.email]] as [string, string][]) : []),
];

function financingRows(content: ContractContent): [string, string][] {
  const f = content.financiamento;
  return [
    ['Linha de crédito', f.linha_nome],
    ['Valor do sistema', formatBRL(f.valor_sistema_centavos)],
    ['Entrada', formatBRL(f.entrada_centavos)],
    ['Valor liberado ao fornecedor', formatBRL(f.liberado_centavos)],
    ['Tarifa de cadastro', formatBRL(f.tarifa_centavos)],
    ['IOF', formatBRL(f.iof_centavos)],
    ['Valor total financiado', formatBRL(f.financiado_centavos)],
    ['Taxa de juros', `${pct(f.taxa_mensal)} a.m. · ${pct(f.taxa_anual)} a.a.`],
    ['Custo Efetivo Total (CET)', `${pct(f.cet_mensal)} a.m. · ${pct(f.cet_anual)} a.a.`],
    ['Prazo', `${f.prazo} parcelas mensais`],
    ['Carência', f.carencia_meses === 0 ? 'Sem carência' : months(f.carencia_meses)],
    ['Valor da parcela', formatBRL(f.parcela_centavos)],
    ['Total a pagar', formatBRL(f.total_pago_centavos)],
    ['Data da liberação', brDate(f.liberacao)],
    ['Primeiro vencimento', brDate(f.primeiro_vencimento)],
  ];
}

const scheduleColumns: Column[] = [
  { title: 'Nº', width: 40 },
  { title: 'Vencimento', width: 75 },
  { title: 'Parcela', width: 90, align: 'right' },
  { title: 'Juros', width: 90, align: 'right' },
  { title: 'Amortização', width: 90, align: 'right' },
  { title: 'Saldo devedor', width: 110, align: 'right' },
];
const cetColumns: Column[] = [
  { title: 'Data', width: 75 },
  { title: 'Dias', width: 50, align: 'right' },
  { title: 'Fluxo', width: 160 },
  { title: 'Valor', width: 120, align: 'right' },
];

function schedule(writer: PageWriter, content: ContractContent): void {
  writer.heading('Cronograma de pagamento (Tabela Price)');
  const rows = content.parcelas.map((row) => [
    String(row.numero),
    brDate(row.vencimento),
    formatBRL(row.parcela_centavos),
    formatBRL(row.juros_centavos),
    formatBRL(row.amortizacao_centavos),
    formatBRL(row.saldo_centavos),
  ]);
  const total = (pick: (row: ContractContent['parcelas'][number]) => number) => formatBRL(content.parcelas.reduce((sum, row) => sum + pick(row), 0));
  rows.push(['Total', '', total((row) => row.parcela_centavos), total((row) => row.juros_centavos), total((row) => row.amortizacao_centavos), '']);
  const f = content.financiamento;
  // With a grace period the interest of those months joins the balance, so the amortisation column
  // adds up to more than the financed amount: say by how much, and from what balance the installments start.
  const graceInterest = content.parcelas.reduce((sum, row) => sum + row.amortizacao_centavos, 0) - f.financiado_centavos;
  if (f.carencia_meses > 0 && graceInterest > 0) {
    writer.paragraph(
      `Carência de ${f.carencia_meses === 1 ? '1 mês' : `${f.carencia_meses} meses`}: os juros desse período (${formatBRL(graceInterest)}) são incorporados ao saldo, ` +
        `que passa de ${formatBRL(f.financiado_centavos)} para ${formatBRL(f.financiado_centavos + graceInterest)} antes da primeira parcela.`,
    );
  }
  writer.table(scheduleColumns, rows, { boldLast: true });
}

function cetSheet(writer: PageWriter, content: ContractContent): void {
  const f = content.financiamento;
  writer.heading('Planilha do Custo Efetivo Total (Resolução CMN 3.517/2007)');
  writer.paragraph(
    `O CET é a taxa anual que iguala o valor liberado (${formatBRL(f.liberado_centavos)}) à soma dos pagamentos, cada um descontado por (1 + CET)^(dias/365), ` +
      `contados os dias corridos desde a liberação. CET: ${pct(f.cet_mensal)} a.m. · ${pct(f.cet_anual)} a.a.`,
  );
  const rows = content.fluxos_cet.map((flow) => [brDate(flow.data), String(flow.dias), flow.descricao, formatBRL(flow.valor_centavos)]);
  writer.table(cetColumns, rows);
}

function signatureLines(writer: PageWriter, content: ContractContent): void {
  writer.ensure(150);
  writer.y -= 14;
  writer.paragraph(`${content.local}, ${longDay(content.data)}.`);
  const signer = (label: string, party: ContractParty) => {
    writer.y -= 34;
    writer.line();
    writer.paragraph(`${label}: ${party.nome} — ${party.documento || 'documento não informado'}`, { gap: 0 });
  };
  signer('Emitente (cliente)', content.cliente);
  signer('Credora', content.credora);
  signer('Fornecedor/integrador (interveniente)', content.fornecedor);
  writer.y -= 8;
  writer.paragraph('Assinado eletronicamente pelo emitente; o registro de assinatura é anexado a este documento.', { size: 8 });
}

/** The unsigned contract: parties, system, figures, schedule, CET spreadsheet, clauses, place, date and signature lines. */
export async function renderContractPdf(content: ContractContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  fixMetadata(doc, content, content.gerado_em);
  const writer = new PageWriter(doc, await standardFonts(doc));
  writer.paragraph('CÉDULA DE CRÉDITO BANCÁRIO', { size: 15, bold: true, gap: 0 });
  writer.paragraph(text.contractTitle.replace(/^Cédula de Crédito Bancário — /, ''), { size: 11, gap: 2 });
  writer.paragraph(`Nº ${content.numero} · versão ${content.versao} · modelo de cláusulas v${content.modelo_versao} · emitida em ${brDate(content.data)}`, { size: 9 });
  writer.heading('Partes');
  writer.pairs(partyRows('Credora', content.credora));
  writer.pairs(partyRows('Emitente (cliente)', content.cliente));
  writer.pairs(partyRows('Fornecedor/integrador', content.fornecedor));
  writer.heading('Sistema fotovoltaico financiado');
  const s = content.sistema;
  writer.pairs([
    ['Potência', `${s.potencia_kwp.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} kWp`],
    ['Geração estimada', `${s.geracao_mensal_kwh.toLocaleString('pt-BR')} kWh/mês`],
    ['Módulos', s.modulos],
    ['Inversor', s.inversor],
    ['Local da instalação', s.endereco],
  ]);
  writer.heading('Valores do financiamento');
  writer.pairs(financingRows(content));
  schedule(writer, content);
  cetSheet(writer, content);
  writer.heading('Cláusulas');
  content.clausulas.forEach((clause, index) => {
    writer.paragraph(`Cláusula ${index + 1}ª — ${clause.titulo}`, { bold: true, gap: 1 });
    writer.paragraph(clause.texto, { gap: 6 });
  });
  signatureLines(writer, content);
  writer.decorate(text.contractTitle, content.numero);
  return doc.save({ useObjectStreams: true });
}

/** Where anyone checks the document: the path on the app's address, unless the caller names the full address. */
export const verifyPathText = '/verificar';

/**
 * The signed contract: the unsigned bytes plus the 'Registro de assinatura' page with the evidence.
 * Deterministic as the unsigned one (its modification date is the signature's). `verifyUrl` is the
 * public check's full address when the caller has a stable one (else the path is printed).
 */
export async function appendEvidencePage(pdf: Uint8Array, content: ContractContent, evidence: SigningEvidence, verifyUrl?: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  fixMetadata(doc, content, evidence.assinado_em);
  const previous = doc.getPageCount();
  const writer = new PageWriter(doc, await standardFonts(doc));
  writer.paragraph(text.evidenceTitle.toUpperCase(), { size: 15, bold: true, gap: 2 });
  writer.paragraph(`Contrato ${content.numero}, versão ${content.versao} (${previous} páginas), assinado eletronicamente (Lei nº 14.063/2020).`);
  writer.heading('Assinatura');
  const when = (ms: Millis) => `${formatDateTime(ms)} (horário de Brasília)`;
  writer.pairs(
    [
      ['Signatário', content.cliente.nome],
      ['CPF/CNPJ', content.cliente.documento],
      ['Nome digitado', evidence.nome_digitado],
      ['E-mail do código', evidence.email_mascarado],
      ['Código verificado em', when(evidence.codigo_verificado_em)],
      ['Assinado em', when(evidence.assinado_em)],
      ['Endereço IP', evidence.ip || 'não registrado'],
      ['Navegador', evidence.user_agent || 'não registrado'],
      ['Link do cliente', evidence.link_id || '—'],
      ['Meio', evidence.provedor === 'interno' ? `${product.name} (código por e-mail)` : evidence.provedor],
      ...(evidence.provedor_documento ? ([['Documento no provedor', evidence.provedor_documento]] as [string, string][]) : []),
    ],
    140,
  );
  writer.heading('Documento assinado');
  writer.pairs([['SHA-256 do contrato', evidence.sha256_documento]], 140);
  writer.paragraph('O resumo acima identifica o arquivo do contrato apresentado ao cliente antes da assinatura; qualquer alteração no arquivo muda o resumo.', { size: 8 });
  writer.heading('Verificação');
  writer.paragraph(`Código de verificação: ${evidence.codigo_verificacao}`, { size: 14, bold: true, gap: 6 });
  const where = verifyUrl ?? `a página ${verifyPathText} do ${product.name}`;
  writer.paragraph(`Para conferir a autenticidade, acesse ${where} e informe o código acima ou envie este PDF.`);
  writer.decorate(text.evidenceTitle, content.numero, previous + 1, previous + writer.pages.length);
  return doc.save({ useObjectStreams: true });
}
