/**
 * Contract between the pages and the details dialog (issue 19): the admin and integrator area
 * layouts render <ProposalDetailsFromLink /> once, so `?proposta={id}` opens the dialog on any
 * page of the area (a bell item or an e-mail deep-links to it); a board opens a proposal with
 * `useOpenProposal()(id)`. Closing removes the parameter.
 */
import { Suspense, lazy, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { proposalLinkParam } from '@solarcred/domain/mail/links';
import { useLastNonNull } from '../../../ui/dialog/use-last-non-null';

// One name for the app and the e-mails' deep links (domain/src/mail/links.ts).
export { proposalLinkParam };

// The dialog's code loads the first time a proposal is opened, not with the layout.
const DetailsDialog = lazy(() => import('./details-dialog').then((m) => ({ default: m.DetailsDialog })));

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
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get(proposalLinkParam)?.trim() || null;
  const shown = useLastNonNull(id);
  const close = useCallback(
    () =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete(proposalLinkParam);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <DetailsDialog proposalId={shown} open={id !== null} onClose={close} />
    </Suspense>
  );
}
