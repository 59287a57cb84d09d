/** The wizard's own field kinds, bound to its form: money, attachments, the bank code, plain text. */
import { onlyDigits } from '@solarcred/domain/br-ids';
import { Controller, get, useFormContext, type FieldError, type FieldPathByValue } from 'react-hook-form';
import { FilePicker } from '../../ui/file-picker/file-picker';
import { TextField, type TextFieldProps } from '../../ui/form/text-field';
import { MoneyField } from '../../ui/form/money-field';
import type { ProposalFormValues } from './form-values';

type Values = ProposalFormValues;

/** The schema's message for a field, if any. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext<Values>();
  return (get(formState.errors, name) as FieldError | undefined)?.message;
}

interface Named<V> extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> {
  name: FieldPathByValue<Values, V>;
  label: string;
}

/** A registered text input with its schema error. */
export function PlainField({ name, ...input }: Named<string>) {
  const form = useFormContext<Values>();
  return <TextField {...input} error={useFieldError(name)} {...form.register(name)} />;
}

/** Money as a Brazilian types it (useMoneyInput), shown as 'R$ 1.234,56'; the form holds integer centavos (null while empty). */
export function CurrencyField({ name, ...input }: Named<number | null>) {
  const { control } = useFormContext<Values>();
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <MoneyField {...input} inputRef={field.ref} name={field.name} amount={field.value ?? null} onAmount={field.onChange} onLeave={field.onBlur}
        error={fieldState.error?.message} />
    )} />
  );
}

/** 'Banco': digits only, at most 3. */
export function BankCodeField({ name, ...input }: Named<string>) {
  const { control } = useFormContext<Values>();
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <TextField inputMode="numeric" maxLength={3} placeholder="000" autoComplete="off" {...input} ref={field.ref} name={field.name}
        value={String(field.value ?? '')} onChange={(event) => field.onChange(onlyDigits(event.target.value).slice(0, 3))}
        onBlur={field.onBlur} error={fieldState.error?.message} />
    )} />
  );
}

interface FileFieldProps {
  name: FieldPathByValue<Values, File | null>;
  label: string;
  progressOf: (file: File) => number | undefined;
  disabled: boolean;
}

/** One attachment (PDF, JPG or PNG up to 5 MB) through the shared file picker. */
export function FileField({ name, label, progressOf, disabled }: FileFieldProps) {
  const { control } = useFormContext<Values>();
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <FilePicker label={label} required files={field.value ? [field.value] : []} onChange={(files) => field.onChange(files[0] ?? null)}
        progressOf={progressOf} error={fieldState.error?.message} disabled={disabled} />
    )} />
  );
}
