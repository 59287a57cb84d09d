import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { FormField, type FormFieldProps } from './form-field';

export interface PasswordFieldProps extends Omit<InputProps, 'size' | 'type'>, Omit<FormFieldProps, 'disabled'> {}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** Password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, helper, required, ...input },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} error={error} helper={helper} required={required}>
      <InputGroup
        endElement={
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={visible ? `Ocultar ${label.toLowerCase()}` : `Mostrar ${label.toLowerCase()}`}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon open={visible} />
          </IconButton>
        }
      >
        <Input ref={ref} type={visible ? 'text' : 'password'} {...input} />
      </InputGroup>
    </FormField>
  );
});
