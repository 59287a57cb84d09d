/**
 * 'Marcar como pagos': one date and method for the batch, a reference per payout; the server
 * checks each and writes all or none (recordCashbackPayouts), its refusal naming the proposal.
 * Each reference is first checked at its field with the same domain schema (payoutInput).
 */
import { Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { cashbackLabels } from '@solarcred/domain/cashback/cashback-text';
import { payoutMethods, type PayoutMethod } from '@solarcred/domain/cashback/ledger';
import { payoutInput } from '@solarcred/domain/cashback/transitions';
import type { StoredCashbackCycle } from '@solarcred/domain/data/cashback';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { fieldErrorsOf } from '@solarcred/domain/handlers/parse';
import { dateBrToIso, isoToDateBr } from '@solarcred/domain/masks';
import { validation } from '@solarcred/domain/messages';
import { DayField } from '../../ui/form/day-field';
import { getBackend } from '../../backend';
import { DialogShell } from '../../ui/dialog/dialog-shell';
import { FormField } from '../../ui/form/form-field';
import { SelectField } from '../../ui/form/select-field';
import { runCommand } from '../../ui/run-command';
import { cycleName } from './cycle-row';
import { paymentsText as text } from './texts';

export function PayDialog({ cycles, onClose, onPaid }: { cycles: readonly StoredCashbackCycle[]; onClose: () => void; onPaid: () => void }) {
  const [dateText, setDateText] = useState(() => isoToDateBr(saoPauloDayKey(Date.now())) ?? '');
  const [forma, setForma] = useState<PayoutMethod>('pix');
  const [references, setReferences] = useState<Record<string, string>>({});
  const [dateError, setDateError] = useState<string | undefined>();
  const [referenceErrors, setReferenceErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = dateBrToIso(dateText);
    setDateError(data === null ? validation.dateInvalid : undefined);
    if (data === null) return;
    const pagamentos = cycles.map((cycle) => ({ propostaId: cycle.proposta_id, data_pagamento: data, valor_centavos: cycle.valor_centavos, forma, referencia: references[cycle.proposta_id] ?? '' }));
    const refused = Object.fromEntries(pagamentos.flatMap((payout) => {
      const parsed = payoutInput.safeParse(payout);
      const message = parsed.success ? undefined : fieldErrorsOf(parsed.error)['referencia'];
      return message ? [[payout.propostaId, message]] : [];
    }));
    setReferenceErrors(refused);
    if (Object.keys(refused).length > 0) return;
    setBusy(true);
    const ok = await runCommand(async () => (await getBackend()).cashback.pay({ pagamentos }), text.paid, text.payFailure);
    setBusy(false);
    if (ok) onPaid();
  };

  return (
    <DialogShell open onClose={onClose} title={text.payTitle(cycles.length)} busy={busy} onSubmit={(event) => void submit(event)}
      submit={{ label: text.paySubmit, colorPalette: 'orange' }}>
      <Stack gap="4">
        <DayField label={text.payDate} value={dateText} onChange={setDateText} error={dateError} />
        <SelectField label={text.payMethod} name="forma" placeholder="" value={forma} required
          options={payoutMethods.map((value) => ({ value, label: cashbackLabels.forma[value] }))}
          onChange={(event) => setForma(event.target.value as PayoutMethod)} />
        {cycles.map((cycle) => (
          <FormField key={cycle.proposta_id} label={text.reference(cycleName(cycle))} helper={text.referenceHint} required error={referenceErrors[cycle.proposta_id]}>
            <Input autoComplete="off" value={references[cycle.proposta_id] ?? ''}
              onChange={(event) => setReferences((current) => ({ ...current, [cycle.proposta_id]: event.target.value }))} />
          </FormField>
        ))}
      </Stack>
    </DialogShell>
  );
}
