import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyBillFacts } from '@solarcred/domain/energy/bill-facts';
import { energyText } from '@solarcred/domain/energy/energy-text';
import type { BillFacts } from '@solarcred/domain/energy/types';
import { BillSection } from './bill-section';

afterEach(cleanup);

function Section({ customer, facts }: { customer: string; facts: BillFacts }) {
  const form = useForm({
    defaultValues: {
      clientData: { nomeCompleto: customer },
      projectData: { contaLuz: facts, copiarEndereco: false, anexoFaturaEnergia: null, logradouro: '', numero: '', complemento: '', cidade: '', estado: '', cep: '' },
    },
  });
  return (
    <ChakraProvider value={defaultSystem}>
      <FormProvider {...form}><BillSection filePicker={null} /></FormProvider>
    </ChakraProvider>
  );
}

describe('BillSection', () => {
  it("tells another holder from the customer's name as it is now, not as it was when the bill was read (review)", () => {
    // Read while step 1 said 'Maria Sousa'; the name was corrected to the bill's since.
    const read: BillFacts = { ...emptyBillFacts(), titular: 'MARIA APARECIDA SOUZA', mes_referencia: '2020-01', alertas: ['conta_antiga', 'titular_diferente'] };
    render(<Section customer="Maria Aparecida Souza" facts={read} />);
    const alerts = screen.getByTestId('bill-alerts').textContent ?? '';
    expect(alerts).toContain(energyText.billAlert.conta_antiga);
    expect(alerts).not.toContain(energyText.billAlert.titular_diferente);
    cleanup();
    render(<Section customer="João Pereira" facts={{ ...read, alertas: [] }} />);
    expect(screen.getByTestId('bill-alerts').textContent).toContain(energyText.billAlert.titular_diferente);
  });

  it('judges the age from the facts as they are now: a reference month corrected to a recent one drops the old-bill alert', () => {
    const thisMonth = new Date().toISOString().slice(0, 7);
    render(<Section customer="Maria Aparecida Souza" facts={{ ...emptyBillFacts(), titular: 'MARIA APARECIDA SOUZA', mes_referencia: thisMonth, alertas: ['conta_antiga'] }} />);
    expect(screen.queryByTestId('bill-alerts')).toBeNull();
  });
});
