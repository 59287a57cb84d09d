import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyBillFacts } from '@solarcred/domain/energy/bill-facts';
import { energyText } from '@solarcred/domain/energy/energy-text';
import type { BillFacts, EnergyAnalysis } from '@solarcred/domain/energy/types';
import { EnergySection } from './energy-section';

afterEach(cleanup);

const facts: BillFacts = { ...emptyBillFacts(), distribuidora: 'cemig', titular: 'Ana Souza', consumo_kwh: [300, 320], alertas: ['conta_antiga'] };
const energy = (fields: Partial<EnergyAnalysis> = {}): EnergyAnalysis => ({
  consumo_medio_kwh: 310, disponibilidade_kwh: 30, irradiacao_kwh_m2_dia: 5.4, irradiacao_origem: 'estado', ibge: null, performance_ratio: 0.8,
  kwp_sugerido: 2.16, kwp_usado: 3, geracao_mensal_kwh: 394, tarifa_reais_kwh: 0.98, tarifas_versao: 0, conta_antes_centavos: 303_80, conta_depois_primeiro_mes_centavos: 60_00,
  economia_primeiro_mes_centavos: 243_80, economia_media_centavos: 250_00, parcela_centavos: 400_00, razao: 1.6, margem_parcela_pct: 10, acima_da_margem: true,
  crescimento_tarifa_aa_pct: 6, meses: 60, calculado_em: 0, ...fields,
});

function shown(bill: BillFacts | null, analysis: EnergyAnalysis | null, hasSimulation = true) {
  render(
    <ChakraProvider value={defaultSystem}>
      <EnergySection facts={bill} energy={analysis} hasSimulation={hasSimulation} />
    </ChakraProvider>,
  );
}

describe('EnergySection', () => {
  it('puts the savings beside the installment with the ratio, and flags an installment above the margin', () => {
    shown(facts, energy());
    expect(screen.getByTestId('energy-savings-value').textContent).toContain(energyText.perMonth(250_00));
    expect(screen.getByTestId('energy-installment-value').textContent).toContain(energyText.perMonth(400_00));
    expect(screen.getByTestId('energy-ratio').textContent).toBe(energyText.ratio(1.6));
    expect(screen.getByTestId('energy-risk-flag').textContent).toBe(energyText.aboveMarginFlag);
    const text = screen.getByTestId('energy-section').textContent ?? '';
    expect(text).toContain(energyText.kwp(2.16));
    expect(text).toContain(energyText.kwp(3));
    expect(text).toContain('Ana Souza');
    expect(screen.getByTestId('energy-bill-alerts').textContent).toContain(energyText.billAlert.conta_antiga);
  });

  it('no flag within the margin', () => {
    shown(facts, energy({ parcela_centavos: 200_00, razao: 0.8, acima_da_margem: false }));
    expect(screen.queryByTestId('energy-risk-flag')).toBeNull();
  });

  it('the facts without an analysis say why there is no estimate; a proposal without either shows nothing', () => {
    shown(facts, null);
    expect(screen.getByTestId('energy-section').textContent).toContain(energyText.reviewNoAnalysis);
    cleanup();
    shown(null, null);
    expect(screen.queryByTestId('energy-section')).toBeNull();
  });

  it('complete facts on a proposal without a saved simulation say that, not that the bill lacked data (review)', () => {
    shown(facts, null, false);
    const text = screen.getByTestId('energy-section').textContent ?? '';
    expect(text).toContain(energyText.reviewNoSimulation);
    expect(text).not.toContain(energyText.reviewNoAnalysis);
  });
});
