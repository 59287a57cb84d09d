/** 'Registrar recuperação' (issue 45): the day the clawed-back cashback came back and the bank's reference; 'A recuperar' becomes 'Recuperado'. */
import { useState, type FormEvent } from 'react';
import { recoveryInput } from '@solarcred/domain/cashback/transitions';
import type { StoredCashbackCycle } from '@solarcred/domain/data/cashback';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { fieldErrorsOf } from '@solarcred/domain/handlers/parse';
import { dateBrToIso, isoToDateBr } from '@solarcred/domain/masks';
import { validation } from '@solarcred/domain/messages';
import { getBackend } from '../../backend';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { DayField } from '../../ui/form/day-field';
import { TextField } from '../../ui/form/text-field';
import { runCommand } from '../../ui/run-command';
import { cycleName } from './cycle-row';
import { paymentsText as text } from './texts';

export function RecoveryDialog({ cycle, onClose }: { cycle: StoredCashbackCycle; onClose: () => void }) {
  const [dateText, setDateText] = useState(() => isoToDateBr(saoPauloDayKey(Date.now())) ?? '');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ data?: string | undefined; referencia?: string | undefined }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = dateBrToIso(dateText);
    const parsed = recoveryInput.safeParse({ propostaId: cycle.proposta_id, data_recuperacao: data ?? '', referencia: reference });
    const referenceError = parsed.success ? undefined : fieldErrorsOf(parsed.error)['referencia'];
    setErrors({ data: data === null ? validation.dateInvalid : undefined, referencia: referenceError });
    if (data === null || !parsed.success) return;
    setBusy(true);
    const ok = await runCommand(async () => (await getBackend()).cashback.recover(parsed.data), text.recovered, text.recoverFailure);
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <DialogShell open onClose={onClose} kind="confirm" title={text.recoverTitle(cycleName(cycle))} busy={busy} onSubmit={(event) => void submit(event)}
      submit={{ label: text.recoverSubmit, colorPalette: 'orange' }}>
      <DayField label={text.recoverDate} value={dateText} onChange={setDateText} error={errors.data} />
      <TextField label={text.recoverReference} name="referencia-recuperacao" value={reference} onChange={(event) => setReference(event.target.value)} error={errors.referencia} required autoComplete="off" />
    </DialogShell>
  );
}
