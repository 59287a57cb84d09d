import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from './toaster';

// Chakra's toaster is a chunk of its own: here its download fails (offline, or a deploy replaced it).
vi.mock('./toast-region', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('notifications when the toast region cannot load', () => {
  it('still show the message, as a plain alert with its action and a close button', async () => {
    const retry = vi.fn();
    notifyError('high', { title: 'Não foi possível salvar', description: 'Sem conexão', action: { label: 'Tentar novamente', onClick: retry } });
    const alert = await waitFor(() => {
      const found = document.querySelector('[role="alert"]');
      if (!found) throw new Error('no alert yet');
      return found as HTMLElement;
    });
    expect(alert.textContent).toContain('Não foi possível salvar');
    expect(alert.textContent).toContain('Sem conexão');
    [...alert.querySelectorAll('button')].find((button) => button.textContent === 'Tentar novamente')?.click();
    expect(retry).toHaveBeenCalledOnce();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows successes as a status message', async () => {
    notifySuccess('Salvo');
    await waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toContain('Salvo'));
  });
});
