/** The card's open pending items ('2 pendências'), read from the proposal's own counter: no extra read. */
import { Badge } from '@chakra-ui/react';
import type { Proposal } from '@solarcred/domain/model';
import { pendingItemsText } from '@solarcred/domain/pending-items-text';

export function PendingCount({ proposal }: { proposal: Proposal }) {
  const open = proposal.pendencias_abertas ?? 0;
  if (open <= 0) return null;
  return (
    <Badge alignSelf="flex-start" size="sm" variant="subtle" colorPalette="orange" data-testid="card-pending">
      {pendingItemsText.count(open)}
    </Badge>
  );
}
