/**
 * The proposal's energy bill and savings (issue 49) in its 'Proposta' tab, for the admin's review
 * and the integrator alike: 'Economia estimada' beside 'Parcela', their ratio and the risk flag
 * when the installment passes the savings by more than the admin's margin; the sizing (suggested
 * against quoted kWp); the bill's facts and the alerts lenders ask about. All of it as
 * createProposal stored it (conta_luz, energia): nothing is recomputed here.
 */
import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { distributors, isDistributorId } from '@solarcred/domain/energy/distributors';
import { energyText } from '@solarcred/domain/energy/energy-text';
import type { BillFacts, EnergyAnalysis } from '@solarcred/domain/energy/types';
import { formatBRL } from '@solarcred/domain/format';
import { FieldList } from '../../../ui/field-list';

function Figure({ label, cents, testId }: { label: string; cents: number; testId: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">{label}</Text>
      <Text fontSize="lg" fontWeight="bold">{energyText.perMonth(cents)}</Text>
    </Box>
  );
}

const monthText = (reference: string) => (/^\d{4}-\d{2}$/.test(reference) ? `${reference.slice(5)}/${reference.slice(0, 4)}` : reference);

function SavingsBesideInstallment({ energy }: { energy: EnergyAnalysis }) {
  return (
    <Stack gap="2" data-testid="energy-savings">
      <SimpleGrid columns={2} gap="3">
        <Figure label={energyText.savingsLabel} cents={energy.economia_media_centavos} testId="energy-savings-value" />
        <Figure label={energyText.installmentLabel} cents={energy.parcela_centavos} testId="energy-installment-value" />
      </SimpleGrid>
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium" data-testid="energy-ratio">{energyText.ratio(energy.razao)}</Text>
        {energy.acima_da_margem && <Badge colorPalette="red" variant="solid" data-testid="energy-risk-flag">{energyText.aboveMarginFlag}</Badge>}
      </HStack>
      {energy.acima_da_margem && <Text fontSize="sm" color="fg.error">{energyText.aboveMarginDetail(energy.margem_parcela_pct)}</Text>}
      <Text fontSize="xs" color="fg.muted">{energyText.savingsAverageNote(energy.meses)}</Text>
    </Stack>
  );
}

function sizingEntries(energy: EnergyAnalysis) {
  return [
    { label: energyText.sizingSuggested, value: energyText.kwp(energy.kwp_sugerido) },
    { label: energyText.reviewQuotedKwp, value: energyText.kwp(energy.kwp_usado) },
    { label: energyText.sizingGeneration, value: energyText.kwhPerMonth(energy.geracao_mensal_kwh) },
    { label: energyText.reviewAverageConsumption, value: energyText.kwhPerMonth(energy.consumo_medio_kwh) },
    { label: energyText.reviewIrradiation, value: energyText.reviewIrradiationValue(energy.irradiacao_kwh_m2_dia, energy.irradiacao_origem, energy.performance_ratio) },
    { label: energyText.billFields.tarifa_reais_kwh, value: energyText.reaisPerKwh(energy.tarifa_reais_kwh) },
    { label: energyText.reviewBillBefore, value: formatBRL(energy.conta_antes_centavos) },
    { label: energyText.reviewBillAfter, value: formatBRL(energy.conta_depois_primeiro_mes_centavos) },
  ];
}

function factEntries(facts: BillFacts) {
  const labels = energyText.billFields;
  const months = facts.consumo_kwh;
  return [
    { label: labels.distribuidora, value: isDistributorId(facts.distribuidora) ? distributors[facts.distribuidora].nome : '' },
    { label: labels.titular, value: facts.titular },
    { label: labels.uc, value: facts.uc },
    { label: labels.classe, value: facts.classe },
    { label: labels.subgrupo, value: facts.subgrupo === '' ? '' : energyText.subgroupLabels[facts.subgrupo] },
    { label: labels.ligacao, value: facts.ligacao === '' ? '' : energyText.connectionLabels[facts.ligacao] },
    { label: labels.mes_referencia, value: monthText(facts.mes_referencia) },
    {
      label: labels.consumo_kwh,
      value: months.length === 0 ? '' : `${months.map((kwh) => kwh.toLocaleString('pt-BR')).join(' · ')} (${energyText.consumptionAverage(months.reduce((a, b) => a + b, 0) / months.length, months.length)})`,
    },
    { label: labels.tarifa_reais_kwh, value: facts.tarifa_reais_kwh === null ? '' : energyText.reaisPerKwh(facts.tarifa_reais_kwh) },
    { label: labels.valor_total_centavos, value: facts.valor_total_centavos === null ? '' : formatBRL(facts.valor_total_centavos) },
  ];
}

/**
 * Shown when the proposal carries the bill's facts or an analysis (proposals before issue 49 carry neither).
 * Without an analysis, why: no saved simulation (no installment to compare), else facts the analysis lacked.
 */
export function EnergySection({ facts, energy, hasSimulation = true }: { facts: BillFacts | null; energy: EnergyAnalysis | null; hasSimulation?: boolean }) {
  if (!facts && !energy) return null;
  return (
    <Stack gap="3" data-testid="energy-section" borderWidth="1px" borderRadius="md" p="3" borderColor={energy?.acima_da_margem ? 'border.error' : 'border'}>
      <Text as="h3" fontWeight="semibold">{energyText.reviewTitle}</Text>
      {energy ? <SavingsBesideInstallment energy={energy} /> : <Text fontSize="sm" color="fg.muted">{hasSimulation ? energyText.reviewNoAnalysis : energyText.reviewNoSimulation}</Text>}
      {facts && facts.alertas.length > 0 && (
        <Stack gap="1" bg="bg.warning" borderWidth="1px" borderColor="border.warning" borderRadius="md" p="2" data-testid="energy-bill-alerts">
          <Text fontSize="sm" fontWeight="semibold">{energyText.billAlertsTitle}</Text>
          {facts.alertas.map((alert) => <Text key={alert} fontSize="sm">{energyText.billAlert[alert]}</Text>)}
        </Stack>
      )}
      {energy && <FieldList title={energyText.sizingTitle} entries={sizingEntries(energy)} />}
      {facts && <FieldList title={energyText.reviewBillFacts} entries={factEntries(facts)} />}
    </Stack>
  );
}
