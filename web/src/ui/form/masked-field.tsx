import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export interface MaskedFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'defaultValue' | 'mask'> {
  /** Turns what was typed into what is shown (e.g. maskCpf); must be idempotent. */
  applyMask: (value: string) => string;
  value: string;
  onValueChange: (masked: string) => void;
}

/** A labelled text input that masks its value as the user types (CPF, CNPJ, CEP, phone). */
export const MaskedField = forwardRef<HTMLInputElement, MaskedFieldProps>(function MaskedField(
  { applyMask, value, onValueChange, ...input },
  ref,
) {
  return (
    <TextField
      ref={ref}
      autoComplete="off"
      {...input}
      value={applyMask(value)}
      onChange={(event) => onValueChange(applyMask(event.target.value))}
    />
  );
});
