import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBackend } from '../backend';
import { ErrorBoundary } from './error-boundary';

function Boom(): never {
  throw new Error('quebrou');
}

describe('global error screen', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows "Oops! Algo deu errado" with reload and go-home buttons, logs and reports the crash', async () => {
    const backend = await getBackend();
    await backend.auth.signIn('integrador@solarcred.demo', 'demo123');
    render(
      <ChakraProvider value={defaultSystem}>
        <ErrorBoundary>
          <Boom />
        </ErrorBoundary>
      </ChakraProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Oops! Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para o início' })).toBeInTheDocument();

    const log = JSON.parse(localStorage.getItem('solarcred_error_log') ?? '[]') as { message: string; severity: string }[];
    expect(log.at(-1)).toMatchObject({ message: 'quebrou', severity: 'critical' });
    await vi.waitFor(() => {
      const reports = Object.values(window.__solarcredMemory?.snapshot.docs['error_reports'] ?? {});
      expect(reports.map((report) => report['message'])).toContain('quebrou');
    });
  });
});
