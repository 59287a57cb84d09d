import { chakra, Fieldset, SimpleGrid, Switch, Text } from '@chakra-ui/react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { AddressFields } from '../../ui/address/address-fields';
import { AddressReadNote, BillSection } from './energy/bill-section';
import { SizingPanel } from './energy/sizing-panel';
import { projectAddress, proposalCepMessages } from './address-names';
import type { ProposalFormValues } from './form-values';
import { labels, wizardText } from './texts';
import { CurrencyField, FileField, PlainField } from './wizard-fields';

interface Props {
  progressOf: (file: File) => number | undefined;
  disabled: boolean;
}

/**
 * Step 2, Dados do Projeto: the energy bill first (issue 49: read, it fills the bill's facts and the
 * project's address), where the system goes ('Copiar endereço do cliente' fills and locks the
 * address, see use-copied-address) and what it is, with the size the bill suggests.
 */
export function ProjectStep({ progressOf, disabled }: Props) {
  const form = useFormContext<ProposalFormValues>();
  const copying = useWatch({ control: form.control, name: 'projectData.copiarEndereco' });
  return (
    <>
      <BillSection filePicker={<FileField name="projectData.anexoFaturaEnergia" label={labels.anexoFaturaEnergia} progressOf={progressOf} disabled={disabled} />} />

      <Fieldset.Root>
        <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="2">{wizardText.projectAddress}</Fieldset.Legend>
        <AddressReadNote />
        <Controller control={form.control} name="projectData.copiarEndereco" render={({ field }) => (
          <Switch.Root checked={field.value} onCheckedChange={(event) => field.onChange(event.checked)} colorPalette="orange" mb="1">
            <Switch.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
            <Switch.Control><Switch.Thumb /></Switch.Control>
            <Switch.Label>{wizardText.copyAddress}</Switch.Label>
          </Switch.Root>
        )} />
        {copying && <Text fontSize="sm" color="fg.muted" mb="2">{wizardText.copyAddressHint}</Text>}
        <chakra.fieldset disabled={copying} minW="0" data-testid="project-address">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <AddressFields form={form} names={projectAddress} labels={{ street: labels.logradouro }} optional={['complement']} messages={proposalCepMessages} />
          </SimpleGrid>
        </chakra.fieldset>
      </Fieldset.Root>

      <Fieldset.Root>
        <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="2">{wizardText.equipment}</Fieldset.Legend>
        <SizingPanel />
        <SimpleGrid mt="4" columns={{ base: 1, md: 2 }} gap="4">
          <PlainField name="projectData.potenciaKwp" label={labels.potenciaKwp} inputMode="decimal" required autoComplete="off" />
          <PlainField name="projectData.geracaoMensalKwh" label={labels.geracaoMensalKwh} inputMode="numeric" required autoComplete="off" />
          <PlainField name="projectData.marcaMicroInversor" label={labels.marcaMicroInversor} required autoComplete="off" />
          <PlainField name="projectData.marcaModulos" label={labels.marcaModulos} required autoComplete="off" />
          <CurrencyField name="projectData.valorKitFotovoltaico" label={labels.valorKitFotovoltaico} required />
          <CurrencyField name="projectData.valorSistema" label={labels.valorSistema} required />
          <PlainField name="projectData.distribuidorEscolhido" label={labels.distribuidorEscolhido} required autoComplete="off" />
        </SimpleGrid>
      </Fieldset.Root>
    </>
  );
}
