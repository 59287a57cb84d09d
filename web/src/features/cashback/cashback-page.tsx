/**
 * /integrator/cashback (issues 27 and 45): the totals from the integrator's counters, its entries
 * in a window (newest first, filtered by month and situation, each naming its client and company
 * and linked to its proposal) and the month's statement as CSV or XLSX, in the same order.
 */
import { Badge, Box, Button, Flex, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { cashbackLabels } from '@solarcred/domain/cashback/cashback-text';
import { cashbackEntryTypes, type CashbackEntry, type CashbackEntryType } from '@solarcred/domain/cashback/ledger';
import { monthLabel, proposalNamesOf, recentMonths, statementOf } from '@solarcred/domain/cashback/statement';
import { formatBRL, formatDate } from '@solarcred/domain/format';
import { isoToDateBr } from '@solarcred/domain/masks';
import { proposalLinkParam } from '@solarcred/domain/mail/links';
import { shortId } from '@solarcred/domain/proposal-status';
import { getBackend } from '../../backend';
import { useLive } from '../../backend/use-live';
import { useSession } from '../../backend/use-session';
import { paths } from '../../config/paths';
import { CashbackTotalsCards } from '../../ui/cashback/cashback-totals';
import { useCashbackTotals } from '../../ui/cashback/use-cashback-totals';
import { SelectField } from '../../ui/form/select-field';
import { notifyError, notifySuccess } from '../../ui/toaster';
import { exportStatement, type StatementFormat } from './export-statement';
import { cashbackScreenText as text } from './texts';

const PAGE = 20;
const badgeColor: Record<CashbackEntryType, string> = { prevista: 'blue', a_pagar: 'orange', paga: 'green', estornada: 'gray', clawback: 'purple', recuperada: 'gray' };

function EntryRow({ entry, names }: { entry: CashbackEntry; names: { empresa: string; cliente: string } | undefined }) {
  const due = 'vencimento' in entry && entry.vencimento ? isoToDateBr(entry.vencimento) : null;
  return (
    <Flex as="li" justify="space-between" gap="3" py="3" borderBottomWidth="1px" borderColor="border.muted" wrap="wrap" data-testid="cashback-entry" data-tipo={entry.tipo}>
      <Stack gap="0.5">
        <HStack gap="2">
          <Badge colorPalette={badgeColor[entry.tipo]}>{cashbackLabels.situacao[entry.tipo]}</Badge>
          <Link asChild color="orange.fg" fontWeight="medium">
            <RouterLink to={`${paths.integrator.kanban}?${proposalLinkParam}=${encodeURIComponent(entry.proposta_id)}`}>{text.proposal(shortId(entry.proposta_id))}</RouterLink>
          </Link>
        </HStack>
        {names && (names.cliente || names.empresa) && (
          <Text fontWeight="medium" data-testid="cashback-entry-names">{[names.cliente, names.empresa].filter(Boolean).join(' · ')}</Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {formatDate(entry.registrado_em)}
          {entry.tipo === 'paga' ? ` · ${text.paidOn(isoToDateBr(entry.data_pagamento) ?? entry.data_pagamento)}` : due ? ` · ${text.due(due)}` : ''}
        </Text>
      </Stack>
      <Text fontWeight="semibold" data-testid="cashback-entry-value">{formatBRL(entry.valor_centavos)}</Text>
    </Flex>
  );
}

export default function CashbackPage() {
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : '';
  const [months] = useState(() => recentMonths(Date.now()));
  const [month, setMonth] = useState<string | null>(months[0] ?? null);
  const [tipo, setTipo] = useState<CashbackEntryType | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [exporting, setExporting] = useState<StatementFormat | null>(null);
  const totals = useCashbackTotals(uid || null);
  const entries = useLive((backend) => (uid ? backend.cashback.entries(uid, { month, tipo }, limit) : null), `cashback-entries:${uid}:${month}:${tipo}:${limit}`);
  const names = useMemo(() => proposalNamesOf(entries.status === 'ready' ? entries.data : []), [entries]);

  const exportMonth = async (format: StatementFormat) => {
    if (!month) return;
    setExporting(format);
    try {
      const statement = statementOf(await (await getBackend()).cashback.monthEntries(uid, month));
      await exportStatement(statement, month, format);
      notifySuccess(text.exported(statement.entries.length), undefined, { brief: true });
    } catch {
      notifyError('medium', { title: text.exportFailure });
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="6" p={{ base: '4', md: '8' }} maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">{text.title}</Heading>
        <Text color="fg.muted">{text.subtitle}</Text>
      </Stack>
      <CashbackTotalsCards state={totals} label={text.totalsTitle} />
      <Box as="section" aria-labelledby="cashback-lancamentos" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} bg="bg.panel">
        <Heading as="h2" id="cashback-lancamentos" size="md" mb="4">{text.listTitle}</Heading>
        <Flex gap="3" wrap="wrap" align="end" mb="4">
          <Box minW="52">
            <SelectField label={text.month} name="cashback-month" placeholder={text.allMonths} value={month ?? ''}
              options={months.map((value) => ({ value, label: monthLabel(value) }))}
              onChange={(event) => { setMonth(event.target.value || null); setLimit(PAGE); }} />
          </Box>
          <Box minW="44">
            <SelectField label={text.state} name="cashback-state" placeholder={text.allStates} value={tipo ?? ''}
              options={cashbackEntryTypes.map((value) => ({ value, label: cashbackLabels.situacao[value] }))}
              onChange={(event) => { setTipo((event.target.value || null) as CashbackEntryType | null); setLimit(PAGE); }} />
          </Box>
          <HStack gap="2">
            <Button variant="outline" disabled={!month} loading={exporting === 'csv'} onClick={() => void exportMonth('csv')}>{text.exportCsv}</Button>
            <Button variant="outline" disabled={!month} loading={exporting === 'xlsx'} onClick={() => void exportMonth('xlsx')}>{text.exportXlsx}</Button>
          </HStack>
        </Flex>
        {!month && <Text fontSize="sm" color="fg.muted" mb="2">{text.exportHint}</Text>}
        {entries.status === 'loading' && (
          <Stack gap="3" role="status" aria-label="Carregando">{Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height="12" />)}</Stack>
        )}
        {entries.status === 'error' && <Text color="fg.error" role="alert">{text.loadFailure}</Text>}
        {entries.status === 'ready' && entries.data.length === 0 && <Text color="fg.muted">{text.empty}</Text>}
        {entries.status === 'ready' && entries.data.length > 0 && (
          <>
            <Stack as="ul" listStyleType="none" gap="0" data-testid="cashback-entries">
              {entries.data.map((entry) => <EntryRow key={entry.id} entry={entry} names={names.get(entry.proposta_id)} />)}
            </Stack>
            {entries.data.length >= limit && (
              <Button variant="ghost" mt="3" onClick={() => setLimit((current) => current + PAGE)}>{text.loadMore}</Button>
            )}
          </>
        )}
      </Box>
    </Stack>
  );
}
