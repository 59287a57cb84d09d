import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveState } from '../../backend/use-live';
import { SettingsCard } from './settings-card';
import { ratesText } from './texts';

afterEach(cleanup);

const shown = (value: LiveState<string>) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <SettingsCard id="cartao" title="Título" help="Ajuda" value={value} loadFailure="Falhou ao carregar." loadingTestId="cartao-carregando">
        {(data) => <p>{`Pronto: ${data}`}</p>}
      </SettingsCard>
    </ChakraProvider>,
  );

describe('SettingsCard', () => {
  it('is a section named by its title, and says it is loading until the value arrives', () => {
    shown({ status: 'loading' });
    expect(screen.getByRole('region', { name: 'Título' })).toBeTruthy();
    expect(screen.getByTestId('cartao-carregando').textContent).toBe(ratesText.loading);
    expect(screen.queryByText(/Pronto/)).toBeNull();
  });

  it('says a failed read as an alert, and shows nothing to edit', () => {
    shown({ status: 'error', error: new Error('negado') });
    expect(screen.getByRole('alert').textContent).toBe('Falhou ao carregar.');
    expect(screen.queryByText(/Pronto/)).toBeNull();
  });

  it('renders its form from the value once it is ready', () => {
    shown({ status: 'ready', data: 'valor' });
    expect(screen.getByText('Pronto: valor')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
