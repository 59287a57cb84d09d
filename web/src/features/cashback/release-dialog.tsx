/** 'Liberar crédito': the day the customer's credit was released; the cashback then falls due in 7 business days. */
import { Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { StoredCashbackCycle } from '@solarcred/domain/data/cashback';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { dateBrToIso, isoToDateBr, maskDate } from '@solarcred/domain/masks';
import { validation } from '@solarcred/domain/messages';
import { getBackend } from '../../backend';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { FormField } from '../../ui/form/form-field';
import { runCommand } from '../../ui/run-command';
import { cycleName } from './cycle-row';
import { paymentsText as text } from './texts';

export function ReleaseDialog({ cycle, onClose }: { cycle: StoredCashbackCycle; onClose: () => void }) {
  const [dateText, setDateText] = useState(() => isoToDateBr(saoPauloDayKey(Date.now())) ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = dateBrToIso(dateText);
    setError(data === null ? validation.dateInvalid : undefined);
    if (data === null) return;
    setBusy(true);
    const ok = await runCommand(async () => (await getBackend()).cashback.release({ propostaId: cycle.proposta_id, data_liberacao: data }), text.released, text.releaseFailure);
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <DialogShell open onClose={onClose} kind="confirm" title={text.releaseTitle(cycleName(cycle))} busy={busy} onSubmit={(event) => void submit(event)}
      submit={{ label: text.releaseSubmit, colorPalette: 'orange' }}>
      <FormField label={text.releaseDate} error={error} required>
        <Input inputMode="numeric" placeholder="DD/MM/AAAA" autoComplete="off" value={dateText} onChange={(event) => setDateText(maskDate(event.target.value))} />
      </FormField>
    </DialogShell>
  );
}
