import { chakra, Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { profileFieldLabels as label } from '@solarcred/domain/integrator-completeness';
import { maskCep, maskCnpj, maskPhone } from '@solarcred/domain/masks';
import type { Integrator } from '@solarcred/domain/model';
import { ufOptions } from '@solarcred/domain/options';
import { adminIntegratorEdit, type AdminIntegratorEditData, type AdminIntegratorEditValues } from '@solarcred/domain/schemas/misc';
import { TextField } from '../../ui/form/text-field';
import { edit } from './commands';

export const EDIT_FORM_ID = 'editar-integrador';

type Values = AdminIntegratorEditValues;
type MaskedKey = 'cnpj' | 'telefone' | 'cep';

/** Registers a text input whose value is re-masked as the user types. */
function maskedRegister(register: UseFormRegister<Values>, name: MaskedKey, mask: (value: string) => string) {
  const field = register(name);
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = mask(event.target.value);
      return field.onChange(event);
    },
  };
}

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
  const { register, handleSubmit, formState } = useForm<Values, unknown, AdminIntegratorEditData>({
    resolver: zodResolver(adminIntegratorEdit),
    defaultValues: initialValues(integrator),
    mode: 'onTouched',
  });
  const errors = formState.errors;

  const save = handleSubmit(async (values) => {
    onBusy(true);
    const outcome = await edit(integrator.id, values);
    onBusy(false);
    if (outcome !== 'failed') onSaved();
  });

  return (
    <chakra.form id={EDIT_FORM_ID} onSubmit={(event) => void save(event)} noValidate aria-label="Editar integrador">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label={label.nome_empresa} required error={errors.nome_empresa?.message} {...register('nome_empresa')} />
        <TextField label={label.cnpj} required inputMode="text" autoCapitalize="characters" error={errors.cnpj?.message} {...maskedRegister(register, 'cnpj', maskCnpj)} />
        <TextField label="E-mail" type="email" required error={errors.email?.message} {...register('email')} />
        <TextField label={label.telefone} type="tel" required error={errors.telefone?.message} {...maskedRegister(register, 'telefone', maskPhone)} />
        <TextField label={label.cep} inputMode="numeric" required error={errors.cep?.message} {...maskedRegister(register, 'cep', maskCep)} />
        <TextField label={label.street} required error={errors.street?.message} {...register('street')} />
        <TextField label={label.number} required error={errors.number?.message} {...register('number')} />
        <TextField label={label.complement} required error={errors.complement?.message} {...register('complement')} />
        <TextField label={label.neighborhood} required error={errors.neighborhood?.message} {...register('neighborhood')} />
        <TextField label={label.city} required error={errors.city?.message} {...register('city')} />
        <Field.Root invalid={Boolean(errors.state)} required>
          <Field.Label>{label.state} <Field.RequiredIndicator /></Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field placeholder="Selecione" {...register('state')}>
              {ufOptions.map((uf) => <option key={uf.value} value={uf.value}>{uf.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.state && <Field.ErrorText>{errors.state.message}</Field.ErrorText>}
        </Field.Root>
      </SimpleGrid>
    </chakra.form>
  );
}
