import { Input, type InputProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { FormField, type FormFieldProps } from './form-field';

export interface TextFieldProps extends Omit<InputProps, 'size'>, Omit<FormFieldProps, 'disabled'> {}

/** A labelled input with its error text (from the schema's message). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helper, required, ...input },
  ref,
) {
  return (
    <FormField label={label} error={error} helper={helper} required={required}>
      <Input ref={ref} {...input} />
    </FormField>
  );
});
