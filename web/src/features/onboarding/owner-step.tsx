import { SimpleGrid } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { maskCpf, maskPhone } from '@solarcred/domain/masks';
import { TextField } from '../../ui/form/text-field';
import { MaskedController } from './masked-controller';
import { ownerLabel, type WizardFormValues } from './wizard-form';

/** Step 2, Dados do Titular: name, CPF and phone; the e-mail is the account's and read-only. */
export function OwnerStep() {
  const { register, formState } = useFormContext<WizardFormValues>();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField label={ownerLabel('fullName')} required autoComplete="name"
        error={formState.errors.owner?.fullName?.message} {...register('owner.fullName')} />
      <MaskedController name="owner.cpf" label={ownerLabel('cpf')} required applyMask={maskCpf}
        placeholder="000.000.000-00" inputMode="numeric" />
      <MaskedController name="owner.phone" label={ownerLabel('phone')} required applyMask={maskPhone}
        placeholder="(00) 00000-0000" type="tel" inputMode="tel" autoComplete="tel" />
      <TextField label={ownerLabel('email')} type="email" readOnly aria-readonly="true" bg="bg.muted"
        helper="O e-mail da sua conta; não pode ser alterado aqui." {...register('owner.email')} />
    </SimpleGrid>
  );
}
