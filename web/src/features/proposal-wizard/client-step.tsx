import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { estadoCivilOptions, situacaoImovelOptions } from '@solarcred/domain/options';
import { AddressFields } from '../../ui/address/address-fields';
import { MaskedField } from '../../ui/form/masked-field';
import { SelectField } from '../../ui/form/select-field';
import { clientAddress, proposalCepMessages } from './address-names';
import type { ProposalFormValues } from './form-values';
import { labels, wizardText } from './texts';
import { CurrencyField, FileField, PlainField, useFieldError } from './wizard-fields';

interface Props {
  progressOf: (file: File) => number | undefined;
  disabled: boolean;
}

/** Step 1, Dados do Cliente: who the client is, where they live, and their financial situation. */
export function ClientStep({ progressOf, disabled }: Props) {
  const form = useFormContext<ProposalFormValues>();
  const estadoCivilError = useFieldError('clientData.estadoCivil');
  const situacaoError = useFieldError('clientData.situacaoImovel');
  return (
    <>
      <Fieldset.Root>
        <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="2">{wizardText.personal}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <PlainField name="clientData.nomeCompleto" label={labels.nomeCompleto} required autoComplete="off" />
          <MaskedField control={form.control} name="clientData.cpfCnpj" mask="cpfCnpj" label={labels.cpfCnpj} required />
          <MaskedField control={form.control} name="clientData.dataNascimento" mask="date" label={labels.dataNascimento} required />
          <PlainField name="clientData.profissao" label={labels.profissao} required autoComplete="off" />
          <SelectField label={labels.estadoCivil} options={estadoCivilOptions} error={estadoCivilError} {...form.register('clientData.estadoCivil')} />
          <PlainField name="clientData.email" label={labels.email} type="email" required autoComplete="off" />
          <MaskedField control={form.control} name="clientData.telefone" mask="phone" label={labels.telefone} required />
        </SimpleGrid>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="2">{wizardText.address}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <AddressFields form={form} names={clientAddress} labels={{ street: labels.logradouro }} optional={['complement']} messages={proposalCepMessages} />
        </SimpleGrid>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="2">{wizardText.financial}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField label={labels.situacaoImovel} options={situacaoImovelOptions} error={situacaoError} {...form.register('clientData.situacaoImovel')} />
          <PlainField name="clientData.anosResidencia" label={labels.anosResidencia} inputMode="decimal" required autoComplete="off" />
          <CurrencyField name="clientData.valorPatrimonio" label={labels.valorPatrimonio} required />
        </SimpleGrid>
        <FileField name="clientData.anexoRgCpf" label={labels.anexoRgCpf} progressOf={progressOf} disabled={disabled} />
      </Fieldset.Root>
    </>
  );
}
