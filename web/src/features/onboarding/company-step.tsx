import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { AddressFields } from '../../ui/address/address-fields';
import type { AddressNames } from '../../ui/address/use-cep-lookup';
import { MaskedField } from '../../ui/form/masked-field';
import { TextField } from '../../ui/form/text-field';
import { CommercialFields } from './commercial-fields';
import { companyLabel, type WizardFormValues } from './wizard-form';

const addressNames: AddressNames<WizardFormValues> = {
  cep: 'company.cep',
  street: 'company.street',
  number: 'company.number',
  complement: 'company.complement',
  neighborhood: 'company.neighborhood',
  city: 'company.city',
  state: 'company.state',
};

/** Step 1, Dados da Empresa: company, address (filled from the CEP) and commercial answers. */
export function CompanyStep() {
  const form = useFormContext<WizardFormValues>();
  const masked = (field: 'cnpj' | 'phone') => ({ control: form.control, name: `company.${field}` as const, label: companyLabel(field), required: true });

  return (
    <>
      <Fieldset.Root>
        <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="2">Empresa</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label={companyLabel('companyName')} required autoComplete="organization"
            error={form.formState.errors.company?.companyName?.message} {...form.register('company.companyName')} />
          <MaskedField {...masked('cnpj')} mask="cnpj" />
          <MaskedField {...masked('phone')} mask="phone" autoComplete="tel" />
        </SimpleGrid>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="2">Endereço</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <AddressFields form={form} names={addressNames} ownAddress />
        </SimpleGrid>
      </Fieldset.Root>

      <CommercialFields />
    </>
  );
}
