/**
 * /integrator/financeiro (issue 48): the company's money. The titular and the gestor see the totals
 * from the counters, what was paid in each of the last 12 months, each proposal's next tranche and
 * what blocks it, and the month's statement; a vendedor sees its own proposals' tranche states,
 * never an amount.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { useSession } from '../../../backend/use-session';
import { useNow } from '../../../ui/use-now';
import { CompanyFundings } from './company-fundings';
import { ExportStatement } from './export-card';
import { FundingTotalsCards, PaidByMonth } from './funding-totals';
import { SellerFundings } from './seller-fundings';
import { financeText as text } from './texts';
import { useFundingTotals } from './use-funding-totals';

function CompanyFinance({ companyId, withCashback }: { companyId: string; withCashback: boolean }) {
  const now = useNow();
  const totals = useFundingTotals(companyId);
  return (
    <>
      <FundingTotalsCards state={totals} />
      <PaidByMonth state={totals} now={now} />
      <ExportStatement companyId={companyId} withCashback={withCashback} now={now} />
      <CompanyFundings companyId={companyId} today={saoPauloDayKey(now)} withCashback={withCashback} />
    </>
  );
}

export default function FinancePage() {
  const session = useSession();
  const now = useNow();
  const company = session.status === 'signed-in' ? (session.company ?? null) : null;
  const uid = session.status === 'signed-in' ? session.user.uid : '';
  const seller = company?.papel === 'vendedor';
  return (
    <Stack gap="6" p={{ base: '4', md: '8' }} maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">{text.title}</Heading>
        <Text color="fg.muted">{seller ? text.sellerSubtitle : text.subtitle}</Text>
      </Stack>
      {company && seller && <SellerFundings companyId={company.id} uid={uid} today={saoPauloDayKey(now)} />}
      {/* The cashback is the titular's (issue 29): the gestor's statement carries the tranches only. */}
      {company && !seller && <CompanyFinance companyId={company.id} withCashback={company.papel === 'titular'} />}
    </Stack>
  );
}
