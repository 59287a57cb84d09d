/** The card's 'Instalação atrasada' (issue 30), from the proposal's own instalacao_meta: no extra read. */
import { Badge } from '@chakra-ui/react';
import { dayOf, isInstallationLate } from '@solarcred/domain/installation/due-dates';
import type { Proposal } from '@solarcred/domain/model';
import { installationText } from '@solarcred/domain/installation/installation-text';

export function LateInstallationBadge({ proposal }: { proposal: Proposal }) {
  // Today at render: a card re-renders with its data, and a day's change within an open board is rare enough.
  if (!isInstallationLate(proposal, dayOf(Date.now()))) return null;
  return (
    <Badge alignSelf="flex-start" size="sm" variant="subtle" colorPalette="red" data-testid="card-installation-late">
      {installationText.late.badge}
    </Badge>
  );
}
