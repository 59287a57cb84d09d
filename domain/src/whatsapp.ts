/**
 * The admins' 'Falar no WhatsApp' link: a wa.me address with the integrator's phone in
 * international form (55 + DDD + number, digits only) and a prefilled message.
 */
import { product } from './config';
import { shortId } from './proposal-status';

const BRAZIL = '55';

/** A national number: a DDD without zeros, then a landline (2–5, 8 digits) or a mobile (9, 9 digits). */
const nationalNumber = /^[1-9]{2}(?:[2-5]\d{7}|9\d{8})$/;

/** The phone as wa.me wants it ('5511987654321'), or null when it is not a Brazilian phone. */
export function whatsappNumber(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  // 12 or 13 digits starting with 55 already carry the country code (10 or 11 are a DDD-55 number).
  if (digits.length >= 12 && digits.startsWith(BRAZIL)) digits = digits.slice(2);
  else if (digits.length >= 11 && digits.startsWith('0')) digits = digits.slice(1);
  return nationalNumber.test(digits) ? `${BRAZIL}${digits}` : null;
}

/** https://wa.me/55…?text=… or null when the phone cannot take one. */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}

export const whatsappLabel = 'Falar no WhatsApp';

/** The first message about one proposal: its short id and client. */
export const proposalWhatsappText = (proposalId: string, client: string) =>
  `Olá! Aqui é a equipe ${product.name}. Sobre a proposta #${shortId(proposalId)} de ${client}:`;

/** The first message to an integrator. */
export const integratorWhatsappText = (companyName: string) => `Olá, ${companyName}! Aqui é a equipe ${product.name}.`;
