import { Button, Flex, Text } from '@chakra-ui/react';
import type { Page } from './list-filter';

/** 'Anterior' / 'Próxima' and 'Página X de Y'; hidden when everything fits on one page. */
export function PaginationBar({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  if (page.pageCount <= 1) return null;
  return (
    <Flex as="nav" aria-label="Paginação" justify="space-between" align="center" gap="3" pt="3">
      <Button size="sm" variant="outline" bg="bg" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        Anterior
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">Página {page.page} de {page.pageCount}</Text>
      <Button size="sm" variant="outline" bg="bg" disabled={page.page >= page.pageCount} onClick={() => onPage(page.page + 1)}>
        Próxima
      </Button>
    </Flex>
  );
}
