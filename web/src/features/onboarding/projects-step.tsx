import { Alert, Checkbox, Field, Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { product } from '@solarcred/domain/config';
import { files as limits, review } from '@solarcred/domain/constants';
import { profileWizard } from '@solarcred/domain/messages';
import { FilePicker } from '../../ui/file-picker/file-picker';
import { TextField } from '../../ui/form/text-field';
import type { WizardFiles } from './use-wizard-files';
import type { WizardFormValues } from './wizard-form';

interface Props {
  files: WizardFiles;
  progressOf: (file: File) => number | undefined;
  disabled: boolean;
}

function ProjectSlot({ slot, files, progressOf, disabled }: Props & { slot: number }) {
  const { register } = useFormContext<WizardFormValues>();
  const parts = files.projects[slot] ?? { art: [], memorial: [], fotos: [] };
  const picker = { progressOf, disabled };
  return (
    <Fieldset.Root borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} bg="bg.subtle">
      <Fieldset.Legend fontWeight="semibold" px="1">Projeto {slot + 1}</Fieldset.Legend>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Nome do cliente" bg="bg.panel" {...register(`projects.${slot}.nomeCliente`)} />
          <TextField label="Potência (kWp)" bg="bg.panel" inputMode="decimal" placeholder="Ex.: 8,5"
            {...register(`projects.${slot}.potenciaKwp`)} />
          <FilePicker label="ART" files={parts.art} onChange={(f) => files.setProjectPart(slot, 'art', f)} {...picker} />
          <FilePicker label="Memorial descritivo" files={parts.memorial}
            onChange={(f) => files.setProjectPart(slot, 'memorial', f)} {...picker} />
        </SimpleGrid>
        <FilePicker label={`Fotos da obra (até ${limits.maxPhotosPerProject})`} multiple files={parts.fotos}
          onChange={(f) => files.setProjectPart(slot, 'fotos', f)} {...picker} />
      </Stack>
    </Fieldset.Root>
  );
}

/** Step 4, Projetos de Engenharia (optional): three project slots, the consent and what happens next. */
export function ProjectsStep({ files, progressOf, disabled }: Props) {
  const { control } = useFormContext<WizardFormValues>();
  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="sm">
        Etapa opcional. Um projeto é salvo quando tem o nome do cliente e a potência.
      </Text>
      {Array.from({ length: limits.projectSlots }, (_, slot) => (
        <ProjectSlot key={slot} slot={slot} files={files} progressOf={progressOf} disabled={disabled} />
      ))}
      <Controller
        control={control}
        name="consent"
        render={({ field }) => (
          <Field.Root>
            <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}
              colorPalette="orange" alignItems="flex-start" disabled={disabled}>
              <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">
                Autorizo a {product.name} a realizar as devidas consultas de crédito sobre a empresa e seus sócios.
              </Checkbox.Label>
            </Checkbox.Root>
            {!field.value && <Field.HelperText>{profileWizard.consentRequired}</Field.HelperText>}
          </Field.Root>
        )}
      />
      <Alert.Root status="info" variant="subtle" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>O que acontece depois</Alert.Title>
          <Alert.Description>
            Seu cadastro será enviado para análise. Nossa equipe tem até {review.deadlineWorkingDays} dias úteis para
            avaliá-lo e, em seguida, um consultor entrará em contato com a pessoa designada pelo titular para o onboarding.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
