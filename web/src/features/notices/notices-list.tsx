import { Badge, Box, chakra, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@solarcred/domain/format';
import type { Notice } from '@solarcred/domain/model';

const ImageIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <rect x="3" y="3" width="18" height="18" rx="2" /><circle cx="9" cy="9" r="2" /><path d="M21 15l-5-5L5 21" />
  </svg>
);

const TrashIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
  </svg>
);

/** 'Todos os integradores', or the company the notice was addressed to. */
export function recipientsOf(notice: Notice): string {
  if (notice.destinatario_tipo !== 'especifico') return 'Todos os integradores';
  return notice.integrador_nome ?? 'Integrador específico';
}

interface NoticesListProps {
  items: readonly Notice[];
  onOpen: (notice: Notice) => void;
  onDelete: (notice: Notice) => void;
}

/** One card per notice: title, Geral/Específico, content, date, recipients, image marker, delete. */
export function NoticesList({ items, onOpen, onDelete }: NoticesListProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Avisos publicados">
      {items.map((notice) => {
        const specific = notice.destinatario_tipo === 'especifico';
        return (
          <Box as="li" key={notice.id} bg="bg" borderWidth="1px" borderRadius="lg" p="4" data-testid="notice-row">
            <Flex gap="3" align="flex-start">
              <Stack gap="1.5" flex="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <chakra.button type="button" onClick={() => onOpen(notice)} fontWeight="semibold" textAlign="start"
                    _hover={{ textDecoration: 'underline' }} _focusVisible={{ outline: '2px solid', outlineColor: 'orange.600' }}>
                    {notice.titulo}
                  </chakra.button>
                  <Badge colorPalette={specific ? 'purple' : 'blue'} variant="subtle">{specific ? 'Específico' : 'Geral'}</Badge>
                </HStack>
                <Text color="fg.muted" fontSize="sm" lineClamp={2}>{notice.conteudo}</Text>
                <HStack gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
                  <Text as="span" data-testid="notice-date">{formatDateTime(notice.created_at)}</Text>
                  <Text as="span" data-testid="notice-recipients">Para: {recipientsOf(notice)}</Text>
                  {notice.imagem_path && (
                    <HStack as="span" gap="1" data-testid="notice-has-image"><ImageIcon />Com imagem</HStack>
                  )}
                </HStack>
              </Stack>
              <IconButton variant="ghost" size="sm" colorPalette="red" aria-label={`Excluir aviso ${notice.titulo}`} onClick={() => onDelete(notice)}>
                <TrashIcon />
              </IconButton>
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
