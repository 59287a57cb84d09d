import { describe, expect, it } from 'vitest';
import { companyClaimsOf, memberClaims } from './claims';

describe('team claims', () => {
  it('an active member carries its company and role; a deactivated one only its role', () => {
    expect(memberClaims({ empresa: 'c1', papel: 'vendedor', ativo: true })).toEqual({ role: 'integrador', empresa: 'c1', papel: 'vendedor' });
    expect(memberClaims({ empresa: 'c1', papel: 'gestor', ativo: false })).toEqual({ role: 'integrador' });
  });

  it('a token from before teams names its own company, as titular', () => {
    expect(companyClaimsOf('u1', { role: 'integrador' })).toEqual({ empresa: 'u1', papel: 'titular' });
    expect(companyClaimsOf('u2', { role: 'integrador', empresa: 'u1', papel: 'gestor' })).toEqual({ empresa: 'u1', papel: 'gestor' });
    expect(companyClaimsOf('u2', { role: 'integrador', empresa: 'u1', papel: 'chefe' })).toEqual({ empresa: 'u1', papel: 'vendedor' });
  });
});
