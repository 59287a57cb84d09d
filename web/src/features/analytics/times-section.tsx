import { Table } from '@chakra-ui/react';
import { analyticsText as text, formatCount, formatHours } from '@solarcred/domain/analytics/analytics-text';
import type { AnalyticsSummary, TimeFigure } from '@solarcred/domain/analytics/figures';
import { proposalStatuses } from '@solarcred/domain/options';
import { Section } from './section';

/** Decision time and time in each status: median, p90 and how many proposals, in business hours. */
export function TimesSection({ summary }: { summary: AnalyticsSummary }) {
  const rows: { key: string; label: string; figure: TimeFigure }[] = [
    { key: 'decisao', label: text.decision, figure: summary.decision },
    ...proposalStatuses.filter((status) => summary.timeInStatus[status].count > 0).map((status) => ({ key: status, label: text.inStatus(status), figure: summary.timeInStatus[status] })),
  ];
  return (
    <Section id="analise-tempos" title={text.times} caption={text.timesCaption}>
      <Table.ScrollArea tabIndex={0} aria-label={text.times}>
        <Table.Root size="sm" data-testid="times">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{text.step}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{text.median}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{text.p90}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{text.n}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.key} data-testid={`time-${row.key}`}>
                <Table.Cell as="th" scope="row" fontWeight="normal" textAlign="start">{row.label}</Table.Cell>
                <Table.Cell textAlign="end" data-testid="median" whiteSpace="nowrap">{formatHours(row.figure.median)}</Table.Cell>
                <Table.Cell textAlign="end" data-testid="p90" whiteSpace="nowrap">{formatHours(row.figure.p90)}</Table.Cell>
                <Table.Cell textAlign="end" data-testid="n">{formatCount(row.figure.count)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Section>
  );
}
