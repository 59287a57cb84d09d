/**
 * 'Energia solar e tarifas' on 'Taxas e Linhas' (issue 49): the admin's energy settings
 * (publico/energia) — the systems' performance ratio, the yearly tariff growth, the margin above
 * which an installment larger than the savings is flagged, and the tariff table per distributor
 * (TE, TUSD, Fio B in R$/MWh, taxes in %) with its source and validity. Every value is checked at
 * its field by the callable's own schema (energySettingsInput), saved through updateEnergySettings
 * (versioned: a change saved meanwhile by someone else is said at once and its save refused); the
 * replaced versions are read only when opened (ten at most: the admin's reads stay flat).
 */
import { Alert, Box, Button, chakra, Grid, HStack, Input, List, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { distributorIds, distributors, type DistributorId } from '@solarcred/domain/energy/distributors';
import { energySettingsInput } from '@solarcred/domain/energy/settings';
import type { DistributorTariff, EnergySettings } from '@solarcred/domain/energy/types';
import { formatDateTime } from '@solarcred/domain/format';
import { fieldErrorsOf } from '@solarcred/domain/handlers/parse';
import { parseDecimal } from '@solarcred/domain/validators';
import { getBackend } from '../../backend';
import { useLive } from '../../backend/use-live';
import { FormField } from '../../ui/form/form-field';
import { notifySuccess } from '../../ui/toaster';
import { SettingsCard } from './settings-card';
import { useVersionedDraft } from './use-versioned-draft';

export const energySettingsText = {
  title: 'Energia solar e tarifas',
  help: 'Valores usados para dimensionar o sistema pela conta de luz e estimar a economia ao lado de cada parcela (Lei 14.300/2022). Valem para as próximas propostas; as já enviadas guardam a versão que usaram.',
  performanceRatio: 'Fator de desempenho (PR)',
  performanceRatioHelp: 'De 0,50 a 0,95 (padrão 0,80): perdas do sistema entre o painel e a rede.',
  tariffGrowth: 'Reajuste anual da tarifa (%)',
  tariffGrowthHelp: 'De 0% a 20% ao ano, aplicado mês a mês sobre o prazo do financiamento.',
  margin: 'Margem da parcela sobre a economia (%)',
  marginHelp: 'De 0% a 100%: acima disso a parcela é sinalizada como risco na análise.',
  tableTitle: 'Tarifas B1 residencial por distribuidora (sem impostos)',
  tableHelp: 'TE, TUSD e Fio B em R$/MWh, como a ANEEL homologa; impostos (ICMS + PIS/COFINS) em % da conta. O Fio B é parte da TUSD.',
  distributor: 'Distribuidora',
  te: 'TE (R$/MWh)',
  tusd: 'TUSD (R$/MWh)',
  fioB: 'Fio B (R$/MWh)',
  taxes: 'Impostos (%)',
  source: 'Fonte da tabela',
  validity: 'Vigência da tabela',
  validityHelp: 'Ex.: 2025-05 ou "reajuste de abril/2025".',
  save: 'Salvar configurações de energia',
  saved: 'Configurações de energia salvas',
  failure: 'Não foi possível salvar as configurações de energia',
  standard: 'Valores padrão do sistema (nunca alterados)',
  version: (versao: number, at: string) => `Versão ${versao} · salva em ${at}`,
  changedMeanwhile: 'As configurações de energia foram alteradas por outra pessoa enquanto você editava. Salvar agora será recusado: recarregue os valores.',
  reload: 'Recarregar valores',
  invalidSummary: 'Corrija os campos marcados antes de salvar.',
  history: 'Versões anteriores',
  noHistory: 'Nenhuma versão anterior.',
  historyFailure: 'Não foi possível carregar as versões anteriores.',
  historyEntry: (versao: number, at: string) => (versao === 0 ? 'Versão 0: valores padrão do sistema' : `Versão ${versao}, salva em ${at}`),
  historySummary: (settings: EnergySettings) =>
    `PR ${decimal(settings.performance_ratio, 2)} · reajuste ${decimal(settings.crescimento_tarifa_aa_pct)}% a.a. · margem ${decimal(settings.margem_parcela_pct)}% · tabela: ${settings.tarifas_fonte} (${settings.tarifas_vigencia})`,
  loading: 'Carregando…',
  loadFailure: 'Não foi possível carregar as configurações de energia.',
} as const;
const text = energySettingsText;

/** How many replaced versions the card shows (one bounded query, only when opened). */
const shownVersions = 10;

function decimal(value: number, minimumFractionDigits = 0): string {
  return value.toLocaleString('pt-BR', { minimumFractionDigits, maximumFractionDigits: 4, useGrouping: false });
}

const tariffKeys = ['te_reais_mwh', 'tusd_reais_mwh', 'fio_b_reais_mwh', 'impostos_pct'] as const satisfies readonly (keyof DistributorTariff)[];
type TariffKey = (typeof tariffKeys)[number];
const tariffLabels: Record<TariffKey, string> = { te_reais_mwh: text.te, tusd_reais_mwh: text.tusd, fio_b_reais_mwh: text.fioB, impostos_pct: text.taxes };

/** The form as typed: every number a string (pt-BR decimals), parsed only on save. */
interface Draft {
  performance_ratio: string;
  crescimento_tarifa_aa_pct: string;
  margem_parcela_pct: string;
  tarifas: Record<DistributorId, Record<TariffKey, string>>;
  tarifas_fonte: string;
  tarifas_vigencia: string;
}

const draftOf = (settings: EnergySettings): Draft => ({
  performance_ratio: decimal(settings.performance_ratio, 2),
  crescimento_tarifa_aa_pct: decimal(settings.crescimento_tarifa_aa_pct),
  margem_parcela_pct: decimal(settings.margem_parcela_pct),
  tarifas: Object.fromEntries(
    distributorIds.map((id) => [id, Object.fromEntries(tariffKeys.map((key) => [key, decimal(settings.tarifas[id][key])]))]),
  ) as Draft['tarifas'],
  tarifas_fonte: settings.tarifas_fonte,
  tarifas_vigencia: settings.tarifas_vigencia,
});

/** A typed number as the schema takes it: blank or malformed is NaN, which it refuses with the field's message. */
const numberOf = (typed: string): number => parseDecimal(typed.replace('%', '')) ?? Number.NaN;

const inputOf = (draft: Draft, versao: number) => ({
  versao,
  performance_ratio: numberOf(draft.performance_ratio),
  crescimento_tarifa_aa_pct: numberOf(draft.crescimento_tarifa_aa_pct),
  margem_parcela_pct: numberOf(draft.margem_parcela_pct),
  tarifas: Object.fromEntries(
    distributorIds.map((id): [DistributorId, DistributorTariff] => {
      const row = draft.tarifas[id];
      return [id, { te_reais_mwh: numberOf(row.te_reais_mwh), tusd_reais_mwh: numberOf(row.tusd_reais_mwh), fio_b_reais_mwh: numberOf(row.fio_b_reais_mwh), impostos_pct: numberOf(row.impostos_pct) }];
    }),
  ) as Record<DistributorId, DistributorTariff>,
  tarifas_fonte: draft.tarifas_fonte,
  tarifas_vigencia: draft.tarifas_vigencia,
});

function VersionList() {
  const versions = useLive((backend) => backend.energy.versions(shownVersions), 'energy-versions');
  if (versions.status === 'loading') return <Text fontSize="sm" color="fg.muted">{text.loading}</Text>;
  if (versions.status === 'error') return <Text fontSize="sm" color="fg.error" role="alert">{text.historyFailure}</Text>;
  if (versions.data.length === 0) return <Text fontSize="sm" color="fg.muted">{text.noHistory}</Text>;
  return (
    <List.Root gap="2" ps="4" data-testid="energy-versions">
      {versions.data.map((version) => (
        <List.Item key={version.versao} fontSize="sm" data-testid="energy-version">
          <Text fontWeight="medium">{text.historyEntry(version.versao, formatDateTime(version.atualizado_em))}</Text>
          <Text color="fg.muted" overflowWrap="anywhere">{text.historySummary(version)}</Text>
        </List.Item>
      ))}
    </List.Root>
  );
}

function TariffRow({ id, values, errors, disabled, onChange }: {
  id: DistributorId;
  values: Record<TariffKey, string>;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (key: TariffKey, value: string) => void;
}) {
  const nameId = `tarifa-${id}`;
  const { nome, uf } = distributors[id];
  return (
    <Grid role="group" aria-labelledby={nameId} data-testid="energy-tariff-row" data-distributor={id}
      templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: '13rem repeat(4, minmax(0, 1fr))' }} gap="2" alignItems="start"
      borderTopWidth="1px" borderColor="border.muted" pt="2">
      <Text id={nameId} gridColumn={{ base: '1 / -1', md: 'auto' }} fontWeight="medium" fontSize="sm" pt={{ md: '2' }}>{`${nome} (${uf})`}</Text>
      {tariffKeys.map((key) => (
        <FormField key={key} label={tariffLabels[key]} error={errors[`tarifas.${id}.${key}`]}>
          <Input size="sm" inputMode="decimal" value={values[key]} disabled={disabled} name={`${id}-${key}`} onChange={(event) => onChange(key, event.target.value)} />
        </FormField>
      ))}
    </Grid>
  );
}

