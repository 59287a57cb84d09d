/**
 * 'Economia estimada' beside 'Parcela' (issue 49): the average monthly savings over the
 * installments' months against the installment, the ratio, and the flag when the installment
 * passes the savings by more than the admin's margin. `MonthlyBills` is the bill before and after
 * the system, month by month over the term, shown on demand as a table.
 */
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { energyText } from '@solarcred/domain/energy/energy-text';
import type { SavingsMonth } from '@solarcred/domain/energy/savings';
import type { EnergyAnalysis } from '@solarcred/domain/energy/types';
import { formatBRL } from '@solarcred/domain/format';

type Figures = Pick<EnergyAnalysis, 'economia_media_centavos' | 'parcela_centavos' | 'razao' | 'acima_da_margem' | 'margem_parcela_pct'>;

export function SavingsVersusInstallment({ analysis, testId }: { analysis: Figures; testId?: string }) {
  return (
    <Stack gap="1" borderTopWidth="1px" pt="2" mt="1" data-testid={testId} data-above-margin={analysis.acima_da_margem ? 'sim' : 'nao'}>
      <HStack gap="6" wrap="wrap" align="end">
        <Box>
          <Text fontSize="xs" color="fg.muted">{energyText.savingsLabel}</Text>
          <Text fontWeight="semibold" color="fg.success" data-testid={testId && `${testId}-savings`}>{energyText.perMonth(analysis.economia_media_centavos)}</Text>
        </Box>
        <Box>
          <Text fontSize="xs" color="fg.muted">{energyText.installmentLabel}</Text>
          <Text fontWeight="semibold" data-testid={testId && `${testId}-installment`}>{energyText.perMonth(analysis.parcela_centavos)}</Text>
        </Box>
        <Text fontSize="sm" data-testid={testId && `${testId}-ratio`}>{energyText.ratio(analysis.razao)}</Text>
      </HStack>
      {analysis.acima_da_margem && (
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="red" variant="solid" data-testid={testId && `${testId}-flag`}>{energyText.aboveMarginFlag}</Badge>
          <Text fontSize="xs" color="fg.muted">{energyText.aboveMarginDetail(analysis.margem_parcela_pct)}</Text>
        </HStack>
      )}
    </Stack>
  );
}

const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/** The month-by-month bills behind a 'Ver a conta mês a mês' toggle (a table: readable by screen readers and on paper). */
export function MonthlyBills({ meses }: { meses: readonly SavingsMonth[] }) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const captionId = useId();
  const headers = energyText.monthlyHeaders;
  return (
    <Stack gap="2" data-testid="monthly-bills">
      <Button type="button" size="sm" variant="outline" alignSelf="start" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen((shown) => !shown)}>
        {open ? energyText.monthlyHide : energyText.monthlyShow}
      </Button>
      {open && (
        // The caption sits above the scrolling box, so a phone shows it whole while the columns scroll sideways.
        <Stack gap="1" id={tableId}>
          <Text id={captionId} fontSize="xs" color="fg.muted">{energyText.monthlyCaption(meses.length)}</Text>
          <Box maxH="80" overflow="auto" whiteSpace="nowrap" borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-labelledby={captionId}>
            <Table.Root size="sm" stickyHeader aria-labelledby={captionId}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{headers.mes}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{headers.antes}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{headers.depois}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{headers.economia}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{headers.fioB}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {meses.map((month) => (
                  <Table.Row key={month.mes}>
                    <Table.Cell>{monthLabel(month.mes)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatBRL(month.conta_antes_centavos)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatBRL(month.conta_depois_centavos)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatBRL(month.economia_centavos)}</Table.Cell>
                    <Table.Cell textAlign="end">{`${month.fio_b_pct}%`}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
