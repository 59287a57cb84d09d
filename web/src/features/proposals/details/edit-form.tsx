import { Button, chakra, Flex, Heading } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { severityOf } from '@solarcred/domain/errors';
import { proposals as text } from '@solarcred/domain/messages';
import type { Proposal } from '@solarcred/domain/model';
import { priorityOptions } from '@solarcred/domain/options';
import { proposalEditValues, type ProposalEditValues } from '@solarcred/domain/schemas/proposal-edit';
import { BackendError, getBackend } from '../../../backend';
import { MoneyField } from '../../../ui/form/money-field';
import { SelectField } from '../../../ui/form/select-field';
import { notifyError, notifySuccess } from '../../../ui/toaster';

/** Saves through the editProposal callable: 'Dados atualizados!' or 'Erro ao atualizar proposta' (with the server's reason). */
async function save(id: string, values: ProposalEditValues): Promise<void> {
  try {
    await (await getBackend()).proposalDetails.editProposal(id, values);
    notifySuccess(text.dataUpdated);
  } catch (error) {
    const reason = error instanceof BackendError && error.message !== error.code ? error.message : undefined;
    notifyError(severityOf(error), { title: text.updateFailure, description: reason });
  }
}

/** Admins only: the priority and the offered value (integer centavos typed through the BRL mask). */
export function EditForm({ proposal }: { proposal: Proposal }) {
  const { control, register, handleSubmit, formState } = useForm<ProposalEditValues>({
    resolver: zodResolver(proposalEditValues),
    defaultValues: { prioridade: proposal.prioridade, valor_proposta: proposal.valor_proposta },
  });
  const onSubmit = handleSubmit((values) => save(proposal.id, values));
  return (
    <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={onSubmit} noValidate aria-label="Editar proposta" borderTopWidth="1px" pt="4">
      <Heading as="h3" size="sm">Editar proposta</Heading>
      <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
        <SelectField label="Prioridade" options={priorityOptions} placeholder="" {...register('prioridade')} error={formState.errors.prioridade?.message} />
        <Controller
          control={control}
          name="valor_proposta"
          render={({ field, fieldState }) => (
            <MoneyField label="Valor da proposta" inputRef={field.ref} name={field.name} amount={field.value} onAmount={(centavos) => field.onChange(centavos ?? 0)}
              onLeave={field.onBlur} error={fieldState.error?.message} />
          )}
        />
      </Flex>
      <Flex justify="flex-end">
        <Button type="submit" colorPalette="blue" size="sm" loading={formState.isSubmitting} disabled={!formState.isDirty}>Salvar alterações</Button>
      </Flex>
    </chakra.form>
  );
}
