import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentsText, validation } from '@solarcred/domain/messages';
import { CommentForm, type PendingComment } from './comment-form';

const add = vi.fn<(proposalId: string, commentId: string, text: string) => Promise<void>>();
let ids = 0;
const newCommentId = () => `c${++ids}`;
vi.mock('../../../backend', async (original) => ({
  ...(await original<typeof import('../../../backend')>()),
  getBackend: async () => ({ comments: { add, newCommentId } }),
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toaster', () => ({ notifySuccess: toasts.success, notifyError: toasts.error }));

// The test DOM may have no ResizeObserver; the autoresizing textarea only needs it to exist.
class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResize;

afterEach(() => {
  cleanup();
  add.mockReset();
  toasts.success.mockReset();
  toasts.error.mockReset();
});

function renderForm(onPending?: (pending: PendingComment | null) => void) {
  render(
    <ChakraProvider value={defaultSystem}>
      <CommentForm proposalId="p1" onPending={onPending} />
    </ChakraProvider>,
  );
  return { box: screen.getByRole('textbox', { name: 'Comentário' }), send: screen.getByRole('button', { name: commentsText.send }) };
}

describe('CommentForm', () => {
  it('counts to 500 and refuses the 501st character', () => {
    const { box, send } = renderForm();
    fireEvent.change(box, { target: { value: 'a'.repeat(500) } });
    expect(screen.getByTestId('comment-counter').textContent).toBe('500/500');
    expect(send).toBeEnabled();
    fireEvent.change(box, { target: { value: 'a'.repeat(501) } });
    expect(screen.getByTestId('comment-counter').textContent).toBe('501/500');
    expect(send).toBeDisabled();
    expect(screen.getByText(validation.commentTooLong)).toBeInTheDocument();
  });

  it('refuses blank text', () => {
    const { box, send } = renderForm();
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: '   \n ' } });
    expect(send).toBeDisabled();
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(add).not.toHaveBeenCalled();
  });

  it('sends, confirms and clears; a failed send keeps the text', async () => {
    const { box, send } = renderForm();
    add.mockRejectedValueOnce(new Error('offline'));
    fireEvent.change(box, { target: { value: 'Pode confirmar?' } });
    fireEvent.click(send);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ title: commentsText.addFailure })));
    expect(box).toHaveValue('Pode confirmar?');
    add.mockResolvedValueOnce();
    fireEvent.click(send);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(commentsText.added));
    expect(add).toHaveBeenLastCalledWith('p1', expect.any(String), 'Pode confirmar?');
    expect(box).toHaveValue('');
  });

  it('retries the same text under the same id; a new text or a new comment gets a new id', async () => {
    const { box, send } = renderForm();
    const failOnce = async () => {
      add.mockRejectedValueOnce(new Error('answer lost'));
      toasts.error.mockReset();
      fireEvent.click(send);
      await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    };
    fireEvent.change(box, { target: { value: 'Primeiro' } });
    await failOnce();
    await failOnce();
    add.mockResolvedValueOnce();
    fireEvent.click(send);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1));
    const [first, retry, success] = add.mock.calls.map((call) => call[1]);
    expect(retry).toBe(first);
    expect(success).toBe(first);

    fireEvent.change(box, { target: { value: 'Segundo' } });
    await failOnce();
    fireEvent.change(box, { target: { value: 'Segundo, corrigido' } });
    add.mockResolvedValueOnce();
    fireEvent.click(send);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(2));
    const later = add.mock.calls.slice(3).map((call) => call[1]);
    expect(new Set([first, ...later]).size).toBe(3);
  });

  it('hands the comment to the thread at once and, when sending fails, puts it back before what was typed meanwhile', async () => {
    const onPending = vi.fn<(pending: PendingComment | null) => void>();
    const { box, send } = renderForm(onPending);
    let fail = (_: Error) => undefined as void;
    add.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    fireEvent.change(box, { target: { value: 'Fatura enviada' } });
    fireEvent.click(send);
    // While the command runs: the box is empty and the thread holds the comment as being sent.
    expect(box).toHaveValue('');
    await waitFor(() => expect(onPending).toHaveBeenLastCalledWith({ id: expect.any(String), text: 'Fatura enviada', status: 'sending' }));
    fireEvent.change(box, { target: { value: 'E o RG' } });
    fail(new Error('offline'));
    await waitFor(() => expect(onPending).toHaveBeenLastCalledWith(null));
    expect(box).toHaveValue('Fatura enviada\nE o RG');
    expect(toasts.error).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ title: commentsText.addFailure }));

    add.mockResolvedValueOnce();
    fireEvent.change(box, { target: { value: 'Fatura enviada' } });
    fireEvent.click(send);
    await waitFor(() => expect(onPending).toHaveBeenLastCalledWith(expect.objectContaining({ text: 'Fatura enviada', status: 'sent' })));
  });
});
