/** The company's fundings on 'Financeiro' (issue 48), newest approval first, in windows of 20. */
import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Tranche } from '@solarcred/domain/funding/types';
import { useLive } from '../../../backend/use-live';
import { CashbackAside } from './cashback-aside';
import { FundingRow } from './funding-row';
import { ResubmitDialog, type ResubmitTarget } from './resubmit-dialog';
import { financeText as text } from './texts';

const PAGE = 20;

export function CompanyFundings({ companyId, today, withCashback }: { companyId: string; today: string; withCashback: boolean }) {
  const [limit, setLimit] = useState(PAGE);
  const [target, setTarget] = useState<ResubmitTarget | null>(null);
  const state = useLive((backend) => backend.funding.fundingsOf(companyId, limit), `fundings-of:${companyId}:${limit}`);
  return (
    <Box as="section" aria-labelledby="repasse-propostas" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} bg="bg.panel">
      <Heading as="h2" id="repasse-propostas" size="md">{text.listTitle}</Heading>
      <Text fontSize="sm" color="fg.muted">{text.listCaption}</Text>
      {state.status === 'loading' && <Stack gap="3" mt="4" role="status" aria-label="Carregando">{Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height="24" />)}</Stack>}
      {state.status === 'error' && <Text color="fg.error" role="alert" mt="4">{text.loadFailure}</Text>}
      {state.status === 'ready' && state.data.length === 0 && <Text color="fg.muted" mt="4">{text.empty}</Text>}
      {state.status === 'ready' && state.data.length > 0 && (
        <>
          <Stack as="ul" listStyleType="none" gap="0" data-testid="funding-rows">
            {state.data.map((funding) => (
              <FundingRow key={funding.id} funding={funding} today={today} aside={withCashback ? <CashbackAside propostaId={funding.proposta_id} /> : undefined}
                onResubmit={(tranche: Tranche) => setTarget({ proposal: { id: funding.proposta_id, integrador_id: funding.integrador_id }, tranche })} />
            ))}
          </Stack>
          {state.data.length >= limit && <Button variant="ghost" mt="3" onClick={() => setLimit((current) => current + PAGE)}>{text.loadMore}</Button>}
        </>
      )}
      {target && <ResubmitDialog target={target} onClose={() => setTarget(null)} />}
    </Box>
  );
}
