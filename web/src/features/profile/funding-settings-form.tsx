/**
 * /admin/settings 'Prazo dos repasses' (issue 48): the business days from a tranche's release (its
 * milestone marked) to its payout, after which it is late; stored once in config/repasses (the
 * rules check the same bounds) and read by the trigger when it releases a tranche.
 */
import { Text } from '@chakra-ui/react';
import { fundingSettingsInput, fundingSettingsLimits, settingsOf, type FundingSettingsInput } from '@solarcred/domain/funding/plan';
import { getBackend } from '../../backend';
import { useLive } from '../../backend/use-live';
import { NumberSettingsForm, type ParsedSettings } from '../../ui/form/number-settings-form';

export const fundingSettingsText = {
  title: 'Prazo dos repasses',
  help: 'Dias úteis entre a liberação de uma parcela (o seu marco marcado) e o pagamento; depois disso ela aparece como atrasada. Feriados nacionais não contam. Vale para as parcelas liberadas a partir de agora.',
  field: 'Prazo para pagar uma parcela liberada',
  unit: 'dias úteis',
  save: 'Salvar prazo',
  saved: 'Prazo dos repasses salvo',
  saveFailure: 'Não foi possível salvar o prazo dos repasses',
  loadFailure: 'Não foi possível carregar o prazo dos repasses. Recarregue a página para editá-lo.',
} as const;

type Key = 'prazo_dias_uteis';
const fields = [{ key: 'prazo_dias_uteis' as const, label: fundingSettingsText.field }];

function parse(values: Record<Key, number | null>): ParsedSettings<Key, FundingSettingsInput> {
  const parsed = fundingSettingsInput.safeParse({ prazo_dias_uteis: values.prazo_dias_uteis ?? Number.NaN });
  if (parsed.success) return { data: parsed.data };
  return { errors: { prazo_dias_uteis: parsed.error.issues[0]?.message } };
}

/** The form once config/repasses has loaded (the default, 2, when it was never saved). */
export function FundingSettingsForm() {
  const live = useLive((backend) => backend.funding.settings, 'funding-settings');
  if (live.status === 'loading') return <Text color="fg.muted" fontSize="sm">Carregando…</Text>;
  // Not the default in place of a value it could not read: saving it would overwrite the stored one.
  if (live.status === 'error') return <Text color="fg.error" fontSize="sm" role="alert">{fundingSettingsText.loadFailure}</Text>;
  const initial = settingsOf(live.data);
  return (
    // Keyed by the stored value: a save elsewhere refills the field.
    <NumberSettingsForm key={initial.prazo_dias_uteis} testId="funding-settings-form" fields={fields} initial={initial} help={fundingSettingsText.help}
      unit={fundingSettingsText.unit} limits={fundingSettingsLimits} parse={parse} text={fundingSettingsText}
      save={async (value) => (await getBackend()).funding.saveSettings(value)} />
  );
}
