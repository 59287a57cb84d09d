/**
 * The PIX 'copia e cola' of a tranche's payout (issue 48): the Central Bank's static BR Code for
 * the destination's key and the tranche's exact amount, made by pix-utils (a kept library: see
 * DECISIONS). Loaded only by the admin's payout dialog (a lazy import).
 */
import { createStaticPix, hasError } from 'pix-utils';

export const pixPayloadLimits = { name: 25, city: 15, txid: 25 } as const;

/** Upper-case ASCII letters, digits and spaces, accents stripped (the BR Code's merchant fields), at most `max`. */
export function pixText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();
}

/** The txid: letters and digits only, at most 25 (the end of the id, where the proposal and the tranche are); '***' when none is left. */
export const pixTxid = (id: string): string => id.replace(/[^A-Za-z0-9]/g, '').slice(-pixPayloadLimits.txid) || '***';

export interface PixPayloadInput {
  /** The destination's PIX key, as stored (normalised). */
  chave: string;
  /** The receiver's name: the company's. */
  nome: string;
  /** The receiver's city; 'SAO PAULO' when unknown. */
  cidade: string | null;
  valorCentavos: number;
  txid: string;
}

/** The BR Code payload, or null when it cannot be made (no key, no name, an amount that is not a positive whole number of centavos). */
export function pixPayloadOf({ chave, nome, cidade, valorCentavos, txid }: PixPayloadInput): string | null {
  const merchantName = pixText(nome, pixPayloadLimits.name);
  const merchantCity = pixText(cidade ?? '', pixPayloadLimits.city) || 'SAO PAULO';
  if (!chave.trim() || !merchantName || !Number.isSafeInteger(valorCentavos) || valorCentavos <= 0) return null;
  const pix = createStaticPix({ merchantName, merchantCity, pixKey: chave.trim(), txid: pixTxid(txid), transactionAmount: valorCentavos / 100 });
  return hasError(pix) ? null : pix.toBRCode();
}
