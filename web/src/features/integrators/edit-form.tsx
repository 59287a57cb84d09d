import { chakra, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { profileFieldLabels as label } from '@solarcred/domain/integrator-completeness';
import { maskCep, maskCnpj, maskPhone } from '@solarcred/domain/masks';
import type { Integrator } from '@solarcred/domain/model';
import { adminIntegratorEdit, type AdminIntegratorEditData, type AdminIntegratorEditValues } from '@solarcred/domain/schemas/misc';
import { AddressFields } from '../../ui/address/address-fields';
import type { AddressNames } from '../../ui/address/use-cep-lookup';
import { MaskedField } from '../../ui/form/masked-field';
import { TextField } from '../../ui/form/text-field';
import { edit } from './commands';

export const EDIT_FORM_ID = 'editar-integrador';

type Values = AdminIntegratorEditValues;

const addressNames: AddressNames<Values> = {
  cep: 'cep',
  street: 'street',
  number: 'number',
  complement: 'complement',
  neighborhood: 'neighborhood',
  city: 'city',
  state: 'state',
};

const initialValues = (i: Integrator): Values => ({
  nome_empresa: i.nome_empresa ?? '',
  cnpj: maskCnpj(i.cnpj ?? ''),
  email: i.email ?? '',
  telefone: maskPhone(i.telefone ?? ''),
  cep: maskCep(i.cep ?? ''),
  street: i.street ?? '',
  number: i.number ?? '',
  complement: i.complement ?? '',
  neighborhood: i.neighborhood ?? '',
  city: i.city ?? '',
  state: (i.state ?? '') as Values['state'],
});

interface EditFormProps {
  integrator: Integrator;
  onBusy: (busy: boolean) => void;
  onSaved: () => void;
}

/** The edit fields, validated by the domain's adminIntegratorEdit schema (CNPJ check digits included). */
export function EditForm({ integrator, onBusy, onSaved }: EditFormProps) {
  const form = useForm<Values, unknown, AdminIntegratorEditData>({
    resolver: zodResolver(adminIntegratorEdit),
    defaultValues: initialValues(integrator),
    mode: 'onTouched',
  });
  const { register, control, formState: { errors } } = form;

  const save = form.handleSubmit(async (values) => {
    onBusy(true);
    const outcome = await edit(integrator.id, values);
    onBusy(false);
    if (outcome !== 'failed') onSaved();
  });

  return (
    <chakra.form id={EDIT_FORM_ID} onSubmit={(event) => void save(event)} noValidate aria-label="Editar integrador">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label={label.nome_empresa} required error={errors.nome_empresa?.message} {...register('nome_empresa')} />
        <MaskedField control={control} name="cnpj" mask="cnpj" label={label.cnpj} required />
        <TextField label="E-mail" type="email" required error={errors.email?.message} {...register('email')} />
        <MaskedField control={control} name="telefone" mask="phone" label={label.telefone} required />
        <AddressFields form={form} names={addressNames} />
      </SimpleGrid>
    </chakra.form>
  );
}
