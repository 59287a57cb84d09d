/**
 * CPFL Paulista (SP): label cell then value cell on one line ('Seu Código | 70… | Nº Instalação |
 * 40…', 'Conta do mês | OUT/2026 | Vencimento | 20/11/2026', 'Total a pagar | R$ …');
 * 'Classificação: Residencial B1 Residencial - Bifásico'; TUSD and TE priced apart; the history on
 * the second page.
 */
import { fieldsToResult, type LayoutParser } from '../fields';
import { beside, historyRows, itemKwh, itemUnitPrice } from '../text';
import { cepFirstAddressBlock } from './address-block';

const tusdItem = /^CONSUMO USO SISTEMA/;
const teItem = /^CONSUMO \[KWH\]-TE/;

export const parseCpflPaulista: LayoutParser = (doc) => {
  const tusd = itemUnitPrice(doc, tusdItem);
  const te = itemUnitPrice(doc, teItem);
  const classe = beside(doc, /^CLASSIFICACAO/);
  return fieldsToResult({
    ...cepFirstAddressBlock(doc),
    uc: beside(doc, /^N[º°O.]*\s*INSTALACAO/),
    classe,
    ligacao: classe,
    mesReferencia: beside(doc, /^CONTA DO MES/),
    vencimento: beside(doc, /^VENCIMENTO/),
    total: beside(doc, /^TOTAL A PAGAR/),
    tarifa: tusd !== null && te !== null ? tusd + te : null,
    kwhFaturado: itemKwh(doc, tusdItem),
    historico: historyRows(doc, /HISTORICO DE CONSUMO/),
  });
};
