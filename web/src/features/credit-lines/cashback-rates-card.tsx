/**
 * 'Cashback por linha' on 'Taxas e Linhas' (issue 27): each line's cashback in percent of the
 * financed amount, saved through updateCashbackRate (versioned: who, when, the value replaced);
 * an approval applies the rate in force and records its version.
 */
import { Button, Flex, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { cashbackRateInput, formatCashbackRate, percentOfBps, type CashbackRate } from '@solarcred/domain/cashback/cashback-rates';
import { creditLineOptions, type CreditLineId } from '@solarcred/domain/credit/lines';
import { formatDateTime } from '@solarcred/domain/format';
import { parseDecimal } from '@solarcred/domain/validators';
import { getBackend } from '../../backend';
import { useLive } from '../../backend/use-live';
import { FormField } from '../../ui/form/form-field';
import { runCommand } from '../../ui/run-command';
import { SettingsCard } from './settings-card';

export const cashbackRatesText = {
  title: 'Cashback por linha',
  help: 'Percentual do valor financiado pago ao integrador. Cada aprovação usa o percentual em vigor e guarda a versão; 0 desliga o cashback da linha.',
  field: (line: string) => `Cashback: ${line} (%)`,
  none: 'Sem cashback',
  current: (rate: string, version: number, at: string) => `${rate} · versão ${version} · ${at}`,
  save: 'Salvar',
  saved: 'Cashback salvo',
  failure: 'Não foi possível salvar o cashback',
  loadFailure: 'Não foi possível carregar o cashback das linhas.',
} as const;

function RateRow({ id, label, rate }: { id: CreditLineId; label: string; rate: CashbackRate | undefined }) {
  const [text, setText] = useState(() => (rate ? String(percentOfBps(rate.valor)).replace('.', ',') : ''));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const input = { id, percentual: parseDecimal(text) ?? Number.NaN, versao: rate?.versao ?? 0 };
    const parsed = cashbackRateInput.safeParse(input);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    setBusy(true);
    await runCommand(async () => (await getBackend()).cashback.updateRate(input), cashbackRatesText.saved, cashbackRatesText.failure, { brief: true });
    setBusy(false);
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate data-testid="cashback-rate" data-line={id}>
      <Flex gap="3" align="end" wrap="wrap">
        <FormField label={cashbackRatesText.field(label)} error={error}
          helper={rate ? cashbackRatesText.current(formatCashbackRate(rate.valor), rate.versao, formatDateTime(rate.updated_at)) : cashbackRatesText.none}>
          <Input inputMode="decimal" maxW="32" value={text} onChange={(event) => setText(event.target.value)} disabled={busy} />
        </FormField>
        <Button type="submit" variant="outline" loading={busy} mb="6">{cashbackRatesText.save}</Button>
      </Flex>
    </form>
  );
}

export function CashbackRatesCard() {
  const rates = useLive((backend) => backend.cashback.rates, 'cashback-rates');
  return (
    <SettingsCard id="cashback-por-linha" title={cashbackRatesText.title} help={cashbackRatesText.help} value={rates} loadFailure={cashbackRatesText.loadFailure}>
      {(stored) => creditLineOptions.map(({ value, label }) => (
        // Keyed by version: a save (here or by another admin) refills the field with the stored value.
        <RateRow key={`${value}:${stored.find((rate) => rate.id === value)?.versao ?? 0}`} id={value} label={label} rate={stored.find((rate) => rate.id === value)} />
      ))}
    </SettingsCard>
  );
}
