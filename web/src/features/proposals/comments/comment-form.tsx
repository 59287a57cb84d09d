/**
 * The add-comment form: counts to 500 characters, refuses blank text and anything longer (the
 * send button stays disabled and the reason shows). A sent comment leaves the box at once and is
 * handed to the thread as pending (issue 46: it shows as 'Enviando…' until the listener brings the
 * stored one); if sending fails it comes back into the box, so nothing typed is lost. Each comment
 * goes under one client-generated id, kept while the same text is retried (a retry after a lost
 * answer stores it once) and renewed after success or when the text changes.
 */
import { Button, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { comments as limits } from '@solarcred/domain/constants';
import { severityOf } from '@solarcred/domain/errors';
import { commentsText as text } from '@solarcred/domain/messages';
import { commentError } from '@solarcred/domain/validators';
import { BackendError, getBackend } from '../../../backend';
import { notifyError, notifySuccess } from '../../../ui/toaster';

/** A comment sent and not yet delivered by the thread's listener. */
export interface PendingComment {
  id: string;
  text: string;
  /** 'sending' while the callable runs; 'sent' once it answered, until the listener delivers it. */
  status: 'sending' | 'sent';
}

interface CommentFormProps {
  proposalId: string;
  /** Told of the comment on its way (null when it failed and went back into the box). */
  onPending?: (pending: PendingComment | null) => void;
}

export function CommentForm({ proposalId, onPending }: CommentFormProps) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [touched, setTouched] = useState(false);
  // The id of the last unconfirmed attempt, with the proposal and text it carried.
  const attempt = useRef<{ id: string; proposalId: string; text: string } | null>(null);
  const error = commentError(draft);
  const tooLong = draft.length > limits.maxLength;
  // Blank is refused silently until the person tried to send; too long is said at once.
  const shownError = tooLong || touched ? error : null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error || sending) return;
    setSending(true);
    const sent = draft;
    // The box empties at once; the thread shows the comment as pending from now on.
    setDraft('');
    setTouched(false);
    try {
      const comments = (await getBackend()).comments;
      const same = attempt.current?.proposalId === proposalId && attempt.current.text === sent;
      if (!same || !attempt.current) attempt.current = { id: comments.newCommentId(), proposalId, text: sent };
      const { id } = attempt.current;
      onPending?.({ id, text: sent, status: 'sending' });
      await comments.add(proposalId, id, sent);
      attempt.current = null;
      onPending?.({ id, text: sent, status: 'sent' });
      notifySuccess(text.added);
    } catch (failure) {
      onPending?.(null);
      // Back into the box, before anything typed meanwhile: nothing typed is lost.
      setDraft((typed) => (typed.trim() ? `${sent}\n${typed}` : sent));
      const reason = failure instanceof BackendError && failure.message !== failure.code ? failure.message : undefined;
      notifyError(severityOf(failure), { title: text.addFailure, description: reason });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Field.Root invalid={Boolean(shownError)}>
        <Field.Label srOnly>Comentário</Field.Label>
        <Textarea value={draft} rows={3} autoresize placeholder={text.placeholder} onChange={(event) => setDraft(event.target.value)} />
        {shownError && <Field.ErrorText>{shownError}</Field.ErrorText>}
      </Field.Root>
      <HStack justify="space-between" mt="2">
        <Text fontSize="sm" color={tooLong ? 'fg.error' : 'fg.muted'} aria-live="polite" data-testid="comment-counter">
          {text.counter(draft.length, limits.maxLength)}
        </Text>
        <Button type="submit" size="sm" colorPalette="orange" disabled={error !== null} loading={sending}>
          {text.send}
        </Button>
      </HStack>
    </form>
  );
}
