import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { maskCep, maskCnpj, maskPhone } from '@solarcred/domain/masks';
import { ufOptions } from '@solarcred/domain/options';
import type { CompanyField } from '@solarcred/domain/schemas/profile-wizard';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { CommercialFields } from './commercial-fields';
import { MaskedController } from './masked-controller';
import { useCepLookup } from './use-cep-lookup';
import { companyLabel, type WizardFormValues } from './wizard-form';

/** Step 1, Dados da Empresa: company, address (filled from the CEP) and commercial answers. */
export function CompanyStep() {
  const form = useFormContext<WizardFormValues>();
  const { register, formState } = form;
  const { looking, lookup } = useCepLookup(form);
  const error = (field: CompanyField) => formState.errors.company?.[field]?.message;
  const text = (field: CompanyField) => ({
    label: companyLabel(field),
    required: true,
    error: error(field),
    ...register(`company.${field}`),
  });

  return (
    <>
      <Fieldset.Root>
        <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="2">Empresa</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField {...text('companyName')} autoComplete="organization" />
          <MaskedController name="company.cnpj" label={companyLabel('cnpj')} required applyMask={maskCnpj}
            placeholder="00.000.000/0000-00" autoCapitalize="characters" />
          <MaskedController name="company.phone" label={companyLabel('phone')} required applyMask={maskPhone}
            placeholder="(00) 00000-0000" type="tel" inputMode="tel" autoComplete="tel" />
        </SimpleGrid>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="2">Endereço</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <MaskedController name="company.cep" label={companyLabel('cep')} required applyMask={maskCep}
            placeholder="00000-000" inputMode="numeric" autoComplete="postal-code"
            helper={looking ? 'Buscando endereço...' : 'O endereço é preenchido ao sair do campo.'}
            onLeave={(cep) => void lookup(cep)} />
          <TextField {...text('street')} autoComplete="address-line1" />
          <TextField {...text('number')} />
          <TextField {...text('complement')} />
          <TextField {...text('neighborhood')} />
          <TextField {...text('city')} autoComplete="address-level2" />
          <SelectField label={companyLabel('state')} required options={ufOptions} error={error('state')}
            {...register('company.state')} />
        </SimpleGrid>
      </Fieldset.Root>

      <CommercialFields />
    </>
  );
}
