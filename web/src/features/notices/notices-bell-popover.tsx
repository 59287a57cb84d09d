import type { NoticeReader } from '../../backend/port-notices';
import { Button, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { bells } from '@solarcred/domain/constants';
import { notices as text } from '@solarcred/domain/messages';
import type { BellNotice } from '@solarcred/domain/notices';
import type { LiveState } from '../../backend/use-live';
import { useReplay, type Activation } from '../../ui/layout/first-use';
import { markNoticesRead } from './commands';
import { NoticeBellItem } from './notice-bell-item';
import { NoticesBellButton } from './notices-bell-button';
import { NoticeViewDialog } from './notice-view-dialog';

interface NoticesBellPopoverProps {
  reader: NoticeReader | null;
  live: LiveState<BellNotice[]>;
  activation?: Activation;
}

/**
 * The notices bell once opened (its own chunk, with the popover and the notice dialog): the list,
 * 'Marcar como lidos', and an item opens the whole notice.
 */
export function NoticesBellPopover({ reader, live, activation }: NoticesBellPopoverProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useReplay(trigger, activation);
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<BellNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const items = live.status === 'ready' ? live.data : [];
  const unread = items.filter((notice) => !notice.lido);

  const markRead = async () => {
    if (!reader || unread.length === 0) return;
    setBusy(true);
    await markNoticesRead(reader, unread.map((notice) => notice.id));
    setBusy(false);
  };

  return (
    <>
      <Popover.Root lazyMount unmountOnExit open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
        <Popover.Trigger asChild ref={trigger}>
          <NoticesBellButton unread={unread.length} />
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content w={{ base: 'calc(100vw - 2rem)', sm: 'sm' }} data-testid="notices-popover">
              <Popover.Header pb="1">
                <Popover.Title fontWeight="semibold">Avisos</Popover.Title>
                <Text fontSize="xs" color="fg.muted">Últimos {bells.noticesWindowDays} dias</Text>
              </Popover.Header>
              <Popover.Body px="2" py="1">
                {live.status === 'loading' && <Text px="3" py="2" color="fg.muted">Carregando…</Text>}
                {live.status === 'error' && <Text px="3" py="2" color="fg.error">{text.loadFailure}</Text>}
                {live.status === 'ready' && items.length === 0 && <Text px="3" py="2" color="fg.muted">Nenhum aviso recente.</Text>}
                <Stack gap="0.5">
                  {items.map((notice) => (
                    <NoticeBellItem key={notice.id} notice={notice} onOpen={() => { setOpen(false); setViewing(notice); }} />
                  ))}
                </Stack>
              </Popover.Body>
              <Popover.Footer justifyContent="flex-end" pt="2">
                <Button size="sm" variant="outline" loading={busy} disabled={unread.length === 0} onClick={() => void markRead()}>
                  Marcar como lidos
                </Button>
              </Popover.Footer>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <NoticeViewDialog notice={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
