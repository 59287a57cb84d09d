import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorsText } from '@solarcred/domain/messages';
import type { InvitationPreview } from '@solarcred/domain/team/invitation';
import { invitationText as text } from '@solarcred/domain/team/invitation-text';
import { teamText } from '@solarcred/domain/team/team-text';
import { consentText } from '@solarcred/domain/privacy/consent-text';
import { BackendError, type Session } from '../../backend';
import InvitationPage from './invitation-page';

const accept = vi.fn<(token: string) => Promise<{ empresa: string }>>();
const preview = vi.fn<(token: string) => Promise<InvitationPreview>>();
const signOut = vi.fn<() => Promise<void>>();
const getBackend = vi.fn(async () => ({ team: { accept, preview }, auth: { signOut } }));
vi.mock('../../backend', async (original) => ({
  ...(await original<typeof import('../../backend')>()),
  getBackend: () => getBackend(),
  warmBackend: () => undefined,
}));
let session: Session = { status: 'loading' };
vi.mock('../../backend/use-session', () => ({ useSession: () => session }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toaster', () => ({ notifySuccess: toasts.success, notifyError: toasts.error }));

const token = 'A'.repeat(40) + '_-9';
const signedIn = (role: 'integrador' | null): Session => ({
  status: 'signed-in',
  user: { uid: 'u1', email: 'vendedor@empresa.com.br' },
  role,
  profile: null,
  integrator: undefined,
  company: undefined,
});

const invitedAs: InvitationPreview = { empresa_nome: 'Sol Nascente Energia Ltda', nome: 'Bruno Lima', papel: 'vendedor', expira_em: Date.UTC(2026, 11, 3, 15) };

beforeEach(() => {
  preview.mockResolvedValue(invitedAs);
});

afterEach(() => {
  cleanup();
  accept.mockReset();
  preview.mockReset();
  signOut.mockReset();
  getBackend.mockClear();
  toasts.success.mockReset();
  toasts.error.mockReset();
});

function page(path = `/convite/${token}`) {
  const tree = () => (
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/convite/:token" element={<InvitationPage />} />
          <Route path="/integrator/dashboard" element={<p>painel</p>} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>
  );
  const view = render(tree());
  return { rerender: () => view.rerender(tree()) };
}

const heading = () => screen.getByRole('heading', { level: 1, name: text.title });
const acceptButton = () => screen.getByRole('button', { name: text.accept });
/** Issue 51: 'Li e aceito os Termos de Uso e a Política de Privacidade', required before accepting. */
async function tickTerms(): Promise<void> {
  const box = screen.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ });
  fireEvent.click(box);
  await waitFor(() => expect(box).toBeChecked());
}

