import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { proposalStatusOptions, type ProposalStatus } from '@solarcred/domain/options';
import { proposalStatusColor } from '@solarcred/domain/proposal-status';
import type { MonthlyProposals } from '@solarcred/domain/proposal-stats-view';

/** A status's colour in the charts: the board column's palette, step 500 (readable in both modes). */
export const seriesColor = (status: ProposalStatus) => `${proposalStatusColor[status]}.500`;

/**
 * The hovered month's counts, beside its column: to its right in the chart's first half, to its
 * left in the second, so it never covers the column nor leaves the card.
 */
export function MonthTooltip({ month, index, count }: { month: MonthlyProposals; index: number; count: number }) {
  const firstHalf = index < count / 2;
  const edge = `${((firstHalf ? index + 1 : count - index) / count) * 100}%`;
  return (
    <Box
      position="absolute"
      top="0"
      {...(firstHalf ? { left: edge } : { right: edge })}
      zIndex="1"
      pointerEvents="none"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="md"
      px="2.5"
      py="2"
      fontSize="xs"
      minW="40"
    >
      <Text fontWeight="medium" mb="1">{month.label}</Text>
      <Stack gap="0.5">
        {proposalStatusOptions.map((option) => (
          <HStack key={option.value} justify="space-between" gap="3">
            <HStack gap="1.5">
              <Box w="2" h="2" borderRadius="full" bg={seriesColor(option.value)} />
              {option.label}
            </HStack>
            <Text fontVariantNumeric="tabular-nums">{month[option.value]}</Text>
          </HStack>
        ))}
        <HStack justify="space-between" borderTopWidth="1px" pt="1" mt="0.5" fontWeight="medium">
          <Text>Total</Text>
          <Text fontVariantNumeric="tabular-nums">{month.total}</Text>
        </HStack>
      </Stack>
    </Box>
  );
}
