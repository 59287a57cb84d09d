/**
 * A funding tranche's situation as a badge (issue 48), shared by the admin's 'Repasses' and the
 * integrator's 'Financeiro': the situation's label (funding-text.ts) and, while its clock runs past
 * the prazo, a red 'Atrasado' beside it.
 */
import { Badge, HStack } from '@chakra-ui/react';
import { fundingLabels, fundingTotalsLabels } from '@solarcred/domain/funding/funding-text';
import type { TrancheSituation } from '@solarcred/domain/funding/types';

const palette: Record<TrancheSituation, string> = {
  bloqueada: 'gray',
  liberada: 'blue',
  em_verificacao: 'purple',
  recusada: 'red',
  aprovada: 'teal',
  paga: 'green',
  estornada: 'gray',
  clawback: 'orange',
};

/** The late badge's text (the clock is past the tranche's prazo). */
export const lateLabel = fundingTotalsLabels.atrasado;

export function TrancheBadge({ situacao, late = false }: { situacao: TrancheSituation; late?: boolean }) {
  const badge = <Badge colorPalette={palette[situacao]} data-testid="tranche-situation" data-situacao={situacao}>{fundingLabels[situacao]}</Badge>;
  if (!late) return badge;
  return (
    <HStack gap="1.5" display="inline-flex">
      {badge}
      <Badge colorPalette="red" variant="solid" data-testid="tranche-late">{lateLabel}</Badge>
    </HStack>
  );
}
