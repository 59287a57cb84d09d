import { SimpleGrid, Stack, Table, VisuallyHidden } from '@chakra-ui/react';
import { analyticsText as text, formatCount, formatRatio, lineLabel, stateLabel } from '@solarcred/domain/analytics/analytics-text';
import type { AnalyticsSummary, MixEntry } from '@solarcred/domain/analytics/figures';
import { formatBRL } from '@solarcred/domain/format';
import { monthLabel } from '@solarcred/domain/proposal-stats-view';
import { Bar, Figure, Section } from './section';

/** Volume financed per month (R$), the period's total and average ticket. */
export function VolumeSection({ summary }: { summary: AnalyticsSummary }) {
  const largest = Math.max(0, ...summary.months.map((month) => month.volume_centavos));
  return (
    <Section id="analise-volume" title={text.volume} caption={text.volumeCaption}>
      <Stack gap="4">
        <SimpleGrid minChildWidth="12rem" gap="3">
          <Figure label={text.totalVolume} value={formatBRL(summary.volume_centavos)} testId="total-volume" />
          <Figure label={text.financed} value={formatCount(summary.financiadas)} testId="financed" />
          <Figure label={text.averageTicket} value={summary.averageTicket === null ? '—' : formatBRL(summary.averageTicket)} testId="average-ticket" />
        </SimpleGrid>
        <Table.ScrollArea tabIndex={0} aria-label={text.volume}>
          <Table.Root size="sm" data-testid="volume-months">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{text.month}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{text.financed}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{text.amount}</Table.ColumnHeader>
                <Table.ColumnHeader w="30%"><VisuallyHidden>{text.proportion}</VisuallyHidden></Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {summary.months.map((month) => (
                <Table.Row key={month.mes} data-testid={`volume-month-${month.mes}`}>
                  <Table.Cell as="th" scope="row" fontWeight="normal" textAlign="start">{monthLabel(month.mes)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(month.financiadas)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="amount">{formatBRL(month.volume_centavos)}</Table.Cell>
                  <Table.Cell><Bar fraction={largest === 0 ? 0 : month.volume_centavos / largest} /></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
    </Section>
  );
}

function MixTable({ title, column, entries, label, testId }: { title: string; column: string; entries: MixEntry[]; label: (key: string) => string; testId: string }) {
  return (
    <Table.ScrollArea tabIndex={0} aria-label={title}>
      <Table.Root size="sm" data-testid={testId}>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mt="0" mb="1">{title}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{column}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{text.financed}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{text.amount}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{text.share}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.key} data-testid={`mix-${entry.key}`}>
              <Table.Cell as="th" scope="row" fontWeight="normal" textAlign="start" whiteSpace="normal">{label(entry.key)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCount(entry.financiadas)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">{formatBRL(entry.volume_centavos)}</Table.Cell>
              <Table.Cell textAlign="end">{formatRatio(entry.share)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The mix of the financed volume by credit line and by state. */
export function MixSection({ summary }: { summary: AnalyticsSummary }) {
  return (
    <Section id="analise-mix" title={`${text.byLine} e ${text.byState.toLowerCase()}`} caption={text.volumeCaption}>
      <Stack gap="5">
        <MixTable title={text.byLine} column={text.line} entries={summary.byLine} label={lineLabel} testId="mix-lines" />
        <MixTable title={text.byState} column={text.state} entries={summary.byState} label={stateLabel} testId="mix-states" />
      </Stack>
    </Section>
  );
}
