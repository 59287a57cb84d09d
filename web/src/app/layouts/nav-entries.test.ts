import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { integratorNavFor, titularOnlyPaths } from './nav-entries';

describe('the integrator sidebar by role (issues 29 and 45)', () => {
  it("a gestor's and a vendedor's have their own 'Meu Perfil' and customer links (issue 45), and none of the titular's pages", () => {
    for (const papel of ['gestor', 'vendedor'] as const) {
      expect(integratorNavFor(papel).map((entry) => entry.label)).toEqual(['Dashboard', 'Subir Proposta', 'Gerar Link de Proposta', 'Minhas Propostas', 'Financeiro', 'Meu Perfil']);
    }
    expect(titularOnlyPaths).not.toContain(paths.integrator.profile);
    expect(integratorNavFor('titular').map((entry) => entry.to)).toEqual(expect.arrayContaining([...titularOnlyPaths, paths.integrator.profile]));
  });
});
