import { Alert, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { tipoContaOptions } from '@solarcred/domain/options';
import { SelectField } from '../../ui/form/select-field';
import type { ProposalFormValues } from './form-values';
import { labels, wizardText } from './texts';
import { BankCodeField, FileField, PlainField, useFieldError } from './wizard-fields';

interface Props {
  progressOf: (file: File) => number | undefined;
  disabled: boolean;
  /** 'Ao finalizar, sua proposta será enviada…': the integrator's wizard, not the customer's page. */
  finalNote?: boolean;
}

/** Step 4, Dados Bancários, ending with the note that the proposal goes to analysis. */
export function BankingStep({ progressOf, disabled, finalNote = true }: Props) {
  const form = useFormContext<ProposalFormValues>();
  const typeError = useFieldError('bankingData.tipoConta');
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField label={labels.tipoConta} options={tipoContaOptions} error={typeError} {...form.register('bankingData.tipoConta')} />
        <BankCodeField name="bankingData.banco" label={labels.banco} required />
        <PlainField name="bankingData.agencia" label={labels.agencia} inputMode="numeric" required autoComplete="off" />
        <PlainField name="bankingData.numeroConta" label={labels.numeroConta} required autoComplete="off" />
      </SimpleGrid>
      <FileField name="bankingData.anexoHolerite" label={labels.anexoHolerite} progressOf={progressOf} disabled={disabled} />
      {finalNote && (
        <Alert.Root status="info" variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Alert.Description>{wizardText.finalNote}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
