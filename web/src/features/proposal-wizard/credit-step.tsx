import { SimpleGrid } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatCentavosInput } from '@solarcred/domain/masks';
import { linhaCreditoOptions, parcelasOptions } from '@solarcred/domain/options';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import type { ProposalFormValues } from './form-values';
import { labels, wizardText } from './texts';
import { useFieldError } from './wizard-fields';

/** Step 3, Dados do Crédito: credit line and installments; the system value is shown, not edited. */
export function CreditStep() {
  const form = useFormContext<ProposalFormValues>();
  const systemValue = useWatch({ control: form.control, name: 'projectData.valorSistema' });
  const lineError = useFieldError('creditData.linhaCredito');
  const installmentsError = useFieldError('creditData.quantidadeParcelas');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SelectField label={labels.linhaCredito} options={linhaCreditoOptions} required error={lineError} {...form.register('creditData.linhaCredito')} />
      <TextField label={labels.valorSistema} value={systemValue ? formatCentavosInput(systemValue) : ''} readOnly
        helper={wizardText.systemValueHint} name="creditData.valorSistema" bg="bg.muted" />
      <SelectField label={labels.quantidadeParcelas} options={parcelasOptions} required error={installmentsError} {...form.register('creditData.quantidadeParcelas')} />
    </SimpleGrid>
  );
}
