import { Badge, Box, Button, chakra, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { bells } from '@solarcred/domain/constants';
import { formatDayMonthTime } from '@solarcred/domain/format';
import { notices as text } from '@solarcred/domain/messages';
import { badgeText, noticesWindowStart, type BellNotice } from '@solarcred/domain/notices';
import { useLive } from '../../backend/use-live';
import { useSession } from '../../backend/use-session';
import { MegaphoneIcon } from '../../ui/layout/icons';
import { markNoticesRead } from './commands';
import { NoticeViewDialog } from './notice-view-dialog';

/** The start of the 7-day window, fixed per day so the subscription does not churn. */
const useWindowStart = () => useMemo(() => noticesWindowStart(new Date().setHours(0, 0, 0, 0)), []);

function BellItem({ notice, onOpen }: { notice: BellNotice; onOpen: () => void }) {
  return (
    <chakra.button type="button" onClick={onOpen} textAlign="start" w="full" px="3" py="2" borderRadius="md"
      _hover={{ bg: 'bg.muted' }} _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      data-testid="bell-notice" data-unread={notice.lido ? undefined : ''}>
      <Stack gap="0.5">
        <Text fontWeight={notice.lido ? 'normal' : 'semibold'} lineClamp={1}>
          {!notice.lido && <Box as="span" display="inline-block" boxSize="2" bg="red.600" borderRadius="full" me="2" aria-label="Não lido" />}
          {notice.titulo}
        </Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>{notice.conteudo}</Text>
        <Text fontSize="xs" color="fg.muted">{formatDayMonthTime(notice.created_at)}{notice.imagem_path ? ' · com imagem' : ''}</Text>
      </Stack>
    </chakra.button>
  );
}

/**
 * The integrator header's notices bell: the notices of the last 7 days for everyone or for this
 * integrator (at most 5), live; unread ones (no read record) counted on the badge; an item opens
 * the whole notice; 'Marcar como lidos' writes the read records, which every device then sees.
 */
export function NoticesBell() {
  const session = useSession();
  const uid = session.status === 'signed-in' && session.role === 'integrador' ? session.user.uid : null;
  const since = useWindowStart();
  const live = useLive((backend) => (uid ? backend.notices.bell(uid, since, bells.recentNotices) : null), `${uid}:${since}`);
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<BellNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const items = live.status === 'ready' ? live.data : [];
  const unread = items.filter((notice) => !notice.lido);
  const badge = badgeText(unread.length);

  const markRead = async () => {
    if (!uid || unread.length === 0) return;
    setBusy(true);
    await markNoticesRead(uid, unread.map((notice) => notice.id));
    setBusy(false);
  };

  return (
    <>
      <Popover.Root lazyMount unmountOnExit open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }}>
        <Popover.Trigger asChild>
          <IconButton variant="ghost" size="sm" position="relative" color={badge ? 'red.600' : 'gray.600'}
            aria-label={badge ? `Avisos: ${unread.length} não lidos` : 'Avisos'} data-testid="notices-bell">
            <MegaphoneIcon width="20" height="20" />
            {badge && (
              <Badge position="absolute" top="-1" right="-1" size="xs" variant="solid" colorPalette="red" borderRadius="full" data-testid="notices-badge">
                {badge}
              </Badge>
            )}
          </IconButton>
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
                    <BellItem key={notice.id} notice={notice} onOpen={() => { setOpen(false); setViewing(notice); }} />
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
