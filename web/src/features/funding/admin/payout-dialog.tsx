/**
 * 'Registrar pagamento': the chosen approved tranches (at most 50), each with its day, method and
 * reference (checked at the field with the callable's own schema before anything is sent), where
 * the money goes (the company's payout destination) and, for a PIX key, the BR Code to pay it.
 * The server writes all or none; its refusal names the proposal and stays on the dialog.
 */
import { Alert, Stack } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { StoredPayoutDestination } from '@solarcred/domain/cashback/payout-destination';
import { tranchePayoutBatchLimit, tranchePayoutInput, type TranchePayoutInput } from '@solarcred/domain/funding/transitions';
import type { FundingPayoutMethod, StoredTranche } from '@solarcred/domain/funding/types';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { fieldErrorsOf } from '@solarcred/domain/handlers/parse';
import { dateBrToIso, isoToDateBr } from '@solarcred/domain/masks';
import { validation } from '@solarcred/domain/messages';
import { getBackend } from '../../../backend';
import { DialogShell } from '../../../ui/dialog/dialog-shell';
import { notifySuccess } from '../../../ui/toaster';
import { PayoutRow, type PayoutDraft, type PayoutErrors } from './payout-row';
import { refusalOf } from './refusal';
import { fundingsText as text } from './texts';

export const payoutBatchMax = tranchePayoutBatchLimit;

/** The destinations of the batch's companies: loading, read (missing ones absent), or failed. */
export type Destinations = ReadonlyMap<string, StoredPayoutDestination> | 'loading' | 'error';

export function PayoutDialog({ tranches, onClose, onPaid }: { tranches: readonly StoredTranche[]; onClose: () => void; onPaid: () => void }) {
  const [drafts, setDrafts] = useState<Record<string, PayoutDraft>>(() => {
    const today = isoToDateBr(saoPauloDayKey(Date.now())) ?? '';
    return Object.fromEntries(tranches.map((tranche) => [tranche.id, { data: today, forma: 'pix' as FundingPayoutMethod, referencia: '' }]));
  });
  const [errors, setErrors] = useState<Record<string, PayoutErrors>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [destinations, setDestinations] = useState<Destinations>('loading');
  const companies = [...new Set(tranches.map((tranche) => tranche.integrador_id))].sort().join(',');
  useEffect(() => {
    let active = true;
    void getBackend()
      .then((backend) => backend.cashback.readDestinations(companies.split(',')))
      .then((read) => active && setDestinations(new Map(read.map((destination) => [destination.id, destination]))), () => active && setDestinations('error'));
    return () => {
      active = false;
    };
  }, [companies]);

  const change = (id: string, patch: Partial<PayoutDraft>) => setDrafts((current) => ({ ...current, [id]: { ...(current[id] as PayoutDraft), ...patch } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Record<string, PayoutErrors> = {};
    const pagamentos: TranchePayoutInput[] = tranches.map((tranche) => {
      const draft = drafts[tranche.id] as PayoutDraft;
      const data = dateBrToIso(draft.data);
      const payout = { propostaId: tranche.proposta_id, parcela: tranche.parcela, valor_centavos: tranche.valor_centavos, data_pagamento: data ?? '', forma: draft.forma, referencia: draft.referencia };
      const parsed = tranchePayoutInput.safeParse(payout);
      const fields = parsed.success ? {} : fieldErrorsOf(parsed.error);
      const rowErrors: PayoutErrors = {
        data: data === null ? validation.dateInvalid : fields['data_pagamento'],
        forma: fields['forma'],
        referencia: fields['referencia'],
      };
      if (rowErrors.data || rowErrors.forma || rowErrors.referencia) found[tranche.id] = rowErrors;
      return payout;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setRefusal(null);
    const refused = await refusalOf(async () => (await getBackend()).funding.pay({ pagamentos }), text.payFailure);
    setBusy(false);
    if (refused !== null) {
      setRefusal(refused);
      return;
    }
    notifySuccess(text.paid);
    onPaid();
  };

  return (
    <DialogShell open onClose={onClose} title={text.payTitle(tranches.length)} busy={busy} onSubmit={(event) => void submit(event)}
      submit={{ label: text.paySubmit, colorPalette: 'orange' }}>
      {refusal && (
        <Alert.Root status="error" data-testid="payout-refusal">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{text.payFailure}</Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack as="ul" listStyleType="none" gap="4">
        {tranches.map((tranche) => (
          <PayoutRow key={tranche.id} tranche={tranche} draft={drafts[tranche.id] as PayoutDraft} errors={errors[tranche.id]} disabled={busy}
            destinations={destinations} onChange={(patch) => change(tranche.id, patch)} />
        ))}
      </Stack>
    </DialogShell>
  );
}
