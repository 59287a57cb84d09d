import { Button, Flex } from '@chakra-ui/react';

/**
 * 'Carregar mais': grows a live window by a page (a tab of 'Gerenciar Integradores', the customer links). Shown while the last window came back
 * full (there may be more); a window that came back short is everything there is.
 */
export function PaginationBar({ more, loading, onMore }: { more: boolean; loading: boolean; onMore: () => void }) {
  if (!more) return null;
  return (
    <Flex as="nav" aria-label="Paginação" justify="center" pt="3">
      <Button size="sm" variant="outline" bg="bg" loading={loading} onClick={onMore}>
        Carregar mais
      </Button>
    </Flex>
  );
}
