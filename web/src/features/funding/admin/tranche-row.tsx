/** One tranche on 'Repasses': company and client, the proposal's link, the milestone, its prazo and badge, the amount. */
import { Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StoredTranche } from '@solarcred/domain/funding/types';
import { formatBRL } from '@solarcred/domain/format';
import { milestoneLabel } from '@solarcred/domain/installation/milestones';
import { isoToDateBr } from '@solarcred/domain/masks';
import { proposalLinkParam } from '@solarcred/domain/mail/links';
import { shortId } from '@solarcred/domain/proposal-status';
import { paths } from '../../../config/paths';
import { TrancheBadge } from '../tranche-badge';
import { trancheName } from './queue';
import { fundingsText as text } from './texts';

const brDate = (iso: string | null) => (iso ? (isoToDateBr(iso) ?? iso) : '');

export function TrancheRow({ tranche, late, start, end }: { tranche: StoredTranche; late: boolean; start?: ReactNode; end?: ReactNode }) {
  return (
    <Flex as="li" align="center" gap="3" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} wrap="wrap"
      data-testid="funding-tranche" data-id={tranche.id} data-situacao={tranche.situacao} data-late={late}>
      {start}
      <Stack gap="0.5" flex="1" minW={{ base: '0', sm: '56' }} flexBasis={{ base: 'calc(100% - 3rem)', sm: 'auto' }}>
        <Text fontWeight="medium" truncate>{trancheName(tranche)}</Text>
        <Text fontSize="sm">{text.tranche(tranche.parcela, milestoneLabel(tranche.marco))}</Text>
        <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
          <Link asChild color="orange.fg">
            <RouterLink to={`${paths.admin.proposals}?${proposalLinkParam}=${encodeURIComponent(tranche.proposta_id)}`}>#{shortId(tranche.proposta_id)}</RouterLink>
          </Link>
          {tranche.prazo && <Text as="span">{text.dueOn(brDate(tranche.prazo))}</Text>}
          {!tranche.prazo && tranche.data_liberacao && <Text as="span">{text.releasedOn(brDate(tranche.data_liberacao))}</Text>}
          <TrancheBadge situacao={tranche.situacao} late={late} />
        </HStack>
        {tranche.situacao === 'recusada' && tranche.motivo_recusa && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>{text.refusedFor(tranche.motivo_recusa)}</Text>
        )}
      </Stack>
      <Flex align="center" gap="3" ms="auto">
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">{formatBRL(tranche.valor_centavos)}</Text>
        {end}
      </Flex>
    </Flex>
  );
}
