import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { formatDayMonthTime } from '@solarcred/domain/format';
import type { BellNotice } from '@solarcred/domain/notices';

/** One notice in the bell: unread dot, title, the start of its content, date and whether it has an image. */
export function NoticeBellItem({ notice, onOpen }: { notice: BellNotice; onOpen: () => void }) {
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
