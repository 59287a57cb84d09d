/** The contract's state from propostas/{id}.contrato (the summary the triggers keep): no extra read, for the card and the tab. */
import { Badge } from '@chakra-ui/react';
import { contractText } from '@solarcred/domain/contract/contract-text';
import type { ProposalContractSummary } from '@solarcred/domain/contract/types';
import type { Proposal } from '@solarcred/domain/model';
import { contractStatePalette, contractUi as ui } from './texts';

/** The proposal's current contract summary, when one was generated. */
export const contractSummaryOf = (proposal: Proposal): ProposalContractSummary | null =>
  proposal.contrato ?? null;

/** `compact`: the state alone (beside the tab's name); otherwise 'Contrato: Enviado' (the card). */
export function ContractBadge({ proposal, compact = false }: { proposal: Proposal; compact?: boolean }) {
  const summary = contractSummaryOf(proposal);
  if (!summary) return null;
  const label = contractText.stateLabel[summary.estado];
  return (
    <Badge alignSelf={compact ? undefined : 'flex-start'} size="sm" variant="subtle" colorPalette={contractStatePalette[summary.estado]}
      data-testid={compact ? 'contract-tab-state' : 'card-contract'} data-state={summary.estado}>
      {compact ? label : ui.badge(label)}
    </Badge>
  );
}
