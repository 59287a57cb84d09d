import { Button, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { badgeLabel, bellListLimit } from '@solarcred/domain/comments';
import { severityOf } from '@solarcred/domain/errors';
import { commentsText as text } from '@solarcred/domain/messages';
import { getBackend } from '../../../backend';
import { paths } from '../../../config/paths';
import { useReplay, type Activation } from '../../../ui/layout/first-use';
import { notifyError } from '../../../ui/toaster';
import { proposalLinkParam } from '../details/proposal-details';
import { BellItem } from './bell-item';
import { MessagesBellButton } from './messages-bell-button';
import type { Inbox } from './use-inbox';

/**
 * The messages bell once opened (its own chunk, with the popover): the 5 most recent comments; an
 * item opens the proposal's details on the area's board (`?proposta={id}`); 'Lido' records the
 * time on the profile.
 */
export function MessagesBellPopover({ inbox, activation }: { inbox: Inbox | null; activation?: Activation }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useReplay(trigger, activation);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [marking, setMarking] = useState(false);
  const unreadIds = new Set(inbox?.unread.map((comment) => comment.id));
  const badge = badgeLabel(unreadIds.size);
  const recent = inbox?.comments.slice(0, bellListLimit) ?? [];

  const openProposal = (proposalId: string) => {
    setOpen(false);
    const board = inbox?.role === 'admin' ? paths.admin.proposals : paths.integrator.kanban;
    void navigate(`${board}?${new URLSearchParams({ [proposalLinkParam]: proposalId }).toString()}`);
  };

  const markSeen = async () => {
    setMarking(true);
    try {
      await (await getBackend()).comments.markSeen();
    } catch (error) {
      notifyError(severityOf(error), { title: text.markSeenFailure });
    } finally {
      setMarking(false);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={(event) => setOpen(event.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild ref={trigger}>
        <MessagesBellButton badge={badge} ready={inbox !== null} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 2rem)', sm: '22rem' }}>
            <Popover.Header display="flex" justifyContent="space-between" alignItems="center">
              <Popover.Title fontWeight="semibold">{text.bellTitle}</Popover.Title>
              <Button size="xs" variant="outline" onClick={() => void markSeen()} loading={marking} disabled={unreadIds.size === 0}>
                {text.markSeen}
              </Button>
            </Popover.Header>
            <Popover.Body px="2" py="2">
              {recent.length === 0 ? (
                <Text px="2" color="fg.muted" fontSize="sm">{text.bellEmpty}</Text>
              ) : (
                <Stack as="ul" gap="1" listStyleType="none" aria-label={text.bellTitle}>
                  {recent.map((comment) => (
                    <BellItem key={comment.id} comment={comment} unread={unreadIds.has(comment.id)} onOpen={openProposal} />
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
