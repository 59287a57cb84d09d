/**
 * 'Repasse por marco' on 'Taxas e Linhas' (issue 48): per credit line, the tranches the financed
 * amount reaches the integrator in, each released by an installation milestone, in percent; the
 * sum shown as typed, every rule checked at its field by the callable's own schema
 * (fundingPlanInput), saved through updateFundingPlan (versioned: a change saved meanwhile by
 * someone else is refused and said); the value replaced shown on demand. An approval pins the plan
 * in force then.
 */
import { Alert, Button, chakra, Flex, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { bpsOfPercent, formatCashbackRate } from '@solarcred/domain/cashback/cashback-rates';
import { creditLineOptions, type CreditLineId } from '@solarcred/domain/credit/lines';
import { formatDateTime } from '@solarcred/domain/format';
import { fieldErrorsOf } from '@solarcred/domain/handlers/parse';
import { fundingPlanInput, fundingPlanLimits, formatPlan, planOf } from '@solarcred/domain/funding/plan';
import type { FundingPlan } from '@solarcred/domain/funding/types';
import { milestones, type MilestoneId } from '@solarcred/domain/installation/milestones';
import { parseDecimal } from '@solarcred/domain/validators';
import { getBackend } from '../../backend';
import { useLive } from '../../backend/use-live';
import { FormField } from '../../ui/form/form-field';
import { SelectField } from '../../ui/form/select-field';
import { notifySuccess } from '../../ui/toaster';
import { SettingsCard } from './settings-card';
import { useVersionedDraft } from './use-versioned-draft';

export const fundingPlanText = {
  title: 'Repasse por marco',
  help: 'Parcelas do valor financiado repassadas ao integrador, cada uma liberada por um marco da instalação. A soma deve ser 100%. Cada aprovação usa o plano em vigor; mudanças valem só para as aprovações seguintes.',
  milestone: (n: number) => `Marco da parcela ${n}`,
  percent: (n: number) => `% da parcela ${n}`,
  remove: (n: number) => `Remover parcela ${n}`,
  add: 'Adicionar parcela',
  sum: (value: string) => `Soma: ${value}`,
  save: 'Salvar plano',
  saved: 'Plano de repasse salvo',
  failure: 'Não foi possível salvar o plano de repasse',
  standard: 'Plano padrão (nunca alterado)',
  version: (versao: number, at: string) => `Versão ${versao} · alterada em ${at}`,
  changedMeanwhile: 'Este plano foi alterado por outra pessoa enquanto você editava. Salvar agora será recusado: recarregue os valores.',
  reload: 'Recarregar valores',
  previous: 'Versão anterior',
  noPrevious: 'Nenhuma versão anterior.',
  previousEntry: (versao: number, at: string) => (versao === 0 ? 'Plano padrão' : `Versão ${versao}, de ${at}`),
  loading: 'Carregando…',
  loadFailure: 'Não foi possível carregar os planos de repasse.',
} as const;
const text = fundingPlanText;

interface Row {
  /** Identity for React while rows come and go. */
  key: number;
  marco: MilestoneId | '';
  percentual: string;
}

const milestoneOptions = milestones.map((m) => ({ value: m.id, label: m.label }));

let nextKey = 0;
const rowsOf = (plan: FundingPlan): Row[] =>
  plan.parcelas.map((tranche) => ({ key: nextKey++, marco: tranche.marco, percentual: (tranche.percentual_bps / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 }) }));
/** The typed percent as the schema takes it: blank or malformed is NaN, which it refuses with its message. */
const percentOf = (typed: string): number => parseDecimal(typed.replace('%', '')) ?? Number.NaN;

/** The sum as typed, in basis points; null while a field is not a percentage with two decimals at most. */
function sumOf(rows: readonly Row[]): number | null {
  let total = 0;
  for (const row of rows) {
    const bps = bpsOfPercent(percentOf(row.percentual));
    if (bps === null) return null;
    total += bps;
  }
  return total;
}

