import { Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Notice } from '@solarcred/domain/model';
import { notices as text } from '@solarcred/domain/messages';
import { useLive } from '../../backend/use-live';
import { DeleteNoticeDialog } from './delete-notice-dialog';
import { NewNoticeDialog } from './new-notice-dialog';
import { NoticeViewDialog } from './notice-view-dialog';
import { NoticesList } from './notices-list';

/** A page of notices; 'Carregar mais' grows it by as much. */
const PAGE = 30;

/** /admin/notices, 'Avisos': the published notices, live, newest first; 'Novo Aviso'; delete. */
export default function NoticesPage() {
  const [limit, setLimit] = useState(PAGE);
  const list = useLive((backend) => backend.notices.adminList(limit), String(limit));
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<Notice | null>(null);
  const items = list.status === 'ready' ? list.data : [];

  return (
    <Stack gap="5" p={{ base: '4', md: '8' }}>
      <Flex justify="space-between" align={{ md: 'flex-end' }} gap="3" direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1">
          <Heading as="h1" size="xl">Avisos</Heading>
          <Text color="fg.muted">Comunicados para todos os integradores ou para um integrador específico.</Text>
        </Stack>
        <Button colorPalette="orange" onClick={() => setCreating(true)} alignSelf={{ base: 'stretch', md: 'auto' }}>Novo Aviso</Button>
      </Flex>

      {list.status === 'loading' && <Stack gap="3">{[0, 1, 2].map((i) => <Skeleton key={i} h="24" borderRadius="lg" />)}</Stack>}
      {list.status === 'error' && <Text color="fg.error" role="alert">{text.loadFailure}</Text>}
      {list.status === 'ready' && items.length === 0 && (
        <Stack align="center" gap="3" py="12" px="4" bg="bg" borderWidth="1px" borderStyle="dashed" borderRadius="lg" textAlign="center" data-testid="notices-empty">
          <Heading as="h2" size="md">Nenhum aviso publicado</Heading>
          <Text color="fg.muted">Os avisos aparecem no sino dos integradores por 7 dias.</Text>
          <Button colorPalette="orange" variant="outline" onClick={() => setCreating(true)}>Criar primeiro aviso</Button>
        </Stack>
      )}
      {items.length > 0 && <NoticesList items={items} onOpen={setViewing} onDelete={setDeleting} />}
      {items.length === limit && (
        <Button variant="outline" alignSelf="center" onClick={() => setLimit((current) => current + PAGE)}>Carregar mais</Button>
      )}

      <NewNoticeDialog open={creating} onClose={() => setCreating(false)} />
      <NoticeViewDialog notice={viewing} onClose={() => setViewing(null)} />
      <DeleteNoticeDialog notice={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
