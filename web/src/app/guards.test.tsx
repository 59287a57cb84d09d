import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { teamText } from '@solarcred/domain/team/team-text';
import { RequireArea } from './guards';

const created = vi.hoisted(() => [] as { title?: unknown }[]);
vi.mock('../ui/toast-region', () => ({
  toaster: { create: (toast: { title?: unknown }) => created.push(toast) },
  ToastRegion: () => null,
}));
const signOut = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../backend', async (original) => ({
  ...(await original<typeof import('../backend')>()),
  getBackend: async () => ({ auth: { signOut } }),
}));
vi.mock('../backend/use-session', () => ({
  useSession: () => ({
    status: 'signed-in',
    user: { uid: 'equipe-vendedor' },
    role: 'integrador',
    integrator: null,
    company: { id: 'int-aprovado', papel: 'vendedor', nome: 'Sol Nascente', status: 'aprovado', ativo: false },
  }),
}));

describe('RequireArea, for a member the titular deactivated', () => {
  // StrictMode (`npm run demo`) runs every effect twice; the person is still told once.
  it('says why once and signs the member out', async () => {
    render(
      <StrictMode>
        <MemoryRouter>
          <RequireArea area="integrator">página</RequireArea>
        </MemoryRouter>
      </StrictMode>,
    );
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    await waitFor(() => expect(created.length).toBeGreaterThan(0));
    expect(created.map((toast) => toast.title)).toEqual([teamText.deactivated]);
  });
});
