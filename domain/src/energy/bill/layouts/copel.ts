/**
 * Copel Distribuição (PR): 'Nome:', 'Endereço:' (street, number - complement - district) and the
 * city line under it ('CURITIBA - PR - CEP: 80020-310'); 'UNIDADE CONSUMIDORA:', 'Classificação:',
 * 'Ligação:', 'Referência: 10/2026', 'Vencimento:', 'Total a pagar:' beside their values; an
 * 'ENERGIA ELET CONSUMO' item; history rows 'OUT26 412 kWh'.
 */
import { fieldsToResult, type LayoutParser } from '../fields';
import { beside, findLine, historyRows, itemKwh, itemUnitPrice } from '../text';

const energyItem = /^ENERGIA ELET CONSUMO/;

export const parseCopel: LayoutParser = (doc) => {
  const street = findLine(doc, /^ENDERECO\s*:/);
  return fieldsToResult({
    titular: beside(doc, /^NOME\s*:/),
    rua: street >= 0 ? doc.lines[street] : null,
    cidade: street >= 0 ? doc.lines[street + 1] : null,
    uc: beside(doc, /^UNIDADE CONSUMIDORA/),
    classe: beside(doc, /^CLASSIFICACAO/),
    ligacao: beside(doc, /^LIGACAO/),
    mesReferencia: beside(doc, /^REFERENCIA/),
    vencimento: beside(doc, /^VENCIMENTO/),
    total: beside(doc, /^TOTAL A PAGAR/),
    tarifa: itemUnitPrice(doc, energyItem),
    kwhFaturado: itemKwh(doc, energyItem),
    historico: historyRows(doc, /HISTORICO DE CONSUMO/),
  });
};
