import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatCentavosInput } from '@solarcred/domain/masks';
import { linhaCreditoOptions, parcelasOptions } from '@solarcred/domain/options';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { CreditComparison } from './credit-comparison';
import type { ProposalFormValues } from './form-values';
import { labels, wizardText } from './texts';
import { useFieldError } from './wizard-fields';

/**
 * Step 3, Dados do Crédito: credit line and installments; the system value is shown, not edited;
 * below, every active line's installment and CET for that value and term.
 */
export function CreditStep() {
  const form = useFormContext<ProposalFormValues>();
  const systemValue = useWatch({ control: form.control, name: 'projectData.valorSistema' });
  const lineError = useFieldError('creditData.linhaCredito');
  const installmentsError = useFieldError('creditData.quantidadeParcelas');
  const [line, term] = useWatch({ control: form.control, name: ['creditData.linhaCredito', 'creditData.quantidadeParcelas'] });
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField label={labels.linhaCredito} options={linhaCreditoOptions} required error={lineError} {...form.register('creditData.linhaCredito')} />
        <TextField label={labels.valorSistema} value={systemValue ? formatCentavosInput(systemValue) : ''} readOnly
          helper={wizardText.systemValueHint} name="creditData.valorSistema" bg="bg.muted" />
        <SelectField label={labels.quantidadeParcelas} options={parcelasOptions} required error={installmentsError} {...form.register('creditData.quantidadeParcelas')} />
      </SimpleGrid>
      <CreditComparison systemValueCents={Number(systemValue) || 0} term={Number(term) || 0} chosenLine={String(line ?? '')} />
    </Stack>
  );
}
