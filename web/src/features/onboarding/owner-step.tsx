import { SimpleGrid } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { MaskedField } from '../../ui/form/masked-field';
import { TextField } from '../../ui/form/text-field';
import { ownerLabel, type WizardFormValues } from './wizard-form';

/** Step 2, Dados do Titular: name, CPF and phone; the e-mail is the account's and read-only. */
export function OwnerStep() {
  const { register, formState, control } = useFormContext<WizardFormValues>();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField label={ownerLabel('fullName')} required autoComplete="name"
        error={formState.errors.owner?.fullName?.message} {...register('owner.fullName')} />
      <MaskedField control={control} name="owner.cpf" mask="cpf" label={ownerLabel('cpf')} required />
      <MaskedField control={control} name="owner.phone" mask="phone" label={ownerLabel('phone')} required autoComplete="tel" />
      <TextField label={ownerLabel('email')} type="email" readOnly aria-readonly="true" bg="bg.muted"
        helper="O e-mail da sua conta; não pode ser alterado aqui." {...register('owner.email')} />
    </SimpleGrid>
  );
}
