import { Badge, Button, Card, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { customerLinkPageSize } from '@solarcred/domain/data/customer-links';
import { linkState, type CustomerLink, type CustomerLinkState } from '@solarcred/domain/customer-link/link';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { formatDate } from '@solarcred/domain/format';
import { maskPhone } from '@solarcred/domain/masks';
import { scopeKey, type ProposalScope } from '@solarcred/domain/team/scope';
import { useLive } from '../../../backend/use-live';
import { DialogShell } from '../../../ui/dialog/dialog-shell';
import { PaginationBar } from '../../../ui/pagination-bar';
import { useNow } from '../../../ui/use-now';

const stateColors: Record<CustomerLinkState, string> = { aberto: 'blue', preenchido: 'green', expirado: 'gray', revogado: 'red' };

interface Props {
  /** The company's links (titular, gestor) or a vendedor's own (issue 45): proposalScope. */
  scope: ProposalScope;
  onRevoke: (link: CustomerLink) => Promise<boolean>;
  onRenew: (link: CustomerLink) => Promise<void>;
}

/** The integrator's links, newest first (a window of 20), each with its state live. */
export function LinksList({ scope, onRevoke, onRenew }: Props) {
  const [limit, setLimit] = useState(customerLinkPageSize);
  const links = useLive((backend) => backend.customerLinks.links(scope, limit), `${scopeKey(scope)}:${limit}`);
  // While a grown window loads, the rows already shown stay.
  const [shown, setShown] = useState<CustomerLink[] | null>(null);
  if (links.status === 'ready' && links.data !== shown) setShown(links.data);
  const now = useNow(60_000);
  const [revoking, setRevoking] = useState<CustomerLink | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const renew = async (link: CustomerLink) => {
    setBusy(link.id);
    await onRenew(link);
    setBusy(null);
  };

  return (
    <Card.Root as="section" aria-labelledby="links-title">
      <Card.Header>
        <Card.Title as="h2" id="links-title" fontSize="md">{text.listTitle}</Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        {links.status === 'loading' && !shown && (
          <Stack gap="3" role="status" aria-busy="true" aria-label="Carregando">
            {[0, 1, 2].map((index) => <Skeleton key={index} height="12" />)}
          </Stack>
        )}
        {links.status === 'error' && <Text color="fg.error">Não foi possível carregar os links.</Text>}
        {shown?.length === 0 && <Text color="fg.muted">{text.empty}</Text>}
        {shown && shown.length > 0 && (
          <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
            {shown.map((link) => {
              const state = linkState(link, now);
              return (
                <Flex as="li" key={link.id} py="3" gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} aria-label={link.cliente_nome}>
                  <Stack gap="0.5" flex="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <Text fontWeight="semibold" truncate>{link.cliente_nome}</Text>
                      <Badge colorPalette={stateColors[state]}>{text.stateLabels[state]}</Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {link.cliente_telefone ? maskPhone(link.cliente_telefone) : link.cliente_email}
                      {' · '}
                      {state === 'preenchido' && link.preenchido_em !== null ? text.filledOn(formatDate(link.preenchido_em)) : text.expiresOn(formatDate(link.expira_em))}
                    </Text>
                  </Stack>
                  {state !== 'preenchido' && (
                    <HStack gap="2">
                      <Button size="sm" variant="outline" loading={busy === link.id} onClick={() => void renew(link)}>{text.renew}</Button>
                      {state !== 'revogado' && (
                        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRevoking(link)}>{text.revoke}</Button>
                      )}
                    </HStack>
                  )}
                </Flex>
              );
            })}
          </Stack>
        )}
        <PaginationBar more={shown?.length === limit} loading={links.status === 'loading'} onMore={() => setLimit((current) => current + customerLinkPageSize)} />
      </Card.Body>
      <DialogShell kind="confirm" open={revoking !== null} onClose={() => setRevoking(null)} busy={busy === 'revoke'}
        title={text.revokeConfirmTitle} submit={{ label: text.revoke, colorPalette: 'red' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!revoking) return;
          setBusy('revoke');
          void onRevoke(revoking).then(() => {
            setBusy(null);
            setRevoking(null);
          });
        }}>
        <Text>{text.revokeConfirm}</Text>
      </DialogShell>
    </Card.Root>
  );
}
