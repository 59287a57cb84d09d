/**
 * CEMIG Distribuição (MG). Labels sit above their values in columns ('Nº DA INSTALAÇÃO',
 * 'Referente a | Vencimento | Valor a pagar (R$)', 'Classe | Subclasse | Modalidade Tarifária');
 * one 'Energia Elétrica' item with its price with taxes; history rows 'OUT/26 412 13,73'.
 */
import { fieldsToResult, type LayoutParser } from '../fields';
import { below, beside, historyRows, itemKwh, itemUnitPrice } from '../text';
import { cepFirstAddressBlock } from './address-block';

const energyItem = /^ENERGIA ELETRICA\s/;

export const parseCemig: LayoutParser = (doc) => fieldsToResult({
  ...cepFirstAddressBlock(doc),
  uc: below(doc, /N[º°O.]*\s*DA INSTALACAO/),
  mesReferencia: below(doc, /^REFERENTE A$/),
  vencimento: below(doc, /^VENCIMENTO$/),
  total: below(doc, /^VALOR A PAGAR/),
  classe: below(doc, /^CLASSE$/),
  subgrupo: below(doc, /^MODALIDADE TARIFARIA$/),
  ligacao: beside(doc, /^TIPO DE FORNECIMENTO/),
  tarifa: itemUnitPrice(doc, energyItem),
  kwhFaturado: itemKwh(doc, energyItem),
  historico: historyRows(doc, /HISTORICO DE CONSUMO/),
});
