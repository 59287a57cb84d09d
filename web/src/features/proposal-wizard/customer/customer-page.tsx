import { Alert, Box, Card, Container, Flex, Heading, HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { product } from '@solarcred/domain/config';
import type { GuestLinkView } from '@solarcred/domain/customer-link/commands';
import { customerProgressOptions } from '@solarcred/domain/customer-link/link';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { hashLinkToken, isLinkToken } from '@solarcred/domain/customer-link/token';
import { BackendError } from '../../../backend';
import type { GuestLinkPort } from '../../../backend/port-customer-links';
import { LoadingScreen } from '../../../ui/loading-screen';
import { CustomerForm } from './customer-form';
import { CustomerItems } from './customer-items';

type PageState =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ready'; guest: GuestLinkPort; view: GuestLinkView; linkHash: string; justSent: boolean };

/** /c/{token}: the customer's page, without an account (issue 28). Mobile first. */
export default function CustomerPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<PageState>({ kind: 'loading' });

  const load = useCallback(
    async (justSent = false) => {
      // A malformed address is refused here, before any call, with the same words as the server's.
      if (!isLinkToken(token)) return setState({ kind: 'invalid', message: text.invalid });
      try {
        const [{ guestLink: guest }, linkHash] = await Promise.all([import('@guest-link'), hashLinkToken(token)]);
        const view = await guest.open(token);
        setState({ kind: 'ready', guest, view, linkHash, justSent });
      } catch (error) {
        const message = error instanceof BackendError && error.code === 'resource-exhausted' ? text.tooMany : text.invalid;
        setState({ kind: 'invalid', message });
      }
    },
    [token],
  );

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading') return <LoadingScreen />;
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Container maxW="3xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
        <Stack gap="5">
          {state.kind === 'invalid' ? (
            <Card.Root role="alert">
              <Card.Body gap="2" textAlign="center" py="10">
                <Heading as="h1" size="xl">{state.message}</Heading>
                <Text color="fg.muted">{text.invalidHelp}</Text>
              </Card.Body>
            </Card.Root>
          ) : (
            <>
              <CompanyHeader view={state.view} />
              {state.view.estado === 'aberto' ? (
                <CustomerForm guest={state.guest} token={token} linkHash={state.linkHash} view={state.view}
                  onSubmitted={() => void load(true)} onLinkClosed={() => void load()} />
              ) : (
                <>
                  <Progress view={state.view} justSent={state.justSent} />
                  <CustomerItems guest={state.guest} token={token} items={state.view.pendencias} onAnswered={() => void load()} />
                </>
              )}
            </>
          )}
          <Text fontSize="xs" color="fg.muted" textAlign="center">{product.name} · {product.support.email}</Text>
        </Stack>
      </Container>
    </Box>
  );
}

function CompanyHeader({ view }: { view: GuestLinkView }) {
  return (
    <HStack gap="3" align="center">
      {view.logo && <Image src={view.logo} alt="" boxSize="12" rounded="full" objectFit="cover" />}
      <Stack gap="0">
        <Text fontSize="sm" color="fg.muted">{view.empresa}</Text>
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {view.estado === 'aberto' ? text.guestTitle(view.empresa) : text.progressTitle}
        </Heading>
      </Stack>
    </HStack>
  );
}

function Progress({ view, justSent }: { view: Extract<GuestLinkView, { estado: 'preenchido' }>; justSent: boolean }) {
  const current = customerProgressOptions.findIndex((option) => option.value === view.andamento);
  // Reprovada ends the way: Finalizada is not shown after it, nor Reprovada on the way to it.
  const steps = customerProgressOptions.filter((option) => (view.andamento === 'reprovada' ? option.value !== 'finalizada' : option.value !== 'reprovada'));
  return (
    <Stack gap="4">
      {justSent && (
        <Alert.Root status="success" rounded="lg">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>{text.doneTitle}</Alert.Title>
            <Alert.Description>{text.doneText(view.empresa)}</Alert.Description>
          </Stack>
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body gap="4" p={{ base: '4', md: '6' }}>
          <Text>{text.progressHelp[view.andamento]}</Text>
          <List.Root as="ol" variant="plain" gap="2" aria-label={text.progressTitle}>
            {steps.map((option) => {
              const index = customerProgressOptions.indexOf(option);
              const here = option.value === view.andamento;
              return (
                <List.Item key={option.value} aria-current={here ? 'step' : undefined}>
                  <Flex align="center" gap="3">
                    <Box boxSize="3" rounded="full" bg={index <= current ? 'orange.500' : 'border'} flexShrink="0" />
                    <Text fontWeight={here ? 'bold' : 'normal'} color={index <= current ? 'fg' : 'fg.muted'}>{option.label}</Text>
                  </Flex>
                </List.Item>
              );
            })}
          </List.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
