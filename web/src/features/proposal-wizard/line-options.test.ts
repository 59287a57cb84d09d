import { describe, expect, it } from 'vitest';
import { offeredLineOptions } from './line-options';

const lines = [
  { id: 'financiamento_solar_tradicional', ativa: true },
  { id: 'credito_fgts', ativa: false },
  { id: 'emprestimo_pessoal', ativa: true },
] as const;
const values = (options: { value: string }[]) => options.map((option) => option.value);

describe('offeredLineOptions', () => {
  it('offers the best option and the active lines only, in the product order', () => {
    expect(values(offeredLineOptions(lines, ''))).toEqual(['busque_melhor_opcao', 'financiamento_solar_tradicional', 'emprestimo_pessoal']);
  });

  it('keeps an inactive line that is already chosen, so its refusal shows', () => {
    expect(values(offeredLineOptions(lines, 'credito_fgts'))).toEqual([
      'busque_melhor_opcao', 'financiamento_solar_tradicional', 'credito_fgts', 'emprestimo_pessoal',
    ]);
  });

  it('offers only the best option while the lines load', () => {
    expect(values(offeredLineOptions(null, ''))).toEqual(['busque_melhor_opcao']);
  });
});
