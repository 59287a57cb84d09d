/**
 * Proposals per month, stacked by column: plain boxes sized in percent of the value axis, so the
 * chart needs no charting library (recharts and @chakra-ui/charts were 110 kB gzip of every
 * dashboard's first load) and follows its container's width without measuring it. The drawing
 * is hidden from assistive technology; the same numbers are in a visually hidden table.
 */
import { Box, Flex, HStack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { proposalStatusOptions } from '@solarcred/domain/options';
import type { MonthlyProposals } from '@solarcred/domain/proposal-stats-view';
import { countScale } from './chart-scale';
import { MonthTooltip, seriesColor } from './month-tooltip';

export interface MonthlyProposalsChartProps {
  data: MonthlyProposals[];
  /** What the chart shows, for assistive technology (e.g. 'Propostas por mês'). */
  label: string;
}

const percent = (value: number, max: number) => `${(value / max) * 100}%`;
/**
 * On a phone a label is wider than its column: every third month is labelled, never the first
 * or the last (their labels would cross the card's edge).
 */
const labelShownOnPhone = (index: number) => index % 3 === 1;

function Plot({ data }: { data: MonthlyProposals[] }) {
  const [active, setActive] = useState<number | null>(null);
  const scale = countScale(Math.max(0, ...data.map((month) => month.total)));
  return (
    <Box>
      <Flex h={{ base: '64', md: '56' }} mt="2">
        <Box position="relative" w="8" flexShrink="0" fontSize="xs" color="fg.muted">
          {scale.ticks.map((tick) => (
            <Text key={tick} position="absolute" right="2" bottom={percent(tick, scale.max)} transform="translateY(50%)" lineHeight="1">{tick}</Text>
          ))}
        </Box>
        <Box position="relative" flex="1" onMouseLeave={() => setActive(null)}>
          {scale.ticks.map((tick) => (
            <Box key={tick} position="absolute" insetX="0" bottom={percent(tick, scale.max)} borderTopWidth="1px" borderColor="border.muted" />
          ))}
          <Flex position="relative" h="full">
            {data.map((month, index) => (
              <Flex key={month.month} flex="1" direction="column-reverse" align="center" bg={active === index ? 'bg.muted' : undefined} onMouseEnter={() => setActive(index)}>
                {proposalStatusOptions.map((option) => month[option.value] > 0 && (
                  <Box key={option.value} data-part="bar-segment" data-status={option.value} w="70%" h={percent(month[option.value], scale.max)} bg={seriesColor(option.value)} />
                ))}
              </Flex>
            ))}
          </Flex>
          {active !== null && data[active] && <MonthTooltip month={data[active]} index={active} count={data.length} />}
        </Box>
      </Flex>
      <Flex ps="8" pt="1" fontSize="xs" color="fg.muted">
        {data.map((month, index) => (
          <Text key={month.month} flex="1" minW="0" textAlign="center" whiteSpace="nowrap" visibility={{ base: labelShownOnPhone(index) ? 'visible' : 'hidden', md: 'visible' }}>
            {month.label}
          </Text>
        ))}
      </Flex>
    </Box>
  );
}

function Legend() {
  return (
    <HStack as="ul" listStyleType="none" m="0" p="0" gap="3" rowGap="1" wrap="wrap" justify="center" fontSize="xs">
      {proposalStatusOptions.map((option) => (
        <HStack as="li" key={option.value} gap="1.5">
          <Box w="2.5" h="2.5" borderRadius="full" bg={seriesColor(option.value)} />
          {option.label}
        </HStack>
      ))}
    </HStack>
  );
}

export default function MonthlyProposalsChart({ data, label }: MonthlyProposalsChartProps) {
  return (
    <Box as="figure" m="0" data-testid="monthly-proposals-chart">
      <Box aria-hidden="true" display="flex" flexDirection="column" gap="3">
        <Plot data={data} />
        <Legend />
      </Box>
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
