/** 'Liberar crédito': the day the customer's credit was released; the cashback then falls due in 7 business days. */
import { useState, type FormEvent } from 'react';
import type { StoredCashbackCycle } from '@solarcred/domain/data/cashback';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { dateBrToIso, isoToDateBr } from '@solarcred/domain/masks';
import { validation } from '@solarcred/domain/messages';
import { DayField } from '../../ui/form/day-field';
import { getBackend } from '../../backend';
import { DialogShell } from '../../ui/dialog/dialog-shell';
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
      <DayField label={text.releaseDate} value={dateText} onChange={setDateText} error={error} />
    </DialogShell>
  );
}
