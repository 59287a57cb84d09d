import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedSimulation } from '@solarcred/domain/credit/saved-simulation';
import { SimulationSection } from './simulation-section';

afterEach(cleanup);

const saved = (total: number): SavedSimulation => ({
  linha: 'financiamento_solar_tradicional', escolha: 'linha', versao_taxas: 1, prazo: 60, carencia_meses: 0,
  valor_sistema_centavos: 30_000_00, entrada_centavos: 5_000_00, liberado_centavos: 25_000_00, tarifa_centavos: 500_00, iof_centavos: 300_00,
  financiado_centavos: 25_800_00, parcela_centavos: 600_00, total_pago_centavos: total, taxa_mensal: 0.0149, cet_mensal: 0.016, cet_anual: 0.21,
  primeiro_vencimento: '2026-12-27', calculada_em: 0,
});

function shown(total: number) {
  render(
    <ChakraProvider value={defaultSystem}>
      <SimulationSection simulation={saved(total)} firstInstallment={null} isAdmin={false} />
    </ChakraProvider>,
  );
  return screen.getByTestId('saved-simulation').textContent ?? '';
}

describe('SimulationSection', () => {
  it('shows the last installment where it differs from the others (60 × R$ 600,00 would be R$ 36.000,00)', () => {
    const text = shown(35_999_57);
    expect(text).toContain('Última parcela');
    expect(text).toContain('R$ 599,57');
  });

  it('says nothing more when every installment is the same', () => {
    expect(shown(36_000_00)).not.toContain('Última parcela');
  });
});
