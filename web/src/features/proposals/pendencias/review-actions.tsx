/** Admin: accept an answered item, or give it back with a note (it opens again for the integrator). */
import { Button, chakra, HStack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { pendingItemLimits, type PendingItem } from '@solarcred/domain/pending-items';
import { pendingItemsText as text } from '@solarcred/domain/pending-items-text';
import { getBackend } from '../../../backend';
import { FormField } from '../../../ui/form/form-field';
import { runCommand } from '../../../ui/run-command';
import { pendingUi } from './texts';

export function ReviewActions({ item }: { item: PendingItem }) {
  const [returning, setReturning] = useState(false);
  const [nota, setNota] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'aceitar' | 'devolver' | null>(null);

  const review = async (decisao: 'aceitar' | 'devolver') => {
    setBusy(decisao);
    const done = decisao === 'aceitar' ? text.accepted : text.returned;
    await runCommand(async () => (await getBackend()).pendingItems.review(item.proposta_id, item.id, decisao, decisao === 'devolver' ? nota.trim() : null), done, text.reviewFailure);
    setBusy(null);
  };

  const giveBack = (event: FormEvent) => {
    event.preventDefault();
    if (nota.trim() === '') {
      setError(text.noteRequired);
      return;
    }
    void review('devolver');
  };

  if (returning) {
    return (
      <chakra.form display="flex" flexDirection="column" gap="2" onSubmit={giveBack} noValidate aria-label={pendingUi.confirmGiveBack}>
        <FormField label={pendingUi.noteLabel} required error={error}>
          <Textarea rows={2} autoresize autoFocus value={nota} maxLength={pendingItemLimits.answer} onChange={(event) => setNota(event.target.value)} data-testid="pending-return-note" />
        </FormField>
        <HStack justify="flex-end" gap="2">
          <Button size="sm" variant="ghost" onClick={() => setReturning(false)} disabled={busy !== null}>{pendingUi.cancel}</Button>
          <Button type="submit" size="sm" colorPalette="orange" loading={busy === 'devolver'}>{pendingUi.confirmGiveBack}</Button>
        </HStack>
      </chakra.form>
    );
  }
  return (
    <HStack justify="flex-end" gap="2">
      <Button size="sm" variant="outline" onClick={() => setReturning(true)} disabled={busy !== null}>{pendingUi.giveBack}</Button>
      <Button size="sm" colorPalette="orange" onClick={() => void review('aceitar')} loading={busy === 'aceitar'}>{pendingUi.accept}</Button>
    </HStack>
  );
}