function SettingsForm({ settings }: { settings: EnergySettings }) {
  const { draft, change, reload, send, errors, setErrors, refusal, setRefusal, saving, versao, changedMeanwhile } = useVersionedDraft(settings, draftOf, text.failure);
  const [showHistory, setShowHistory] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const setTariff = (id: DistributorId, key: TariffKey, value: string) =>
    change({ ...draft, tarifas: { ...draft.tarifas, [id]: { ...draft.tarifas[id], [key]: value } } });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const input = inputOf(draft, versao);
    const parsed = energySettingsInput.safeParse(input);
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error));
    if (!parsed.success) {
      setRefusal(text.invalidSummary);
      // The keyboard goes to the first field to correct once its message is shown.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus());
      return;
    }
    await send(async () => (await getBackend()).energy.update(input), () => notifySuccess(text.saved, undefined, { brief: true }));
  };

  const field = (key: 'performance_ratio' | 'crescimento_tarifa_aa_pct' | 'margem_parcela_pct', label: string, helper: string) => (
    <FormField label={label} helper={helper} error={errors[key]}>
      <Input inputMode="decimal" value={draft[key]} disabled={saving} name={key} onChange={(event) => change({ ...draft, [key]: event.target.value })} />
    </FormField>
  );

  return (
    <chakra.form ref={form} onSubmit={(event: FormEvent) => void save(event)} noValidate aria-labelledby="energia-solar" data-testid="energy-settings">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted" data-testid="energy-settings-version">
          {settings.versao === 0 ? text.standard : text.version(settings.versao, formatDateTime(settings.atualizado_em))}
        </Text>
        {changedMeanwhile && (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Content><Alert.Description>{text.changedMeanwhile}</Alert.Description></Alert.Content>
            <Button size="xs" variant="outline" onClick={reload}>{text.reload}</Button>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {field('performance_ratio', text.performanceRatio, text.performanceRatioHelp)}
          {field('crescimento_tarifa_aa_pct', text.tariffGrowth, text.tariffGrowthHelp)}
          {field('margem_parcela_pct', text.margin, text.marginHelp)}
        </SimpleGrid>
        <Stack as="section" gap="2" aria-labelledby="tarifas-distribuidoras">
          <Stack gap="0.5">
            <Text as="h3" id="tarifas-distribuidoras" fontWeight="semibold">{text.tableTitle}</Text>
            <Text fontSize="sm" color="fg.muted">{text.tableHelp}</Text>
          </Stack>
          {/* The columns' names once on wide screens (each field keeps its own label for assistive technology). */}
          <Grid aria-hidden hideBelow="md" templateColumns="13rem repeat(4, minmax(0, 1fr))" gap="2" fontSize="xs" color="fg.muted" fontWeight="medium">
            <Text>{text.distributor}</Text>
            {tariffKeys.map((key) => <Text key={key}>{tariffLabels[key]}</Text>)}
          </Grid>
          <Box css={{ '@media (min-width: 48rem)': { '& [data-testid=energy-tariff-row] label': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } } }}>
            <Stack gap="2">
              {distributorIds.map((id) => (
                <TariffRow key={id} id={id} values={draft.tarifas[id]} errors={errors} disabled={saving} onChange={(key, value) => setTariff(id, key, value)} />
              ))}
            </Stack>
          </Box>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={text.source} error={errors['tarifas_fonte']}>
            <Input value={draft.tarifas_fonte} disabled={saving} name="tarifas_fonte" onChange={(event) => change({ ...draft, tarifas_fonte: event.target.value })} />
          </FormField>
          <FormField label={text.validity} helper={text.validityHelp} error={errors['tarifas_vigencia']}>
            <Input value={draft.tarifas_vigencia} disabled={saving} name="tarifas_vigencia" onChange={(event) => change({ ...draft, tarifas_vigencia: event.target.value })} />
          </FormField>
        </SimpleGrid>
        {refusal && <Text color="fg.error" fontSize="sm" role="alert" data-testid="energy-settings-refusal">{refusal}</Text>}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="orange" size="sm" loading={saving}>{text.save}</Button>
          <Button size="xs" variant="ghost" aria-expanded={showHistory} onClick={() => setShowHistory((open) => !open)}>{text.history}</Button>
        </HStack>
        {showHistory && <VersionList />}
        <VisuallyHidden aria-live="polite">{saving ? text.loading : ''}</VisuallyHidden>
      </Stack>
    </chakra.form>
  );
}

export function EnergySettingsCard() {
  const settings = useLive((backend) => backend.energy.settings, 'energy-settings');
  return (
    <SettingsCard id="energia-solar" title={text.title} help={text.help} value={settings} loadFailure={text.loadFailure} loadingTestId="energy-settings-loading">
      {(data) => <SettingsForm settings={data} />}
    </SettingsCard>
  );
}
