/**
 * Light (RJ): 'Cliente:' then the street, 'district - city - UF' and 'CEP' lines; 'Código da
 * Instalação:', 'Classe/Subclasse:', 'Subgrupo:', 'Tipo de ligação:', 'Mês de referência:
 * Outubro/2026' (the month spelled out), 'Data de vencimento:', 'Valor a pagar:'; a 'Consumo kWh'
 * item; history rows 'Outubro/2026 412'.
 */
import { fieldsToResult, type LayoutParser } from '../fields';
import { beside, findLine, historyRows, itemKwh, itemUnitPrice } from '../text';

const energyItem = /^CONSUMO KWH/;

export const parseLight: LayoutParser = (doc) => {
  const holder = findLine(doc, /^CLIENTE\s*:/);
  const cep = findLine(doc, /^CEP\s*:?\s*\d{5}-?\d{3}/);
  return fieldsToResult({
    titular: beside(doc, /^CLIENTE\s*:/),
    rua: holder >= 0 ? doc.lines[holder + 1] : null,
    cidade: holder >= 0 ? doc.lines[holder + 2] : null,
    cep: cep >= 0 ? doc.lines[cep] : null,
    uc: beside(doc, /^CODIGO DA INSTALACAO/),
    classe: beside(doc, /^CLASSE\/SUBCLASSE/),
    subgrupo: beside(doc, /^SUBGRUPO/),
    ligacao: beside(doc, /^TIPO DE LIGACAO/),
    mesReferencia: beside(doc, /^MES DE REFERENCIA/),
    vencimento: beside(doc, /^DATA DE VENCIMENTO/),
    total: beside(doc, /^VALOR A PAGAR/),
    tarifa: itemUnitPrice(doc, energyItem),
    kwhFaturado: itemKwh(doc, energyItem),
    historico: historyRows(doc, /CONSUMO DOS ULTIMOS MESES/),
  });
};