function PlanForm({ id, label, plan }: { id: CreditLineId; label: string; plan: FundingPlan }) {
  const { draft: rows, change, reload, send, errors, setErrors, refusal, saving, versao, changedMeanwhile } = useVersionedDraft(plan, rowsOf, text.failure);
  const [showPrevious, setShowPrevious] = useState(false);

  const add = () => {
    const last = rows.at(-1)?.marco;
    const after = milestones.findIndex((m) => m.id === last) + 1;
    const free = milestones.slice(after).find((m) => !rows.some((row) => row.marco === m.id))?.id ?? '';
    change([...rows, { key: nextKey++, marco: free, percentual: '' }]);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const input = { id, versao, parcelas: rows.map((row) => ({ marco: row.marco || undefined, percentual: percentOf(row.percentual) })) };
    const parsed = fundingPlanInput.safeParse(input);
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error));
    if (!parsed.success) return;
    await send(
      async () => (await getBackend()).funding.updatePlan({ ...input, parcelas: input.parcelas.map((row) => ({ marco: row.marco as MilestoneId, percentual: row.percentual })) }),
      () => notifySuccess(text.saved, label, { brief: true }),
    );
  };

  const sum = sumOf(rows);
  const headingId = `plano-${id}`;
  const previous = plan.anterior;

  return (
    <chakra.form onSubmit={(event: FormEvent) => void save(event)} noValidate aria-labelledby={headingId} data-testid="funding-plan" data-line={id}
      borderTopWidth="1px" borderColor="border.muted" pt="4">
      <Stack gap="3">
        <Stack gap="0.5">
          <Text as="h3" id={headingId} fontWeight="semibold">{label}</Text>
          <Text fontSize="sm" color="fg.muted" data-testid="funding-plan-version">
            {plan.versao === 0 ? text.standard : text.version(plan.versao, formatDateTime(plan.updated_at))}
          </Text>
        </Stack>
        {changedMeanwhile && (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Content><Alert.Description>{text.changedMeanwhile}</Alert.Description></Alert.Content>
            <Button size="xs" variant="outline" onClick={reload}>{text.reload}</Button>
          </Alert.Root>
        )}
        <Stack as="ol" listStyleType="none" gap="3">
          {rows.map((row, index) => (
            <Flex as="li" key={row.key} gap="2" align="start" data-testid="funding-plan-row">
              <Text pt="2" minW="5" color="fg.muted" fontVariantNumeric="tabular-nums" aria-hidden>{index + 1}.</Text>
              <Flex gap="2" flex="1" wrap={{ base: 'wrap', sm: 'nowrap' }}>
                <chakra.div flex={{ base: '1 1 100%', sm: '1 1 auto' }}>
                  <SelectField label={text.milestone(index + 1)} error={errors[`parcelas.${index}.marco`]} value={row.marco} disabled={saving}
                    options={milestoneOptions} name={`marco-${id}-${index + 1}`}
                    onChange={(event) => change(rows.map((r) => (r.key === row.key ? { ...r, marco: event.target.value as MilestoneId | '' } : r)))} />
                </chakra.div>
                <chakra.div flex={{ base: '1 1 0', sm: '0 0 9rem' }}>
                  <FormField label={text.percent(index + 1)} error={errors[`parcelas.${index}.percentual`]}>
                    <Input inputMode="decimal" value={row.percentual} disabled={saving}
                      onChange={(event) => change(rows.map((r) => (r.key === row.key ? { ...r, percentual: event.target.value } : r)))} />
                  </FormField>
                </chakra.div>
                <IconButton aria-label={text.remove(index + 1)} size="sm" variant="ghost" colorPalette="red" mt="6" disabled={saving || rows.length <= fundingPlanLimits.minTranches}
                  onClick={() => change(rows.filter((r) => r.key !== row.key))}>
                  <chakra.span aria-hidden fontSize="lg">×</chakra.span>
                </IconButton>
              </Flex>
            </Flex>
          ))}
        </Stack>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Button size="sm" variant="outline" onClick={add} disabled={saving || rows.length >= fundingPlanLimits.maxTranches}>{text.add}</Button>
          <Text fontWeight="medium" fontVariantNumeric="tabular-nums" aria-live="polite" data-testid="funding-plan-sum"
            color={sum === fundingPlanLimits.totalBps ? 'fg' : 'fg.error'}>
            {text.sum(sum === null ? '—' : formatCashbackRate(sum))}
          </Text>
        </HStack>
        {errors['parcelas'] && <Text color="fg.error" fontSize="sm" role="alert" data-testid="funding-plan-error">{errors['parcelas']}</Text>}
        {refusal && <Text color="fg.error" fontSize="sm" role="alert" data-testid="funding-plan-refusal">{refusal}</Text>}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="orange" size="sm" loading={saving}>{text.save}</Button>
          <Button size="xs" variant="ghost" aria-expanded={showPrevious} onClick={() => setShowPrevious((open) => !open)}>{text.previous}</Button>
        </HStack>
        {showPrevious && (
          <Text fontSize="sm" color="fg.muted" data-testid="funding-plan-previous">
            {previous ? `${text.previousEntry(previous.versao, formatDateTime(previous.updated_at))}: ${formatPlan(previous.parcelas)}` : text.noPrevious}
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}

export function FundingPlanCard() {
  const plans = useLive((backend) => backend.funding.plans, 'funding-plans');
  return (
    <SettingsCard id="repasse-por-marco" title={text.title} help={text.help} value={plans} loadFailure={text.loadFailure}>
      {(stored) => creditLineOptions.map(({ value, label }) => (
        <PlanForm key={value} id={value} label={label} plan={planOf(stored.find((plan) => plan.id === value), value)} />
      ))}
    </SettingsCard>
  );
}
