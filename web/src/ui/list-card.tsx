import { Box, Card, Flex, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { LiveState } from '../backend/use-live';

interface ListCardProps<T> {
  title: string;
  /** Small print under the title. */
  caption?: ReactNode;
  link: { to: string; label: string };
  state: LiveState<T[]>;
  /** The spec's text for an empty list. */
  empty: string;
  /** How many skeleton rows show while loading. */
  placeholders: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** A dashboard card holding a short live list: skeletons, the empty text, or the items. */
export function ListCard<T>({ title, caption, link, state, empty, placeholders, itemKey, renderItem }: ListCardProps<T>) {
  const headingId = `lista-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Card.Title as="h2" id={headingId} fontSize="md">{title}</Card.Title>
          <Link asChild fontSize="sm" color="orange.fg" fontWeight="medium">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        </Flex>
        {caption && <Text fontSize="xs" color="fg.muted">{caption}</Text>}
      </Card.Header>
      <Card.Body pt="2">
        {state.status === 'loading' && (
          <Stack gap="3" role="status" aria-busy="true" aria-label="Carregando">
            {Array.from({ length: placeholders }, (_, index) => <Skeleton key={index} height="10" />)}
          </Stack>
        )}
        {state.status === 'error' && <Text color="fg.muted">{empty}</Text>}
        {state.status === 'ready' && state.data.length === 0 && <Text color="fg.muted">{empty}</Text>}
        {state.status === 'ready' && state.data.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="0">
            {state.data.map((item) => (
              <Box as="li" key={itemKey(item)} borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
                {renderItem(item)}
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
