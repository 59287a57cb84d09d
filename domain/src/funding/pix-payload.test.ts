import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { pixPayloadOf, pixText, pixTxid } from './pix-payload';

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as the BR Code's field 63 carries it, computed here independently of the library (ASCII text). */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of [...text].map((char) => char.charCodeAt(0))) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const input = { chave: 'financeiro@solnascente.com.br', nome: 'Sol Nascente Energia Solar e Serviços Ltda', cidade: 'São José dos Campos', valorCentavos: 3_000_001, txid: 'propostaABCD1234_2' };

describe('pixPayloadOf', () => {
  it('a static BR Code for the key and the exact amount, its CRC right, read back by the parser', () => {
    const payload = pixPayloadOf(input) as string;
    expect(payload.startsWith('000201')).toBe(true);
    // Field 63 (4 hex digits) closes the code: the CRC of everything before it, '6304' included.
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    expect(parsePix(payload)).toMatchObject({
      type: 'STATIC', pixKey: 'financeiro@solnascente.com.br', transactionAmount: 30000.01, merchantName: 'SOL NASCENTE ENERGIA SOLA', merchantCity: 'SAO JOSE DOS CA',
      txid: 'propostaABCD12342', countryCode: 'BR', transactionCurrency: '986',
    });
  });

  it('an unknown city is SAO PAULO; the amount is reais to the centavo', () => {
    expect(parsePix(pixPayloadOf({ ...input, cidade: null, valorCentavos: 1 }) as string)).toMatchObject({ merchantCity: 'SAO PAULO', transactionAmount: 0.01 });
    expect(parsePix(pixPayloadOf({ ...input, valorCentavos: 123_456_789 }) as string)).toMatchObject({ transactionAmount: 1_234_567.89 });
  });

  it('no code without a key, a name or a positive whole amount', () => {
    expect(pixPayloadOf({ ...input, chave: ' ' })).toBeNull();
    expect(pixPayloadOf({ ...input, nome: '---' })).toBeNull();
    expect(pixPayloadOf({ ...input, valorCentavos: 0 })).toBeNull();
    expect(pixPayloadOf({ ...input, valorCentavos: 10.5 })).toBeNull();
  });

  it('merchant texts: accents stripped, upper case, within their limits; txid alphanumerics, the last 25', () => {
    expect(pixText('  Ação & Cia. Ltda ', 25)).toBe('ACAO CIA LTDA');
    expect(pixTxid('p:1:2_3')).toBe('p123');
    expect(pixTxid('a'.repeat(30) + 'XYZ')).toBe('a'.repeat(22) + 'XYZ');
    expect(pixTxid('::')).toBe('***');
  });
});
