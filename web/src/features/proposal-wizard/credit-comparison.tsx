/**
 * Step 3's comparison (issue 32, first part): the system value of step 2 financed in full for the
 * chosen term on every active line, with the admin's current rates (live: a change on 'Taxas e
 * Linhas' reaches an open wizard), the lowest CET first. 'Busque a melhor opção' marks that line.
 * Nothing here is stored yet: saving the chosen simulation with the proposal is the next step.
 */
import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { releaseToday } from '@solarcred/domain/credit/calendar';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { compareLines } from '@solarcred/domain/credit/simulate';
import type { StoredCreditLine } from '@solarcred/domain/credit/lines';
import { useLive } from '../../backend/use-live';

export const comparisonText = {
  title: 'Comparação por linha de crédito',
  basis: 'Valor do sistema financiado integralmente, pessoa física, com as taxas atuais.',
  needsValue: 'Informe o valor do sistema na etapa anterior para comparar as linhas.',
  chosen: 'Linha escolhida',
} as const;

interface CreditComparisonProps {
  systemValueCents: number;
  term: number;
  chosenLine: string;
}

function Comparison({ lines, systemValueCents, term, chosenLine }: CreditComparisonProps & { lines: StoredCreditLine[] }) {
  const { options, refused } = useMemo(
    () => compareLines(lines, { valorSistemaCents: systemValueCents, entradaCents: 0, prazo: term, carenciaMeses: 0, borrower: 'pf', liberacao: releaseToday() }),
    [lines, systemValueCents, term],
  );
  return (
    <Stack gap="2">
      <List.Root gap="2" listStyle="none" ps="0">
        {options.map((option, index) => (
          <List.Item key={option.linha} borderWidth={index === 0 ? '2px' : '1px'} borderColor={index === 0 ? 'green.600' : 'border'} rounded="md" p="3"
            data-testid="wizard-simulation" data-line={option.linha}>
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="semibold">{option.linhaNome}</Text>
              <HStack gap="1">
                {option.linha === chosenLine && <Badge colorPalette="orange">{comparisonText.chosen}</Badge>}
                {index === 0 && <Badge colorPalette="green">{creditText.cheapest}</Badge>}
              </HStack>
            </HStack>
            <Text fontSize="lg" fontWeight="bold">{creditText.installment(option.prazo, option.parcelaCents)}</Text>
            <Text fontSize="sm">{creditText.total(option.totalPagoCents)}</Text>
            <Text fontSize="sm" color="fg.muted">{creditText.cet(option.cetMensal, option.cetAnual)}</Text>
          </List.Item>
        ))}
      </List.Root>
      {refused.filter((line) => line.motivo !== creditText.lineInactive).map((line) => (
        <Text key={line.linha} fontSize="sm" color="fg.muted" data-testid="wizard-simulation-refused">{`${line.linhaNome}: ${line.motivo}`}</Text>
      ))}
    </Stack>
  );
}

export function CreditComparison(props: CreditComparisonProps) {
  const lines = useLive((backend) => backend.creditLines.lines, 'credit-lines');
  return (
    <Box as="section" aria-label={comparisonText.title} borderTopWidth="1px" pt="4">
      <Text fontWeight="semibold">{comparisonText.title}</Text>
      <Text fontSize="sm" color="fg.muted" mb="3">{comparisonText.basis}</Text>
      {props.systemValueCents <= 0 && <Text fontSize="sm">{comparisonText.needsValue}</Text>}
      {props.systemValueCents > 0 && lines.status === 'loading' && <Text fontSize="sm" color="fg.muted">{creditText.loading}</Text>}
      {props.systemValueCents > 0 && lines.status === 'error' && <Text fontSize="sm" color="fg.error" role="alert">{creditText.loadFailure}</Text>}
      {props.systemValueCents > 0 && lines.status === 'ready' && <Comparison lines={lines.data} {...props} />}
      <Text fontSize="xs" color="fg.muted" mt="3">{creditText.disclaimer}</Text>
    </Box>
  );
}
