/**
 * The simulation a proposal was sent with (issue 32), in its 'Proposta' tab for both roles; the
 * admin also sees when the line's rates changed since (the live version against the saved one).
 */
import { Stack, Text } from '@chakra-ui/react';
import { creditText, percentText } from '@solarcred/domain/credit/credit-text';
import { lineLabel } from '@solarcred/domain/credit/lines';
import { differingLastInstallment } from '@solarcred/domain/credit/quote';
import type { SavedSimulation } from '@solarcred/domain/credit/saved-simulation';
import { formatBRL, formatDate, formatDateTime } from '@solarcred/domain/format';
import { isoToDateBr } from '@solarcred/domain/masks';
import { useLive } from '../../../backend/use-live';
import { FieldList } from '../../../ui/field-list';

export const simulationText = {
  title: 'Simulação de crédito',
  line: (simulation: SavedSimulation) => `${lineLabel(simulation.linha)}${simulation.escolha === 'menor_cet' ? ' (menor CET na data do envio)' : ''}`,
  rate: (fraction: number) => `${percentText(fraction)}% a.m.`,
  version: (simulation: SavedSimulation) => `Versão ${simulation.versao_taxas}, simulada em ${formatDateTime(simulation.calculada_em)}`,
  ratesChanged: (saved: number, current: number, when: number) =>
    `As taxas desta linha mudaram desde o envio (versão ${saved} → ${current}, em ${formatDate(when)}).`,
} as const;

function RatesChangedSince({ simulation }: { simulation: SavedSimulation }) {
  const lines = useLive((backend) => backend.creditLines.lines, 'credit-lines');
  const current = lines.status === 'ready' ? lines.data.find((line) => line.id === simulation.linha) : undefined;
  if (!current || current.versao <= simulation.versao_taxas) return null;
  return (
    <Text fontSize="sm" bg="bg.warning" borderWidth="1px" borderColor="border.warning" rounded="md" p="2" data-testid="rates-changed">
      {simulationText.ratesChanged(simulation.versao_taxas, current.versao, current.atualizado_em)}
    </Text>
  );
}

/** `firstInstallment`: the proposal's (proposalFirstInstallment), the date its 'Instalação' tab counts back from. */
export function SimulationSection({ simulation, firstInstallment, isAdmin }: { simulation: SavedSimulation; firstInstallment: string | null; isAdmin: boolean }) {
  const s = simulation;
  const last = differingLastInstallment({ prazo: s.prazo, parcelaCents: s.parcela_centavos, totalPagoCents: s.total_pago_centavos });
  return (
    <Stack gap="2" data-testid="saved-simulation">
      <FieldList
        title={simulationText.title}
        entries={[
          { label: 'Linha', value: simulationText.line(s) },
          { label: 'Parcelas', value: creditText.installment(s.prazo, s.parcela_centavos) },
          ...(last === null ? [] : [{ label: 'Última parcela', value: formatBRL(last) }]),
          { label: 'Carência', value: creditText.grace(s.carencia_meses) },
          { label: 'Primeiro vencimento', value: isoToDateBr(firstInstallment ?? s.primeiro_vencimento) ?? s.primeiro_vencimento },
          { label: 'Entrada', value: formatBRL(s.entrada_centavos) },
          { label: 'Valor liberado', value: formatBRL(s.liberado_centavos) },
          { label: 'Tarifa e IOF', value: `${formatBRL(s.tarifa_centavos)} + ${formatBRL(s.iof_centavos)}` },
          { label: 'Total financiado', value: formatBRL(s.financiado_centavos) },
          { label: 'Total pago', value: formatBRL(s.total_pago_centavos) },
          { label: 'Taxa', value: simulationText.rate(s.taxa_mensal) },
          { label: 'CET', value: creditText.cetRates(s.cet_mensal, s.cet_anual) },
          { label: 'Taxas usadas', value: simulationText.version(s) },
        ]}
      />
      {isAdmin && <RatesChangedSince simulation={s} />}
    </Stack>
  );
}
