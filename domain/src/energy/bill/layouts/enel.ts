/**
 * Enel (São Paulo, Ceará): 'Label: value' beside each other ('Nº da Instalação:', 'Classificação:
 * B1 RESIDENCIAL / RESIDENCIAL', 'Tipo de Fornecimento:', 'Mês/Ano:', 'Vencimento:', 'Total a
 * Pagar:'); TUSD and TE priced apart (the tariff with taxes is their sum); the history as a row of
 * months over a row of kWh.
 */
import { fieldsToResult, type LayoutParser } from '../fields';
import { beside, historyColumns, itemKwh, itemUnitPrice } from '../text';
import { cepFirstAddressBlock } from './address-block';

const tusdItem = /^USO SIST\.? DISTR|\(TUSD\)/;
const teItem = /^ENERGIA \(TE\)/;

export const parseEnel: LayoutParser = (doc) => {
  const tusd = itemUnitPrice(doc, tusdItem);
  const te = itemUnitPrice(doc, teItem);
  const classe = beside(doc, /^CLASSIFICACAO/);
  return fieldsToResult({
    ...cepFirstAddressBlock(doc),
    uc: beside(doc, /^N[º°O.]*\s*DA INSTALACAO/),
    classe,
    ligacao: beside(doc, /^TIPO DE FORNECIMENTO/),
    mesReferencia: beside(doc, /^MES\/ANO/),
    vencimento: beside(doc, /^VENCIMENTO/),
    total: beside(doc, /^TOTAL A PAGAR/),
    tarifa: tusd !== null && te !== null ? tusd + te : null,
    kwhFaturado: itemKwh(doc, tusdItem),
    historico: historyColumns(doc, /HISTORICO DE CONSUMO/),
  });
};
