/** /admin/rates, 'Taxas e Linhas' (issue 32): every credit line's rates, one card per line. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { useLive } from '../../backend/use-live';
import { ShapeSkeleton } from '../../ui/skeleton/page-skeleton';
import { CashbackRatesCard } from './cashback-rates-card';
import { EnergySettingsCard } from './energy-settings-card';
import { FundingPlanCard } from './funding-plan-card';
import { LineCard } from './line-card';
import { ratesText as text } from './texts';

export default function RatesPage() {
  const lines = useLive((backend) => backend.creditLines.lines, 'credit-lines');
  return (
    <Box p={{ base: '4', md: '8' }} maxW="4xl">
      <Heading as="h1" size="2xl">{text.title}</Heading>
      <Text color="fg.muted" mb="6">{text.subtitle}</Text>
      {lines.status === 'loading' && <ShapeSkeleton shape="list" />}
      {lines.status === 'error' && <Text color="fg.error" role="alert">{creditText.loadFailure}</Text>}
      {lines.status === 'ready' && (
        <Stack gap="6">
          <CashbackRatesCard />
          <FundingPlanCard />
          <EnergySettingsCard />
          {lines.data.map((line) => <LineCard key={line.id} line={line} />)}
        </Stack>
      )}
    </Box>
  );
}