describe('/convite/{token}', () => {
  it('says a malformed token is invalid without asking the backend, signed in or not', () => {
    session = signedIn('integrador');
    page('/convite/x');
    heading();
    expect(screen.getByRole('alert').textContent).toContain(teamText.invitationInvalid);
    expect(screen.queryByRole('button', { name: text.accept })).toBeNull();
    expect(getBackend).not.toHaveBeenCalled();
  });

  it('names the company that invites, the person and the role, signed out (issue 45)', async () => {
    session = { status: 'signed-out' };
    page();
    const summary = await screen.findByTestId('invitation-summary');
    expect(summary.textContent).toContain(text.greeting('Bruno Lima'));
    expect(summary.textContent).toContain(text.invitedBy('Sol Nascente Energia Ltda', 'Vendedor'));
    expect(summary.textContent).toContain(text.validUntil('03/12/2026'));
    expect(preview).toHaveBeenCalledWith(token);
    screen.getByRole('form', { name: 'Criar conta' });
  });

  it('a used or expired invitation is said at once, with no form to fill; a connection failure leaves the page as it was', async () => {
    session = { status: 'signed-out' };
    preview.mockReset();
    preview.mockRejectedValueOnce(new BackendError('failed-precondition', teamText.invitationExpired));
    page();
    expect((await screen.findByRole('alert')).textContent).toContain(teamText.invitationExpired);
    expect(screen.queryByRole('form', { name: 'Criar conta' })).toBeNull();
    expect(screen.queryByTestId('invitation-summary')).toBeNull();
    cleanup();

    preview.mockRejectedValueOnce(new BackendError('unavailable', 'Serviço indisponível.'));
    page();
    await waitFor(() => expect(preview).toHaveBeenCalledTimes(2));
    screen.getByRole('form', { name: 'Criar conta' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps its title while the session loads', () => {
    session = { status: 'loading' };
    page();
    heading();
    expect(screen.getByRole('status').textContent).toContain(text.loading);
  });

  it('signed out: explains, offers the sign-up form and switches to sign-in on the page', () => {
    session = { status: 'signed-out' };
    page();
    heading();
    screen.getByText(text.guestIntro);
    screen.getByRole('form', { name: 'Criar conta' });
    expect(screen.getByRole('heading', { name: 'Criar conta' }).tagName).toBe('H2');
    fireEvent.click(screen.getByRole('button', { name: text.toSignIn }));
    screen.getByRole('form', { name: 'Entrar' });
    expect(screen.queryByRole('form', { name: 'Criar conta' })).toBeNull();
  });

  it('a new account made here waits for its role, then the button takes the focus', () => {
    session = { status: 'signed-out' };
    const view = page();
    session = signedIn(null);
    view.rerender();
    const waiting = screen.getByRole('button', { name: text.preparing });
    expect(waiting).toBeDisabled();
    screen.getByText('vendedor@empresa.com.br');
    session = signedIn('integrador');
    view.rerender();
    expect(acceptButton()).toBeEnabled();
    expect(acceptButton()).toHaveFocus();
  });

  it('accepts, says so and goes to the dashboard', async () => {
    session = signedIn('integrador');
    accept.mockResolvedValueOnce({ empresa: 'int-aprovado' });
    page();
    // Opened signed in: the page starts at the top, no focus moved.
    expect(acceptButton()).not.toHaveFocus();
    // Without the box: its message, and nothing asked of the backend.
    fireEvent.click(acceptButton());
    await screen.findByText(consentText.boxRequired);
    expect(accept).not.toHaveBeenCalled();
    await tickTerms();
    fireEvent.click(acceptButton());
    await screen.findByText('painel');
    expect(accept).toHaveBeenCalledWith(token);
    expect(toasts.success).toHaveBeenCalledWith(text.joined);
  });

  it('a connection failure keeps the button; the retry joins', async () => {
    session = signedIn('integrador');
    accept.mockRejectedValueOnce(new BackendError('unavailable', 'Serviço indisponível.'));
    page();
    await tickTerms();
    fireEvent.click(acceptButton());
    expect((await screen.findByRole('alert')).textContent).toContain(errorsText.connectionRetry);
    accept.mockResolvedValueOnce({ empresa: 'int-aprovado' });
    fireEvent.click(acceptButton());
    await screen.findByText('painel');
    expect(accept).toHaveBeenCalledTimes(2);
  });

  it('a refusal shows the domain’s message and no retry; the other way is to sign out', async () => {
    session = signedIn('integrador');
    accept.mockRejectedValueOnce(new BackendError('failed-precondition', teamText.invitationUsed));
    signOut.mockResolvedValueOnce();
    page();
    await tickTerms();
    fireEvent.click(acceptButton());
    expect((await screen.findByRole('alert')).textContent).toContain(teamText.invitationUsed);
    expect(screen.queryByRole('button', { name: text.accept })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: text.switchAccount }));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
  });

  it('an account already in the team is offered its dashboard', async () => {
    session = signedIn('integrador');
    accept.mockRejectedValueOnce(new BackendError('already-exists', teamText.alreadyJoined));
    page();
    await tickTerms();
    fireEvent.click(acceptButton());
    expect((await screen.findByRole('alert')).textContent).toContain(teamText.alreadyJoined);
    fireEvent.click(screen.getByRole('link', { name: text.toDashboard }));
    await screen.findByText('painel');
  });
});
