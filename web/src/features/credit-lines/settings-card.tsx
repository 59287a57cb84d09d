/**
 * A card of 'Taxas e Linhas' (cashback, funding plans, energy): its title and help, then what its
 * live value holds — 'Carregando…', the card's own failure, or its form.
 */
import { Card, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LiveState } from '../../backend/use-live';
import { ratesText } from './texts';

interface Props<T> {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  help: string;
  value: LiveState<T>;
  loadFailure: string;
  loadingTestId?: string;
  children: (data: T) => ReactNode;
}

export function SettingsCard<T>({ id, title, help, value, loadFailure, loadingTestId, children }: Props<T>) {
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Body gap="4">
        <Stack gap="1">
          <Card.Title as="h2" id={id} fontSize="lg">{title}</Card.Title>
          <Text fontSize="sm" color="fg.muted">{help}</Text>
        </Stack>
        {value.status === 'loading' && <Text color="fg.muted" fontSize="sm" data-testid={loadingTestId}>{ratesText.loading}</Text>}
        {value.status === 'error' && <Text color="fg.error" fontSize="sm" role="alert">{loadFailure}</Text>}
        {value.status === 'ready' && children(value.data)}
      </Card.Body>
    </Card.Root>
  );
}
