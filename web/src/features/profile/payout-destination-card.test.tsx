import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/port';
import { PayoutDestinationCard, payoutText } from './payout-destination-card';

const saveDestination = vi.fn<(input: unknown, password: string) => Promise<void>>();
vi.mock('../../backend', async (original) => ({
  ...(await original<typeof import('../../backend')>()),
  getBackend: async () => ({ cashback: { saveDestination } }),
}));
vi.mock('../../backend/use-live', () => ({ useLive: () => ({ status: 'ready', data: null }) }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toaster', () => ({ notifySuccess: toasts.success, notifyError: toasts.error }));

afterEach(() => {
  cleanup();
  saveDestination.mockReset();
  toasts.error.mockReset();
});

function renderCard() {
  render(
    <ChakraProvider value={defaultSystem}>
      <PayoutDestinationCard uid="i1" />
    </ChakraProvider>,
  );
  const form = screen.getByTestId('payout-destination-form');
  const set = (label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  return { form, set };
}

function fillValid(set: (label: RegExp, value: string) => void) {
  set(/^Tipo de chave PIX/, 'cpf');
  set(/^Chave PIX/, '529.982.247-25');
  set(/^Banco/, '341');
  set(/^Agência/, '0001');
  set(/^Conta/, '12345');
  set(/^Dígito/, '6');
  set(/^Tipo de conta/, 'corrente');
}

describe('PayoutDestinationCard', () => {
  it('checks the PIX key with the domain rule as soon as it is left', () => {
    const { form, set } = renderCard();
    set(/^Tipo de chave PIX/, 'cpf');
    set(/^Chave PIX/, '123.456.789-00');
    fireEvent.blur(within(form).getByLabelText(/^Chave PIX/));
    expect(within(form).getByText('CPF inválido')).toBeInTheDocument();
    expect(saveDestination).not.toHaveBeenCalled();
    // Editing clears it at once, so the blur of the next click moves nothing under the pointer.
    set(/^Chave PIX/, '529.982.247-25');
    expect(within(form).queryByText('CPF inválido')).toBeNull();
    fireEvent.blur(within(form).getByLabelText(/^Chave PIX/));
    expect(within(form).queryByText('CPF inválido')).toBeNull();
  });

  it("a refused password step reads in Portuguese, never the SDK's 'Firebase: Error (auth/…)'", async () => {
    saveDestination.mockRejectedValue(new BackendError('auth/too-many-requests', 'Firebase: Error (auth/too-many-requests).'));
    const { form, set } = renderCard();
    fillValid(set);
    fireEvent.click(within(form).getByRole('button', { name: payoutText.save }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText(/^Senha/), { target: { value: 'demo123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: payoutText.confirm }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledOnce());
    expect(toasts.error.mock.calls[0]?.[1]).toEqual({ title: payoutText.failure, description: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' });
  });
});
