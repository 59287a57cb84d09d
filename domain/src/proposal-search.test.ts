import { describe, expect, it } from 'vitest';
import { proposalSearchTermOf, proposalSearchTokens, proposalSearchTokensPatch } from './proposal-search';

const proposal = { cliente_nome: 'Ana Beatriz Costa', cliente_cpf_cnpj: '529.982.247-25', integrador: { nome_empresa: 'Raio de Sol Instalações' } };

describe('proposal search tokens', () => {
  it('finds by client name from any word, by company, by CPF digits', () => {
    const tokens = proposalSearchTokens(proposal);
    for (const typed of ['ana', 'Beatriz C', 'costa', 'sol inst', 'raio', '529982', '529.982.247-25', 'INSTALAÇÕES']) {
      expect(tokens, typed).toContain(proposalSearchTermOf(typed));
    }
    expect(tokens).not.toContain(proposalSearchTermOf('pereira'));
  });

  it('patches only when the tokens changed', () => {
    const patch = proposalSearchTokensPatch(proposal);
    expect(patch?.search_tokens.length).toBeGreaterThan(10);
    expect(proposalSearchTokensPatch({ ...proposal, ...patch })).toBeNull();
    expect(proposalSearchTokensPatch(null)).toBeNull();
  });
});
