/**
 * Which distributor issued a bill: its CNPJ when printed (the surest sign), else its name in the
 * bill's header. Names are matched on folded text (upper case, no accents).
 */
import type { DistributorId } from '../distributors';
import type { BillText } from './text';

/** CNPJs printed on the bills (the distribution company's, as on ANEEL's register). */
const byCnpj: Record<string, DistributorId> = {
  '06981180000116': 'cemig',
  '61695227000193': 'enel_sp',
  '15139629000194': 'neoenergia_coelba',
  '04368898000106': 'copel',
  '33050196000188': 'cpfl_paulista',
  '60444437000146': 'light',
  '10835932000108': 'neoenergia_pernambuco',
  '07047251000170': 'enel_ce',
  '08336783000190': 'celesc',
};

/** Names, most specific first (the current brand and the former company name). */
const byName: [RegExp, DistributorId][] = [
  [/ENEL DISTRIBUICAO SAO PAULO|ELETROPAULO/, 'enel_sp'],
  [/ENEL DISTRIBUICAO CEARA|COELCE|COMPANHIA ENERGETICA DO CEARA/, 'enel_ce'],
  [/ENEL DISTRIBUICAO RIO|AMPLA ENERGIA/, 'enel_rj'],
  [/COELBA|ELETRICIDADE DO ESTADO DA BAHIA/, 'neoenergia_coelba'],
  [/NEOENERGIA PERNAMBUCO|CELPE|COMPANHIA ENERGETICA DE PERNAMBUCO/, 'neoenergia_pernambuco'],
  [/CEMIG/, 'cemig'],
  [/COPEL/, 'copel'],
  [/CPFL PAULISTA|COMPANHIA PAULISTA DE FORCA E LUZ/, 'cpfl_paulista'],
  [/LIGHT SERVICOS DE ELETRICIDADE|^LIGHT(?: S\.?A\.?)?$/, 'light'],
  [/CELESC/, 'celesc'],
  [/EQUATORIAL PARA|CENTRAIS ELETRICAS DO PARA|CELPA/, 'equatorial_pa'],
  [/RGE SUL|(?<![A-Z])RGE(?![A-Z])/, 'rge'],
  [/EDP SAO PAULO|BANDEIRANTE ENERGIA/, 'edp_sp'],
  [/EDP ESPIRITO SANTO|ESCELSA/, 'edp_es'],
  [/ENERGISA MATO GROSSO(?! DO SUL)/, 'energisa_mt'],
  [/EQUATORIAL GOIAS|CELG/, 'equatorial_go'],
];

/** Lines of the first page searched for the name (the header; later pages may name partners). */
const headerLines = 25;

export function detectDistributor(doc: BillText, firstPageLines: number): DistributorId | null {
  for (const line of doc.lines) {
    for (const m of line.matchAll(/(?<!\d)(\d{2})\.?(\d{3})\.?(\d{3})\/?(\d{4})-?(\d{2})(?!\d)/g)) {
      const found = byCnpj[m.slice(1).join('')];
      if (found) return found;
    }
  }
  const header = doc.folded.slice(0, Math.min(firstPageLines, headerLines));
  for (const [re, id] of byName) if (header.some((line) => re.test(line))) return id;
  return null;
}
