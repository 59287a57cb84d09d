import { describe, expect, it } from 'vitest';
import { contractText } from '@solarcred/domain/contract/contract-text';
import { fieldOfRefusal } from './sign-form';

describe('fieldOfRefusal: each refusal of the signing callable at its field', () => {
  it('puts the code refusals at the code, the name and the agreement at theirs', () => {
    for (const remaining of [4, 1, 0]) expect(fieldOfRefusal(contractText.codeWrong(remaining))).toBe('codigo');
    expect(fieldOfRefusal(contractText.codeExpired)).toBe('codigo');
    expect(fieldOfRefusal(contractText.codeMissing)).toBe('codigo');
    expect(fieldOfRefusal(contractText.locked('14:35'))).toBe('codigo');
    expect(fieldOfRefusal(contractText.nameMismatch)).toBe('nome');
    expect(fieldOfRefusal(contractText.mustAgree)).toBe('aceite');
  });

  it('leaves the others to the page toast', () => {
    for (const message of [contractText.voided, contractText.alreadySigned, contractText.expired, contractText.notFound, 'Link inválido ou expirado']) {
      expect(fieldOfRefusal(message)).toBeNull();
    }
  });
});
