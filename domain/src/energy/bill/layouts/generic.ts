/**
 * Any other bill: the labels most distributors share ('Titular'/'Nome', 'Nº da instalação'/
 * 'Unidade consumidora', 'Classe', 'Mês de referência', 'Vencimento', 'Total a pagar', a
 * 'Consumo … kWh' item, 'Histórico de consumo'), each value taken only when it parses.
 */
import { fieldsToResult, type LayoutParser } from '../fields';
import { beside, billMonth, brCents, brDate, cells, cityState, connectionIn, findLine, historyColumns, historyRows, itemKwh, itemUnitPrice, type BillText } from '../text';

const energyItem = /^(CONSUMO|ENERGIA ELETRICA|ENERGIA ATIVA)\b.*KWH/;
const history = /HISTORICO DE CONSUMO|CONSUMO DOS ULTIMOS|HISTORICO/;

/** The first token that reads as a month ('10/2026', 'OUT/2026'…), in the text after a label. */
const monthToken = (text: string | null) => {
  for (const token of (text ?? '').split(/\s+/)) if (billMonth(token)) return token;
  return text && billMonth(text) ? text : null;
};

/**
 * The number a label's value starts with ('30.012.345-67', 'Nº 3001234567'); null when the value
 * only names the unit ('Endereço da unidade consumidora: RUA X, 1578', '… localizada em 88010-000').
 */
const digitsToken = (text: string | null) => /^(?:N[º°O.]*\s*:?\s*)?(\d[\d./-]{3,})/i.exec((text ?? '').trim())?.[1] ?? null;

/** The city line: the line after the street's, else any line that reads as 'CITY UF' with a CEP. */
const cityLine = (doc: BillText, street: number) => {
  if (street >= 0) {
    for (const line of doc.lines.slice(street, street + 3)) {
      for (const cell of cells(line)) if (cityState(cell.replace(/^ENDERE[CÇ]O\s*:?/i, '')) && /\d{5}-?\d{3}|\/[A-Z]{2}\b|\s-\s[A-Z]{2}\b/.test(cell)) return cell;
    }
  }
  return doc.lines.find((l) => /\d{5}-?\d{3}/.test(l) && cityState(l)) ?? null;
};

export const parseGeneric: LayoutParser = (doc) => {
  const street = findLine(doc, /^ENDERECO\b/);
  const rows = historyRows(doc, history);
  const classe = beside(doc, /^CLASSE\b|^CLASSIFICACAO/);
  return fieldsToResult({
    titular: beside(doc, /^(TITULAR|NOME DO CLIENTE|NOME|CLIENTE)\s*:/),
    uc: digitsToken(beside(doc, /N[º°O.]*\s*DA INSTALACAO|CODIGO DA INSTALACAO|^INSTALACAO\b|UNIDADE CONSUMIDORA|^UC\b/, (v) => digitsToken(v) !== null)),
    classe,
    ligacao: beside(doc, /TIPO DE (LIGACAO|FORNECIMENTO)|^LIGACAO/, (v) => connectionIn(v) !== null) ?? classe,
    mesReferencia: monthToken(beside(doc, /MES DE REFERENCIA|^REFERENCIA|^MES\/ANO|^REFERENTE A|^CONTA DO MES/, (v) => monthToken(v) !== null)),
    vencimento: beside(doc, /VENCIMENTO/, (v) => brDate(v) !== null),
    total: beside(doc, /TOTAL A PAGAR|VALOR A PAGAR|^VALOR TOTAL/, (v) => brCents(v) !== null),
    tarifa: itemUnitPrice(doc, energyItem),
    kwhFaturado: itemKwh(doc, energyItem),
    historico: rows.length > 0 ? rows : historyColumns(doc, history),
    rua: street >= 0 ? doc.lines[street] : null,
    cidade: cityLine(doc, street),
  });
};
