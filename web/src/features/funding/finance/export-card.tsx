/**
 * 'Extrato do mês' on 'Financeiro' (issue 48): the month's funding entries (and, for the titular,
 * its cashback entries) as CSV or XLSX, one sheet per ledger.
 */
import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { monthLabel, recentMonths } from '@solarcred/domain/cashback/statement';
import { SelectField } from '../../../ui/form/select-field';
import { notifyError, notifySuccess } from '../../../ui/toaster';
import { exportFundingStatement, type StatementFormat } from './export-funding';
import { financeText as text } from './texts';

export function ExportStatement({ companyId, withCashback, now }: { companyId: string; withCashback: boolean; now: number }) {
  const [months] = useState(() => recentMonths(now));
  const [month, setMonth] = useState(months[0] ?? '');
  const [exporting, setExporting] = useState<StatementFormat | null>(null);

  const run = async (format: StatementFormat) => {
    setExporting(format);
    try {
      const rows = await exportFundingStatement(companyId, month, format, withCashback);
      notifySuccess(text.exported(rows), undefined, { brief: true });
    } catch {
      notifyError('medium', { title: text.exportFailure });
    } finally {
      setExporting(null);
    }
  };

  return (
    <Box as="section" aria-labelledby="repasse-extrato" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} bg="bg.panel">
      <Heading as="h2" id="repasse-extrato" size="md">{text.exportTitle}</Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">{text.exportCaption}</Text>
      <Flex gap="3" wrap="wrap" align="end">
        <Box minW="52">
          <SelectField label={text.month} name="funding-month" placeholder="" value={month}
            options={months.map((value) => ({ value, label: monthLabel(value) }))}
            onChange={(event) => setMonth(event.target.value)} />
        </Box>
        <HStack gap="2">
          <Button variant="outline" loading={exporting === 'csv'} disabled={exporting !== null} onClick={() => void run('csv')}>{text.exportCsv}</Button>
          <Button variant="outline" loading={exporting === 'xlsx'} disabled={exporting !== null} onClick={() => void run('xlsx')}>{text.exportXlsx}</Button>
        </HStack>
      </Flex>
    </Box>
  );
}
