import { findLine, type BillText } from '../text';
import type { PrintedFields } from '../fields';

/**
 * The envelope block most bills print top left: holder, street, district, then 'CEP CITY UF'
 * (CEMIG, Enel, Neoenergia, CPFL). Found by its CEP line, read upwards.
 */
export function cepFirstAddressBlock(doc: BillText): Pick<PrintedFields, 'titular' | 'rua' | 'cidade'> {
  const i = findLine(doc, /^\d{5}-?\d{3}\s+\D+\s[A-Z]{2}$/);
  if (i < 3) return {};
  return { titular: doc.lines[i - 3], rua: doc.lines[i - 2], cidade: doc.lines[i] };
}
