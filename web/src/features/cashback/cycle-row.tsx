/** One proposal's cashback on 'Pagamentos': company, client, proposal link, amount and its date. */
import { Badge, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StoredCashbackCycle } from '@solarcred/domain/data/cashback';
import { formatBRL, formatDate } from '@solarcred/domain/format';
import { proposalLinkParam } from '@solarcred/domain/mail/links';
import { shortId } from '@solarcred/domain/proposal-status';
import { paths } from '../../config/paths';
import { paymentsText as text } from './texts';

/** 'Sol Nascente · João Pereira' (the names at approval), or the short id. */
export const cycleName = (cycle: StoredCashbackCycle) =>
  [cycle.nome_empresa, cycle.cliente_nome].filter(Boolean).join(' · ') || `#${shortId(cycle.proposta_id)}`;

export function CycleRow({ cycle, date, late, start, end }: { cycle: StoredCashbackCycle; date: string; late: boolean; start?: ReactNode; end?: ReactNode }) {
  return (
    <Flex as="li" align="center" gap="3" py="3" borderBottomWidth="1px" borderColor="border.muted" wrap="wrap" data-testid="cashback-cycle" data-id={cycle.proposta_id}>
      {start}
      <Stack gap="0.5" flex="1" minW="48">
        <Text fontWeight="medium">{cycleName(cycle)}</Text>
        <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
          <Link asChild color="orange.fg">
            <RouterLink to={`${paths.admin.proposals}?${proposalLinkParam}=${encodeURIComponent(cycle.proposta_id)}`}>#{shortId(cycle.proposta_id)}</RouterLink>
          </Link>
          <Text as="span">{date}</Text>
          {late && <Badge colorPalette="red" data-testid="cycle-late">{text.late}</Badge>}
          {cycle.dados_pagamento_alterados_em !== undefined && (
            // The integrator changed where it is paid while this was due: check before paying.
            <Badge colorPalette="yellow" data-testid="cycle-destination-changed">{text.destinationChanged(formatDate(cycle.dados_pagamento_alterados_em))}</Badge>
          )}
        </HStack>
      </Stack>
      <Text fontWeight="semibold">{formatBRL(cycle.valor_centavos)}</Text>
      {end}
    </Flex>
  );
}
