import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What every labelled field takes besides its control. */
export interface FormFieldProps {
  label: string;
  /** The schema's message; replaces the helper text while shown. */
  error?: string | undefined;
  helper?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

/**
 * The one frame of a form field: label with the required mark, the control, then the error text
 * (or the helper). Chakra's Field ties the label, `aria-invalid` and `aria-describedby` to the
 * control inside.
 */
export function FormField({ label, error, helper, required, disabled, children }: FormFieldProps & { children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
