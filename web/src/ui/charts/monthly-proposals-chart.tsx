/**
 * Proposals per month, stacked by column (Chakra charts over recharts). Its own chunk: pages load
 * it with React.lazy, so recharts is downloaded only where a chart is shown. The same numbers are
 * in a visually hidden table for screen readers.
 */
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Table, VisuallyHidden } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { proposalStatusOptions } from '@solarcred/domain/options';
import { proposalStatusColor } from '@solarcred/domain/proposal-status';
import type { MonthlyProposals } from '@solarcred/domain/proposal-stats-view';

export interface MonthlyProposalsChartProps {
  data: MonthlyProposals[];
  /** What the chart shows, for assistive technology (e.g. 'Propostas por mês'). */
  label: string;
}

export default function MonthlyProposalsChart({ data, label }: MonthlyProposalsChartProps) {
  const chart = useChart({
    data,
    series: proposalStatusOptions.map((option) => ({
      name: option.value,
      label: option.label,
      color: `${proposalStatusColor[option.value]}.500`,
      stackId: 'propostas',
    })),
  });
  return (
    <Box as="figure" m="0" data-testid="monthly-proposals-chart">
      <Chart.Root chart={chart} h={{ base: '80', md: '72' }} aspectRatio="auto" aria-hidden="true">
        <BarChart responsive data={chart.data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis axisLine={false} tickLine={false} dataKey={chart.key('label')} interval="preserveStartEnd" minTickGap={8} />
          <YAxis axisLine={false} tickLine={false} allowDecimals={false} width={40} />
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip showTotal />} />
          <Legend itemSorter={null} content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} stackId={item.stackId} />
          ))}
        </BarChart>
      </Chart.Root>
      <VisuallyHidden>
        <Table.Root size="sm">
          <Table.Caption>{label}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Mês</Table.ColumnHeader>
              {proposalStatusOptions.map((option) => <Table.ColumnHeader key={option.value}>{option.label}</Table.ColumnHeader>)}
              <Table.ColumnHeader>Total</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.map((month) => (
              <Table.Row key={month.month}>
                <Table.Cell>{month.label}</Table.Cell>
                {proposalStatusOptions.map((option) => <Table.Cell key={option.value}>{month[option.value]}</Table.Cell>)}
                <Table.Cell>{month.total}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}
