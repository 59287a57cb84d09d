/**
 * Down payment, amount to finance and installment (issue 32): editing any one recalculates the
 * other two, like the bank simulators installers know. The down payment is the form's value; the
 * amount is the system value minus it; the installment is the reference line's, and typing one
 * finds the largest amount that line finances for it.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { amountForInstallment } from '@solarcred/domain/credit/saved-simulation';
import { formatCentavosInput, maskMoney, parseMoney } from '@solarcred/domain/masks';
import { MoneyField } from '../../ui/form/money-field';
import { TextField } from '../../ui/form/text-field';
import type { ProposalFormValues } from './form-values';
import { financingText, labels } from './texts';
import type { CreditSimulation } from './use-credit-simulation';
import { CurrencyField } from './wizard-fields';

const money = (cents: number) => (cents > 0 ? formatCentavosInput(cents) : '');

export function FinancingFields({ simulation }: { simulation: CreditSimulation }) {
  const form = useFormContext<ProposalFormValues>();
  const { request, choice } = simulation;
  const system = request.valorSistemaCents;
  const [typedInstallment, setTypedInstallment] = useState<string | null>(null);
  const [installmentError, setInstallmentError] = useState<string | undefined>();

  const setDownPayment = (cents: number) => {
    form.setValue('creditData.entrada', cents > 0 ? cents : null, { shouldDirty: true });
    form.clearErrors('creditData.entrada');
  };

  const onAmount = (centavos: number | null) => {
    const amount = Math.min(centavos ?? 0, system);
    setDownPayment(system - amount);
  };

  // The installment is held as typed while the person types: the amount it finds rounds the line's own installment.
  const onInstallment = (typed: string) => {
    const text = maskMoney(typed);
    setTypedInstallment(text);
    const wanted = parseMoney(text) ?? 0;
    if (choice.kind !== 'chosen' || wanted <= 0) return;
    const amount = amountForInstallment(choice.line, request, wanted);
    setInstallmentError(amount === null ? creditText.installmentTooLow : undefined);
    if (amount !== null) setDownPayment(system - amount);
  };

  const installment = choice.kind === 'chosen' ? choice.simulation.parcelaCents : 0;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <CurrencyField name="creditData.entrada" label={labels.entrada} helper={financingText.downPaymentHint} />
      <MoneyField label={labels.valorFinanciar} name="creditData.valorFinanciar" amount={system > request.entradaCents ? system - request.entradaCents : null}
        onAmount={onAmount} helper={financingText.amountHint} />
      <TextField label={labels.parcela} name="creditData.parcela" inputMode="decimal" autoComplete="off" placeholder="R$ 0,00"
        value={typedInstallment ?? money(installment)} disabled={choice.kind !== 'chosen'}
        onChange={(event) => onInstallment(event.target.value)}
        onBlur={() => {
          setTypedInstallment(null);
          setInstallmentError(undefined);
        }}
        helper={choice.kind === 'chosen' ? financingText.installmentHint(choice.simulation.linhaNome) : financingText.installmentUnavailable}
        error={installmentError} />
    </SimpleGrid>
  );
}
