import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@solarcred/domain/format';
import { proposals as proposalsText } from '@solarcred/domain/messages';
import type { Proposal, StatusHistoryEntry } from '@solarcred/domain/model';
import { useState } from 'react';
import { useLive } from '../../../backend/use-live';
import { useSession } from '../../../backend/use-session';
import { actorPhrase } from '../../../ui/actor-phrase';
import { pendingItemTypeLabel, pendingStepLabels } from '@solarcred/domain/pending-items';
import { describeChange } from './texts';
import { headline } from './history-headline';

/** Entries per page: 'Carregar mais' asks the listener for this many more. */
const pageSize = 20;


/** 'Histórico': every status change and edit, newest first, with the reason, who and when. */
export function HistoryTab({ proposal }: { proposal: Proposal }) {
  const [limit, setLimit] = useState(pageSize);
  const session = useSession();
  const me = session.status === 'signed-in' ? session.user.uid : null;
  const history = useLive((backend) => backend.proposalDetails.history(proposal.id, limit), `proposal-history-${proposal.id}-${limit}`);
  const [shown, setShown] = useState<StatusHistoryEntry[] | null>(null);
  // Keep the loaded entries on screen while a larger window loads ('Carregar mais').
  if (history.status === 'ready' && history.data !== shown) setShown(history.data);
  if (history.status === 'error') return <Text color="fg.error">{proposalsText.dataLoadFailure}</Text>;
  if (!shown) return <Skeleton height="14" />;

  const who = (por: string) => actorPhrase(por, me, proposal);
  return (
    <Stack gap="3">
      {shown.length === 0 ? (
        <Text color="fg.muted">Nenhuma alteração registrada.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="0" aria-label="Histórico da proposta">
          {shown.map((entry) => (
            <Stack as="li" key={entry.id} gap="0.5" py="2.5" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
              <Text fontWeight="medium">{headline(entry)}</Text>
              <Text fontSize="sm" color="fg.muted">{formatDateTime(entry.em)} · {who(entry.por)}</Text>
              {entry.motivo && <Text fontSize="sm">Motivo: {entry.motivo}</Text>}
              {entry.pendencia?.texto && entry.de === entry.para && <Text fontSize="sm">{entry.pendencia.texto}</Text>}
              {entry.pendencia && entry.de !== entry.para && (
                <Text fontSize="sm">{pendingStepLabels[entry.pendencia.acao]}: {pendingItemTypeLabel(entry.pendencia.tipo)}</Text>
              )}
              {entry.alteracoes?.map((change) => <Text key={change.campo} fontSize="sm">{describeChange(change)}</Text>)}
            </Stack>
          ))}
        </Stack>
      )}
      {shown.length >= limit && (
        <Button alignSelf="center" size="sm" variant="outline" loading={history.status === 'loading'} onClick={() => setLimit((n) => n + pageSize)}>
          Carregar mais
        </Button>
      )}
    </Stack>
  );
}
