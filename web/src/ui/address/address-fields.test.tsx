import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressFields } from './address-fields';
import type { AddressNames } from './use-cep-lookup';

/** The proposal wizard's shape: `cliente_*` names and no neighbourhood. */
interface ClientAddress {
  cliente_cep: string;
  cliente_logradouro: string;
  cliente_numero: string;
  cliente_complemento: string;
  cliente_cidade: string;
  cliente_estado: string;
}
const names: AddressNames<ClientAddress> = {
  cep: 'cliente_cep',
  street: 'cliente_logradouro',
  number: 'cliente_numero',
  complement: 'cliente_complemento',
  city: 'cliente_cidade',
  state: 'cliente_estado',
};
const empty: ClientAddress = { cliente_cep: '', cliente_logradouro: '', cliente_numero: '', cliente_complemento: '', cliente_cidade: '', cliente_estado: '' };

function Form({ start }: { start: ClientAddress }) {
  const form = useForm<ClientAddress>({ defaultValues: start });
  return (
    <ChakraProvider value={defaultSystem}>
      <AddressFields form={form} names={names} labels={{ street: 'Logradouro' }} optional={['complement']} />
    </ChakraProvider>
  );
}

const viaCep = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP', complemento: '' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  viaCep.mockClear();
});

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('AddressFields', () => {
  it('masks the CEP and fills the mapped fields from the lookup on leaving it', async () => {
    vi.stubGlobal('fetch', viaCep);
    render(<Form start={empty} />);
    expect(screen.queryByLabelText(/Bairro/)).toBeNull();
    fireEvent.change(input(/^CEP/), { target: { value: '01310100' } });
    expect(input(/^CEP/).value).toBe('01310-100');
    fireEvent.blur(input(/^CEP/));
    await waitFor(() => expect(input(/^Logradouro/).value).toBe('Avenida Paulista'));
    expect(viaCep).toHaveBeenCalledWith('https://viacep.com.br/ws/01310100/json/', expect.anything());
    expect(input(/^Cidade/).value).toBe('São Paulo');
    expect((screen.getByLabelText(/^Estado/) as HTMLSelectElement).value).toBe('SP');
    expect(input(/^Complemento/).required).toBe(false);
    expect(input(/^Número/).required).toBe(true);
  });

  it('does not look up the CEP of a stored address again, so its hand edits stay', async () => {
    vi.stubGlobal('fetch', viaCep);
    render(<Form start={{ ...empty, cliente_cep: '01310-100', cliente_logradouro: 'Rua Digitada', cliente_cidade: 'Outra' }} />);
    fireEvent.blur(input(/^CEP/));
    fireEvent.change(input(/^CEP/), { target: { value: '04538133' } });
    fireEvent.blur(input(/^CEP/));
    await waitFor(() => expect(viaCep).toHaveBeenCalled());
    expect(viaCep.mock.calls.map(([url]) => url)).toEqual(['https://viacep.com.br/ws/04538133/json/']);
  });
});
