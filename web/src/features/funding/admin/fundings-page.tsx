/**
 * /admin/repasses, 'Repasses' (issue 48): the tranches by situation (counts from the counters, one
 * document), the late ones only on a switch, filtered by integrator and credit line, the earliest
 * prazo first, in windows of 20 (a bounded live query on repasse_parcelas). 'Verificar' opens the
 * milestone's evidence beside the decision; approved tranches are selected and paid in batches.
 */
import { Badge, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { queueSituations, type StoredTranche } from '@solarcred/domain/funding/types';
import { useLive } from '../../../backend/use-live';
import { PayoutDialog } from './payout-dialog';
import { tabLabel } from './queue';
import { QueuePanel } from './queue-panel';
import { fundingsText as text } from './texts';
import { VerifyDialog } from './verify-dialog';

type QueueSituation = (typeof queueSituations)[number];
const isQueueSituation = (value: string | null): value is QueueSituation => (queueSituations as readonly string[]).includes(value ?? '');

export default function FundingsPage() {
  // The tab and the late switch live in the address: the dashboard links to '?atrasadas=1'.
  const [params, setParams] = useSearchParams();
  const asked = params.get('situacao');
  const situacao: QueueSituation = isQueueSituation(asked) ? asked : 'liberada';
  const setParam = (key: string, value: string | null) => setParams((current) => {
    const next = new URLSearchParams(current);
    if (value === null) next.delete(key);
    else next.set(key, value);
    return next;
  }, { replace: true });
  const counters = useLive((backend) => backend.funding.counters(null), 'funding-counters:all');
  const counts = counters.status === 'ready' ? (counters.data?.qtd_por_situacao ?? {}) : null;
  // The integrators offered by the filter: those the lists have shown (kept across tabs).
  const [companies, setCompanies] = useState<ReadonlyMap<string, string>>(new Map());
  const [verifying, setVerifying] = useState<StoredTranche | null>(null);
  const [paying, setPaying] = useState<{ tranches: StoredTranche[]; done: () => void } | null>(null);

  return (
    <Stack gap="5" p={{ base: '4', md: '8' }} maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">{text.title}</Heading>
        <Text color="fg.muted">{text.subtitle}</Text>
      </Stack>
      <Tabs.Root value={situacao} variant="enclosed" lazyMount unmountOnExit
        onValueChange={(details) => isQueueSituation(details.value) && setParam('situacao', details.value)}>
        {/* Two by two on phones, so every tab and its count stays in view. */}
        <Tabs.List aria-label={text.tabsLabel} display={{ base: 'grid', md: 'flex' }} gridTemplateColumns="1fr 1fr" bg="bg" borderWidth="1px">
          {queueSituations.map((value) => (
            <Tabs.Trigger key={value} value={value} h="auto" minH="10" py="1.5" justifyContent={{ base: 'space-between', md: 'flex-start' }} data-testid={`funding-tab-${value}`}>
              {tabLabel(value)}
              <Badge size="sm" variant="subtle" colorPalette={situacao === value ? 'orange' : 'gray'} data-testid="funding-tab-count">
                {counts === null ? '…' : (counts[value] ?? 0)}
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {queueSituations.map((value) => (
          <Tabs.Content key={value} value={value} pt="4">
            <QueuePanel situacao={value} atrasadas={params.get('atrasadas') === '1'} onLate={(on) => setParam('atrasadas', on ? '1' : null)}
              companies={companies} onCompanies={setCompanies} onVerify={setVerifying}
              onPay={(tranches, done) => setPaying({ tranches, done })} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {verifying && <VerifyDialog tranche={verifying} onClose={() => setVerifying(null)} />}
      {paying && <PayoutDialog tranches={paying.tranches} onClose={() => setPaying(null)} onPaid={() => { paying.done(); setPaying(null); }} />}
    </Stack>
  );
}
