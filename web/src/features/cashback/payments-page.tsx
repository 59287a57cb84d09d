/**
 * /admin/payments, 'Pagamentos' (issue 27): everyone's totals (one counters document), the
 * cashback due by date with the late ones first (a bounded live query on the cycles), marked paid
 * several at once, the approved proposals whose credit awaits release, and the cashback paid then
 * clawed back, whose return is recorded here (issue 45).
 */
import { Box, Button, Checkbox, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { StoredCashbackCycle } from '@solarcred/domain/data/cashback';
import { formatDate, saoPauloDayKey } from '@solarcred/domain/format';
import { isoToDateBr } from '@solarcred/domain/masks';
import { isOverdue } from '@solarcred/domain/cashback/ledger';
import { payoutBatchCsv } from '@solarcred/domain/cashback/statement';
import { getBackend } from '../../backend';
import { useLive, type LiveState } from '../../backend/use-live';
import { SelectField } from '../../ui/form/select-field';
import { notifyError } from '../../ui/toaster';
import { saveFile } from '../../ui/save-file';
import { CashbackTotalsCards } from '../../ui/cashback/cashback-totals';
import { useCashbackTotals } from '../../ui/cashback/use-cashback-totals';
import { useNow } from '../../ui/use-now';
import { CycleRow, cycleName } from './cycle-row';
import { PayDialog } from './pay-dialog';
import { RecoveryDialog } from './recovery-dialog';
import { ReleaseDialog } from './release-dialog';
import { paymentsText as text } from './texts';

const WINDOW = 50;

function Section({ id, title, caption, state, empty, children, actions }: {
  id: string; title: string; caption: string; state: LiveState<StoredCashbackCycle[]>; empty: string; children: (cycles: StoredCashbackCycle[]) => ReactNode; actions?: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} bg="bg.panel">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="2">
        <Stack gap="0.5">
          <Heading as="h2" id={id} size="md">{title}</Heading>
          <Text fontSize="sm" color="fg.muted">{caption}</Text>
        </Stack>
        {actions}
      </Flex>
      {state.status === 'loading' && <Stack gap="3" role="status" aria-label="Carregando">{[0, 1].map((n) => <Skeleton key={n} height="12" />)}</Stack>}
      {state.status === 'error' && <Text color="fg.error" role="alert">{text.loadFailure}</Text>}
      {state.status === 'ready' && state.data.length === 0 && <Text color="fg.muted">{empty}</Text>}
      {state.status === 'ready' && state.data.length > 0 && <Stack as="ul" listStyleType="none" gap="0">{children(state.data)}</Stack>}
    </Box>
  );
}

