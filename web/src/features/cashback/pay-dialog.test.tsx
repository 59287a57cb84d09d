import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cashbackText } from '@solarcred/domain/cashback/cashback-text';
import type { StoredCashbackCycle } from '@solarcred/domain/data/cashback';
import { PayDialog } from './pay-dialog';
import { paymentsText } from './texts';

const pay = vi.fn<(input: unknown) => Promise<void>>(async () => undefined);
vi.mock('../../backend', async (original) => ({
  ...(await original<typeof import('../../backend')>()),
  getBackend: async () => ({ cashback: { pay } }),
}));
vi.mock('../../ui/toaster', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  pay.mockClear();
});

const cycle = {
  id: 'p1', proposta_id: 'p1', integrador_id: 'i1', ciclo: 1, situacao: 'a_pagar', valor_centavos: 300_00, linha: 'financiamento_solar_tradicional',
  taxa_bps: 100, taxa_versao: 1, base_centavos: 30_000_00, aprovada_em: 0, cliente_nome: 'João', nome_empresa: 'Sol Nascente',
  data_liberacao: '2026-11-01', vencimento: '2026-11-10', data_pagamento: null, forma: null, referencia: null, reprovada_em: null, motivo: null, atualizado_em: 0,
} as StoredCashbackCycle;

function open() {
  render(
    <ChakraProvider value={defaultSystem}>
      <PayDialog cycles={[cycle]} onClose={() => undefined} onPaid={() => undefined} />
    </ChakraProvider>,
  );
  return screen.getByLabelText(/^Referência/);
}

describe('PayDialog', () => {
  it('refuses a malformed PIX id at its field with the domain rule, without calling the server', async () => {
    const reference = open();
    fireEvent.change(reference, { target: { value: 'E123' } });
    fireEvent.click(screen.getByRole('button', { name: paymentsText.paySubmit }));
    await screen.findByText(cashbackText.endToEndInvalid);
    expect(reference).toHaveAttribute('aria-invalid', 'true');
    expect(pay).not.toHaveBeenCalled();
    // Corrected, it goes.
    fireEvent.change(reference, { target: { value: 'E00000000202611261030ABCDEFGHIJK' } });
    fireEvent.click(screen.getByRole('button', { name: paymentsText.paySubmit }));
    await waitFor(() => expect(pay).toHaveBeenCalledOnce());
  });

  it('sends a valid PIX id', async () => {
    const reference = open();
    fireEvent.change(reference, { target: { value: 'E00000000202611261030ABCDEFGHIJK' } });
    fireEvent.click(screen.getByRole('button', { name: paymentsText.paySubmit }));
    await waitFor(() => expect(pay).toHaveBeenCalledOnce());
    expect(screen.queryByText(cashbackText.endToEndInvalid)).toBeNull();
  });
});
