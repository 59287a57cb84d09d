/**
 * Contract between the boards and the details dialog (issue 19): a page that shows proposals
 * renders <ProposalDetailsFromLink /> once, and opens a proposal with `useOpenProposal()(id)`.
 * The dialog follows the `?proposta={id}` search parameter, so a bell item or an e-mail can
 * deep-link to it. (Placeholder until the details dialog lands.)
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const proposalLinkParam = 'proposta';

/** Opens the details of one proposal by setting `?proposta={id}` (history entry, so Back closes it). */
export function useOpenProposal(): (proposalId: string) => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (proposalId: string) =>
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.set(proposalLinkParam, proposalId);
        return next;
      }),
    [setSearchParams],
  );
}

/** Renders the details dialog of the proposal named in the URL, if any. */
export function ProposalDetailsFromLink() {
  return null;
}
