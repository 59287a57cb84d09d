import { Box, Grid, Stack, Table, VisuallyHidden } from '@chakra-ui/react';
import { analyticsText as text, formatCount, formatRatio, funnelStageLabels } from '@solarcred/domain/analytics/analytics-text';
import type { AnalyticsSummary } from '@solarcred/domain/analytics/figures';
import { funnelStages } from '@solarcred/domain/analytics/types';
import { monthLabel } from '@solarcred/domain/proposal-stats-view';
import { Bar, Figure, Section } from './section';

/** The period's funnel (bars relative to the sent ones, conversion on the step before), then month by month. */
export function FunnelSection({ summary }: { summary: AnalyticsSummary }) {
  const sent = summary.funnel[0]?.count ?? 0;
  return (
    <Section id="analise-funil" title={text.funnel} caption={text.funnelCaption}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="5" alignItems="start">
        <Stack gap="4" minW="0">
          <Table.Root size="sm" data-testid="funnel-total">
            <Table.Caption><VisuallyHidden>{text.total}</VisuallyHidden></Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{text.step}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{text.n}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{text.conversion}</Table.ColumnHeader>
                <Table.ColumnHeader w="30%"><VisuallyHidden>{text.proportion}</VisuallyHidden></Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {summary.funnel.map((step) => (
                <Table.Row key={step.stage} data-testid={`funnel-${step.stage}`}>
                  <Table.Cell as="th" scope="row" fontWeight="normal" textAlign="start">{funnelStageLabels[step.stage]}</Table.Cell>
                  <Table.Cell textAlign="end" data-testid="count">{formatCount(step.count)}</Table.Cell>
                  <Table.Cell textAlign="end" data-testid="conversion">{step.conversion === null ? '—' : formatRatio(step.conversion)}</Table.Cell>
                  <Table.Cell><Bar fraction={sent === 0 ? 0 : step.count / sent} /></Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Figure label={text.approvalRate} value={formatRatio(summary.approvalRate)} help={text.approvalCaption} testId="approval-rate" />
        </Stack>
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} aria-label={text.funnel}>
          <Table.Root size="sm" data-testid="funnel-months">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{text.month}</Table.ColumnHeader>
                {funnelStages.map((stage) => <Table.ColumnHeader key={stage} textAlign="end">{funnelStageLabels[stage]}</Table.ColumnHeader>)}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {summary.months.map((month) => (
                <Table.Row key={month.mes} data-testid={`funnel-month-${month.mes}`}>
                  <Table.Cell as="th" scope="row" fontWeight="normal" textAlign="start">{monthLabel(month.mes)}</Table.Cell>
                  {month.funnel.map((step) => (
                    <Table.Cell key={step.stage} textAlign="end" whiteSpace="nowrap">
                      {formatCount(step.count)}
                      {step.conversion !== null && step.count > 0 && <Box as="span" color="fg.muted" fontSize="xs"> ({formatRatio(step.conversion)})</Box>}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Grid>
    </Section>
  );
}
