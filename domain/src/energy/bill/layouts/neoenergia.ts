/**
 * Neoenergia (Coelba, Pernambuco) share one bill: column labels in capitals above their values
 * ('CONTA CONTRATO | Nº DA INSTALAÇÃO', 'REFERÊNCIA | VENCIMENTO | TOTAL A PAGAR'),
 * 'CLASSIFICAÇÃO:' and 'TIPO DE FORNECIMENTO:' beside their values, a 'CONSUMO ATIVO' item, and
 * history rows '10/2026 412'.
 */
import { fieldsToResult, type LayoutParser } from '../fields';
import { below, beside, historyRows, itemKwh, itemUnitPrice } from '../text';
import { cepFirstAddressBlock } from './address-block';

const energyItem = /^CONSUMO ATIVO/;

export const parseNeoenergia: LayoutParser = (doc) => fieldsToResult({
  ...cepFirstAddressBlock(doc),
  uc: below(doc, /^N[º°O.]*\s*DA INSTALACAO$/),
  mesReferencia: below(doc, /^REFERENCIA$/),
  vencimento: below(doc, /^VENCIMENTO$/),
  total: below(doc, /^TOTAL A PAGAR$/),
  classe: beside(doc, /^CLASSIFICACAO/),
  ligacao: beside(doc, /^TIPO DE FORNECIMENTO/),
  tarifa: itemUnitPrice(doc, energyItem),
  kwhFaturado: itemKwh(doc, energyItem),
  historico: historyRows(doc, /HISTORICO DE CONSUMO/),
});