export default function PaymentsPage() {
  const totals = useCashbackTotals(null);
  const [company, setCompany] = useState<string | null>(null);
  const due = useLive((backend) => backend.cashback.due(WINDOW, company), `cashback-due:${company}`);
  // The companies offered by the filter: those the unfiltered list has shown.
  const [companies, setCompanies] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (company !== null || due.status !== 'ready') return;
    setCompanies(new Map(due.data.map((cycle) => [cycle.integrador_id, cycle.nome_empresa ?? cycle.integrador_id])));
  }, [company, due]);
  const awaiting = useLive((backend) => backend.cashback.awaitingRelease(WINDOW), 'cashback-awaiting');
  const toRecover = useLive((backend) => backend.cashback.toRecover(WINDOW), 'cashback-to-recover');
  const [recovering, setRecovering] = useState<StoredCashbackCycle | null>(null);
  const today = saoPauloDayKey(useNow());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [paying, setPaying] = useState<StoredCashbackCycle[] | null>(null);
  const [releasing, setReleasing] = useState<StoredCashbackCycle | null>(null);

  const dueCycles = due.status === 'ready' ? due.data : [];
  // Only rows still listed count (a payout elsewhere removes them live).
  const chosen = dueCycles.filter((cycle) => selected.has(cycle.proposta_id));
  const toggle = (id: string, on: boolean) => setSelected((current) => {
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });
  const allChosen = dueCycles.length > 0 && chosen.length === dueCycles.length;
  const [exporting, setExporting] = useState(false);
  const exportBatch = async (cycles: readonly StoredCashbackCycle[]) => {
    setExporting(true);
    try {
      const destinations = await (await getBackend()).cashback.readDestinations(cycles.map((cycle) => cycle.integrador_id));
      const csv = payoutBatchCsv(cycles, new Map(destinations.map((destination) => [destination.id, destination])));
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `lote-cashback-${today}.csv`);
    } catch {
      notifyError('medium', { title: text.exportFailure });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="6" p={{ base: '4', md: '8' }} maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">{text.title}</Heading>
        <Text color="fg.muted">{text.subtitle}</Text>
      </Stack>
      <CashbackTotalsCards state={totals} label={text.totals} />
      <Section id="pagamentos-a-pagar" title={text.dueTitle} caption={text.dueCaption} state={due} empty={text.dueEmpty}
        actions={
          <Flex gap="3" align="end" wrap="wrap">
            <Box minW="48">
              <SelectField label={text.company} name="cashback-company" placeholder={text.allCompanies} value={company ?? ''}
                options={[...companies].map(([value, label]) => ({ value, label }))}
                onChange={(event) => { setCompany(event.target.value || null); setSelected(new Set()); }} />
            </Box>
            <Checkbox.Root checked={allChosen} disabled={dueCycles.length === 0}
              onCheckedChange={(change) => setSelected(change.checked === true ? new Set(dueCycles.map((cycle) => cycle.proposta_id)) : new Set())}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{text.selectAll}</Checkbox.Label>
            </Checkbox.Root>
            <Button variant="outline" disabled={chosen.length === 0} loading={exporting} onClick={() => void exportBatch(chosen)}>{text.exportBatch}</Button>
            <Button colorPalette="orange" disabled={chosen.length === 0} onClick={() => setPaying(chosen)}>{text.pay(chosen.length)}</Button>
          </Flex>
        }>
        {(cycles) => cycles.map((cycle) => (
          <CycleRow key={cycle.proposta_id} cycle={cycle} date={text.dueOn(isoToDateBr(cycle.vencimento ?? '') ?? '')} late={isOverdue(cycle, today)}
            start={
              <Checkbox.Root checked={selected.has(cycle.proposta_id)} onCheckedChange={(change) => toggle(cycle.proposta_id, change.checked === true)}>
                <Checkbox.HiddenInput aria-label={text.select(cycleName(cycle))} />
                <Checkbox.Control />
              </Checkbox.Root>
            } />
        ))}
      </Section>
      <Section id="pagamentos-aguardando" title={text.awaitingTitle} caption={text.awaitingCaption} state={awaiting} empty={text.awaitingEmpty}>
        {(cycles) => cycles.map((cycle) => (
          <CycleRow key={cycle.proposta_id} cycle={cycle} date={text.approvedOn(formatDate(cycle.aprovada_em))} late={false}
            end={<Button size="sm" variant="outline" onClick={() => setReleasing(cycle)} aria-label={`${text.release}: ${cycleName(cycle)}`}>{text.release}</Button>} />
        ))}
      </Section>
      <Section id="pagamentos-a-recuperar" title={text.recoverTitleSection} caption={text.recoverCaption} state={toRecover} empty={text.recoverEmpty}>
        {(cycles) => cycles.map((cycle) => (
          <CycleRow key={cycle.proposta_id} cycle={cycle} date={text.paidOn(isoToDateBr(cycle.data_pagamento ?? '') ?? '')} late={false}
            end={<Button size="sm" variant="outline" onClick={() => setRecovering(cycle)} aria-label={`${text.recover}: ${cycleName(cycle)}`}>{text.recover}</Button>} />
        ))}
      </Section>
      {recovering && <RecoveryDialog cycle={recovering} onClose={() => setRecovering(null)} />}
      {paying && <PayDialog cycles={paying} onClose={() => setPaying(null)} onPaid={() => { setPaying(null); setSelected(new Set()); }} />}
      {releasing && <ReleaseDialog cycle={releasing} onClose={() => setReleasing(null)} />}
    </Stack>
  );
}
