import { describe, expect, it } from 'vitest';
import { integratorWhatsappText, proposalWhatsappText, whatsappLink, whatsappNumber } from './whatsapp';

describe('whatsappNumber', () => {
  it('puts 55 before a mobile or a landline, digits only', () => {
    expect(whatsappNumber('(11) 98765-4321')).toBe('5511987654321');
    expect(whatsappNumber('11987654321')).toBe('5511987654321');
    expect(whatsappNumber('(41) 3333-4444')).toBe('554133334444');
  });

  it('keeps a number already in international form', () => {
    expect(whatsappNumber('+55 11 98765-4321')).toBe('5511987654321');
    expect(whatsappNumber('5541 3333-4444')).toBe('554133334444');
    expect(whatsappNumber('0055 11 98765 4321')).toBe('5511987654321');
  });

  it('reads DDD 55 as a DDD, and drops a trunk zero', () => {
    expect(whatsappNumber('(55) 99123-4567')).toBe('5555991234567');
    expect(whatsappNumber('011 98765-4321')).toBe('5511987654321');
  });

  it('gives no number for anything else', () => {
    for (const phone of ['', null, undefined, '12345', '(11) 8765-432', '(01) 98765-4321', '(11) 18765-4321', '(11) 6765-4321', '+1 415 555 0100', '11 98765-43210'])
      expect(whatsappNumber(phone), String(phone)).toBeNull();
  });
});

describe('whatsappLink', () => {
  it('is wa.me with the number and the URL-encoded text', () => {
    const text = proposalWhatsappText('abcdefgh12345678', 'Ana & Cia');
    expect(text).toBe('Olá! Aqui é a equipe SolarCred. Sobre a proposta #12345678 de Ana & Cia:');
    expect(whatsappLink('(11) 98765-4321', text)).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1!%20Aqui%20%C3%A9%20a%20equipe%20SolarCred.%20Sobre%20a%20proposta%20%2312345678%20de%20Ana%20%26%20Cia%3A',
    );
    expect(decodeURIComponent((whatsappLink('11987654321', text) ?? '').split('?text=')[1] ?? '')).toBe(text);
  });

  it('is null without a valid phone', () => {
    expect(whatsappLink('123', integratorWhatsappText('Sol'))).toBeNull();
  });
});
