import type { Ref } from 'react';
import { TextField, type TextFieldProps } from './text-field';
import { useMoneyInput } from './use-money-input';

export interface MoneyFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur'> {
  /** Integer centavos; null while empty. */
  amount: number | null;
  onAmount: (centavos: number | null) => void;
  onLeave?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled money input: typed as a Brazilian writes money (useMoneyInput), held as integer centavos. */
export function MoneyField({ amount, onAmount, onLeave, inputRef, ...input }: MoneyFieldProps) {
  return <TextField {...useMoneyInput(amount, onAmount, onLeave)} {...input} ref={inputRef} />;
}
