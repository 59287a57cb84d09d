import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import {
  averageProjectsOptions,
  howKnewUsOptions,
  revenueOptions,
  simNaoOptions,
  teamSizeOptions,
  type Option,
} from '@solarcred/domain/options';
import type { CompanyField } from '@solarcred/domain/schemas/profile-wizard';
import { SelectField } from '../../ui/form/select-field';
import { companyLabel, type WizardFormValues } from './wizard-form';

const questions: readonly { field: CompanyField; options: readonly Option[] }[] = [
  { field: 'teamSize', options: teamSizeOptions },
  { field: 'revenue', options: revenueOptions },
  { field: 'hasInstallation', options: simNaoOptions },
  { field: 'howKnewUs', options: howKnewUsOptions },
  { field: 'averageProjects', options: averageProjectsOptions },
  { field: 'creditIssues', options: simNaoOptions },
];

/** Step 1's commercial questions: team size, revenue, installation team, origin, projects, credit. */
export function CommercialFields() {
  const { register, formState } = useFormContext<WizardFormValues>();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold" mb="2">Informações comerciais</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {questions.map(({ field, options }) => (
          <SelectField key={field} label={companyLabel(field)} required options={options}
            error={formState.errors.company?.[field]?.message} {...register(`company.${field}`)} />
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}
