import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { StoredCreditLine } from '@solarcred/domain/credit/lines';
import { formatCentavosInput } from '@solarcred/domain/masks';
import { parcelasOptions } from '@solarcred/domain/options';
import { useLive } from '../../backend/use-live';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { CreditComparison } from './credit-comparison';
import { FinancingFields } from './financing-fields';
import type { ProposalFormValues } from './form-values';
import { offeredLineOptions } from './line-options';
import { financingText, labels, wizardText } from './texts';
import { useCreditSimulation } from './use-credit-simulation';
import { useFieldError } from './wizard-fields';

const noLines: StoredCreditLine[] = [];

interface Props {
  /** Why the chosen line cannot finance the request (null when it can): 'Próximo' stops on it. */
  onRefusal: (reason: string | null) => void;
}

/**
 * Step 3, Dados do Crédito: credit line, installments and grace; the system value is shown, not
 * edited; down payment, amount and installment recalculate each other; below, every active line's
 * installment and CET for that request. The installment shown for the chosen line is sent with
 * the proposal, so the server can tell when the rates changed in between.
 */
export function CreditStep({ onRefusal }: Props) {
  const form = useFormContext<ProposalFormValues>();
  const [systemValue, line] = useWatch({ control: form.control, name: ['projectData.valorSistema', 'creditData.linhaCredito'] });
  const lines = useLive((backend) => backend.creditLines.lines, 'credit-lines');
  const simulation = useCreditSimulation(lines.status === 'ready' ? lines.data : noLines, String(line ?? ''));
  const lineOptions = offeredLineOptions(lines.status === 'ready' ? lines.data : null, String(line ?? ''));
  const { choice } = simulation;
  const refusal = choice.kind === 'refused' ? choice.motivo : null;
  const seenInstallment = choice.kind === 'chosen' ? choice.simulation.parcelaCents : null;

  useEffect(() => onRefusal(refusal), [onRefusal, refusal]);
  useEffect(() => form.setValue('creditData.parcelaVista', seenInstallment), [form, seenInstallment]);

  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField label={labels.linhaCredito} options={lineOptions} required error={useFieldError('creditData.linhaCredito') ?? refusal ?? undefined}
          {...form.register('creditData.linhaCredito')} />
        <TextField label={labels.valorSistema} value={systemValue ? formatCentavosInput(systemValue) : ''} readOnly
          helper={wizardText.systemValueHint} name="creditData.valorSistema" bg="bg.muted" />
        <SelectField label={labels.quantidadeParcelas} options={parcelasOptions} required error={useFieldError('creditData.quantidadeParcelas')}
          {...form.register('creditData.quantidadeParcelas')} />
        <SelectField label={labels.carenciaMeses} options={financingText.graceOptions} placeholder="" error={useFieldError('creditData.carenciaMeses')}
          {...form.register('creditData.carenciaMeses')} />
      </SimpleGrid>
      <FinancingFields simulation={simulation} />
      <CreditComparison simulation={simulation} chosenLine={String(line ?? '')} status={lines.status} />
    </Stack>
  );
}
