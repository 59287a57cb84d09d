/**
 * Step 3's comparison (issue 32): the amount to finance on every active line for the term and
 * grace chosen, with the admin's current rates (live: a change on 'Taxas e Linhas' reaches an open
 * wizard), the lowest CET first; the chosen line is marked. 'Imprimir simulação' prints the same
 * lines alone for the customer: the logo, whom it is for and who quotes it (the integrator and its
 * contact), the date and how long it is valid, the request, each line's rate, installments (the
 * last where it differs), first due date and CET, and the disclaimer. With the energy bill's facts
 * (issue 49), every line's installment has 'Economia estimada' beside it, with the ratio and the
 * flag, on screen and on paper; the month-by-month bills open on demand below the lines.
 */
import { Badge, Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { createPortal } from 'react-dom';
import { useFormContext, useWatch } from 'react-hook-form';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { differingLastInstallment, quoteValidityDays, quoteValidUntil } from '@solarcred/domain/credit/quote';
import { formatBRL, formatDate } from '@solarcred/domain/format';
import { isoToDateBr, maskPhone } from '@solarcred/domain/masks';
import { energyText } from '@solarcred/domain/energy/energy-text';
import { useSession } from '../../backend/use-session';
import { MonthlyBills, SavingsVersusInstallment } from './energy/savings-versus-installment';
import { useLineSavings, type EnergyOutcome } from './energy/use-energy-analysis';
import { Logo } from '../../ui/logo';
import type { ProposalFormValues } from './form-values';
import styles from './print.module.css';
import type { CreditSimulation } from './use-credit-simulation';

export const comparisonText = {
  title: 'Comparação por linha de crédito',
  basis: (borrower: 'pf' | 'pj') => `Valor a financiar em cada linha, ${borrower === 'pj' ? 'pessoa jurídica' : 'pessoa física'}, com as taxas atuais.`,
  needsValue: 'Informe o valor do sistema na etapa anterior para comparar as linhas.',
  chosen: 'Linha escolhida',
  print: 'Imprimir simulação',
  printTitle: 'Simulação de financiamento solar',
  printDate: (ms: number) => `Emitida em ${formatDate(ms)}`,
  printValidity: (ms: number) => `Válida por ${quoteValidityDays} dias, até ${isoToDateBr(quoteValidUntil(ms)) ?? ''}, se as taxas não mudarem antes.`,
  printCustomer: (name: string) => `Cliente: ${name.trim() || 'não informado'}`,
  printIntegrator: (company: string) => `Integrador: ${company || 'não informado'}`,
  printContact: (parts: readonly string[]) => `Contato: ${parts.filter(Boolean).join(' · ')}`,
  printRequest: (system: number, downPayment: number, grace: number) =>
    `Valor do sistema ${formatBRL(system)} · entrada ${formatBRL(downPayment)} · ${grace === 0 ? 'sem carência' : `carência de ${creditText.months(grace)}`}`,
} as const;

interface Props {
  simulation: CreditSimulation;
  chosenLine: string;
}

type LineSavings = Map<string, EnergyOutcome | null> | null;

function Options({ simulation, chosenLine, testId, savings }: Props & { testId?: string; savings: LineSavings }) {
  return (
    <Stack gap="2">
      <List.Root gap="2" listStyle="none" ps="0">
        {simulation.options.map((option, index) => (
          <List.Item key={option.linha} borderWidth={index === 0 ? '2px' : '1px'} borderColor={index === 0 ? 'green.600' : 'border'} rounded="md" p="3"
            data-testid={testId} data-line={option.linha} breakInside="avoid">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="semibold">{option.linhaNome}</Text>
              <HStack gap="1">
                {option.linha === chosenLine && <Badge colorPalette="orange">{comparisonText.chosen}</Badge>}
                {index === 0 && <Badge colorPalette="green">{creditText.cheapest}</Badge>}
              </HStack>
            </HStack>
            <Text fontSize="lg" fontWeight="bold">{creditText.installment(option.prazo, option.parcelaCents)}</Text>
            <LastInstallment option={option} />
            <Text fontSize="sm">{creditText.total(option.totalPagoCents)}</Text>
            <Text fontSize="sm">{`${creditText.monthlyRate(option.taxaMensal)} · ${creditText.firstDue(option.primeiroVencimento)}`}</Text>
            <Text fontSize="sm" color="fg.muted">{creditText.cet(option.cetMensal, option.cetAnual)}</Text>
            <LineSavingsOf outcome={savings?.get(option.linha) ?? null} testId={testId && `${testId}-energy`} />
          </List.Item>
        ))}
      </List.Root>
      {simulation.refused.filter((line) => line.motivo !== creditText.lineInactive).map((line) => (
        <Text key={line.linha} fontSize="sm" color="fg.muted" data-testid={testId && `${testId}-refused`}>{`${line.linhaNome}: ${line.motivo}`}</Text>
      ))}
    </Stack>
  );
}

function LineSavingsOf({ outcome, testId }: { outcome: EnergyOutcome | null; testId?: string | undefined }) {
  if (outcome?.kind !== 'ok') return null;
  return <SavingsVersusInstallment analysis={outcome.analysis} {...(testId ? { testId } : {})} />;
}

/** Under the lines: the month-by-month bills (the same for every line: the savings depend on the term, not the installment), or what is missing. */
function EnergyNote({ savings }: { savings: LineSavings }) {
  if (!savings) return <Text fontSize="sm" color="fg.muted" mt="3" data-testid="energy-no-bill">{energyText.stepThreeNoBill}</Text>;
  const first = [...savings.values()].find((outcome) => outcome !== null);
  if (!first) return null;
  if (first.kind === 'missing') return <Text fontSize="sm" color="fg.muted" mt="3">{energyText.sizingMissing(first.faltando.map((key) => energyText.missingLabels[key]))}</Text>;
  return <Box mt="3"><MonthlyBills meses={first.meses} /></Box>;
}

function LastInstallment({ option }: { option: CreditSimulation['options'][number] }) {
  const last = differingLastInstallment(option);
  return last === null ? null : <Text fontSize="sm">{creditText.lastInstallment(last)}</Text>;
}

/** Who quotes: the integrator's company, and the person preparing it with their e-mail (and the company's phone, for its titular). */
function useQuoter(): { company: string; contact: string[] } {
  const session = useSession();
  if (session.status !== 'signed-in') return { company: '', contact: [] };
  const company = session.company?.nome || session.integrator?.nome_empresa || '';
  return { company, contact: [session.profile?.nome ?? '', session.user.email, maskPhone(session.integrator?.telefone ?? '')] };
}

/** What goes to paper: a sheet beside the app's root, laid out only by the print style sheet. */
function PrintSheet({ simulation, chosenLine, savings }: Props & { savings: LineSavings }) {
  const { request } = simulation;
  const customer = useWatch({ control: useFormContext<ProposalFormValues>().control, name: 'clientData.nomeCompleto' });
  const quoter = useQuoter();
  const issuedAt = Date.now();
  return createPortal(
    <Stack className={styles.sheet} display="none" _print={{ display: 'flex' }} gap="3" data-testid="simulation-sheet">
      <Logo />
      <Text fontSize="xl" fontWeight="bold">{comparisonText.printTitle}</Text>
      <Stack gap="0" fontSize="sm">
        <Text>{comparisonText.printCustomer(String(customer ?? ''))}</Text>
        <Text>{comparisonText.printIntegrator(quoter.company)}</Text>
        <Text>{comparisonText.printContact(quoter.contact)}</Text>
      </Stack>
      <Text fontSize="sm">{`${comparisonText.printDate(issuedAt)} · ${comparisonText.printValidity(issuedAt)}`}</Text>
      <Text fontSize="sm">{comparisonText.printRequest(request.valorSistemaCents, request.entradaCents, request.carenciaMeses)}</Text>
      <Options simulation={simulation} chosenLine={chosenLine} savings={savings} testId="sheet-simulation" />
      {savings && <Text fontSize="xs">{energyText.savingsAverageNote(request.prazo)}</Text>}
      <Text fontSize="xs">{creditText.disclaimer}</Text>
    </Stack>,
    document.body,
  );
}

export function CreditComparison({ simulation, chosenLine, status }: Props & { status: 'loading' | 'error' | 'ready' }) {
  const { request } = simulation;
  const hasValue = request.valorSistemaCents > 0;
  const printable = hasValue && status === 'ready' && simulation.options.length > 0;
  const savings = useLineSavings(simulation.options);
  return (
    <Box as="section" aria-label={comparisonText.title} borderTopWidth="1px" pt="4" data-testid="credit-comparison">
      {printable && <PrintSheet simulation={simulation} chosenLine={chosenLine} savings={savings} />}
      <HStack justify="space-between" align="start" gap="2" wrap="wrap">
        <Box>
          <Text fontWeight="semibold">{comparisonText.title}</Text>
          <Text fontSize="sm" color="fg.muted" mb="3">{comparisonText.basis(request.borrower)}</Text>
        </Box>
        {printable && <Button type="button" size="sm" variant="outline" onClick={() => window.print()}>{comparisonText.print}</Button>}
      </HStack>
      {!hasValue && <Text fontSize="sm">{comparisonText.needsValue}</Text>}
      {hasValue && status === 'loading' && <Text fontSize="sm" color="fg.muted">{creditText.loading}</Text>}
      {hasValue && status === 'error' && <Text fontSize="sm" color="fg.error" role="alert">{creditText.loadFailure}</Text>}
      {hasValue && status === 'ready' && <Options simulation={simulation} chosenLine={chosenLine} testId="wizard-simulation" savings={savings} />}
      {hasValue && status === 'ready' && simulation.options.length > 0 && <EnergyNote savings={savings} />}
      <Text fontSize="xs" color="fg.muted" mt="3">{creditText.disclaimer}</Text>
    </Box>
  );
}
