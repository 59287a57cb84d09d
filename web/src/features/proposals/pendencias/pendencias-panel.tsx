/**
 * The details dialog's 'Pendências' tab: the proposal's checklist, live on both sides (one
 * listener on propostas/{id}/pendencias). Admins add items and review answers; the owning
 * integrator answers the open ones.
 */
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Proposal } from '@solarcred/domain/model';
import { pendingItemTypeLabel, type PendingItem } from '@solarcred/domain/pending-items';
import { pendingItemsText as text } from '@solarcred/domain/pending-items-text';
import { proposalDetailsText } from '@solarcred/domain/messages';
import { getBackend } from '../../../backend';
import { useLive } from '../../../backend/use-live';
import { useSession } from '../../../backend/use-session';
import { actorPhrase } from '../../../ui/actor-phrase';
import { DocumentViewer, type ViewerFile } from '../../../ui/document-viewer/document-viewer';
import { AddItemForm } from './add-item-form';
import { PendingItemRow } from './pending-item-row';
import { pendingUi } from './texts';

function answerFile(item: PendingItem): ViewerFile | null {
  const path = item.resposta_arquivo;
  if (!path) return null;
  return {
    title: `${pendingUi.answerFileTitle}: ${pendingItemTypeLabel(item.tipo)}`,
    fileName: path.split('/').pop() ?? path,
    key: path,
    load: async () => (await getBackend()).proposalDetails.attachmentBlob(path),
    failure: proposalDetailsText.attachmentFailure,
  };
}

export function PendenciasPanel({ proposal }: { proposal: Proposal }) {
  const session = useSession();
  const me = session.status === 'signed-in' ? session.user.uid : null;
  const role = session.status === 'signed-in' && session.role === 'admin' ? 'admin' : 'integrador';
  const items = useLive((backend) => backend.pendingItems.list(proposal.id), `pending-items-${proposal.id}`);
  const [open, setOpen] = useState<ViewerFile | null>(null);
  const who = (uid: string) => actorPhrase(uid, me, proposal);

  return (
    <Stack gap="4">
      {items.status === 'loading' && <Skeleton height="16" role="status" aria-label="Carregando pendências" />}
      {items.status === 'error' && <Text color="fg.error" role="alert">{text.loadFailure}</Text>}
      {items.status === 'ready' && items.data.length === 0 && (
        <Text color="fg.muted">{role === 'admin' ? pendingUi.empty : pendingUi.emptyIntegrator}</Text>
      )}
      {items.status === 'ready' && items.data.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={pendingUi.listLabel}>
          {items.data.map((item) => (
            <PendingItemRow key={item.id} item={item} role={role} who={who} onOpenFile={(i) => setOpen(answerFile(i))} />
          ))}
        </Stack>
      )}
      {role === 'admin' && <AddItemForm proposalId={proposal.id} />}
      <DocumentViewer file={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
