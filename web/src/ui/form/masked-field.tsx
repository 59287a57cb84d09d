import type { InputProps } from '@chakra-ui/react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { maskCep, maskCnpj, maskCpf, maskCpfCnpj, maskDate, maskPhone } from '@solarcred/domain/masks';
import { TextField, type TextFieldProps } from './text-field';

interface MaskPreset {
  /** The domain mask: turns what was typed into what is shown; idempotent. */
  apply: (value: string) => string;
  placeholder: string;
  inputMode?: InputProps['inputMode'];
  type?: 'tel';
  autoCapitalize?: 'characters';
}

/** Each domain mask with the input hints that go with it (keyboard, placeholder). */
const presets = {
  cpf: { apply: maskCpf, placeholder: '000.000.000-00', inputMode: 'numeric' },
  cnpj: { apply: maskCnpj, placeholder: '00.000.000/0000-00', autoCapitalize: 'characters' },
  cpfCnpj: { apply: maskCpfCnpj, placeholder: '000.000.000-00', autoCapitalize: 'characters' },
  cep: { apply: maskCep, placeholder: '00000-000', inputMode: 'numeric' },
  phone: { apply: maskPhone, placeholder: '(00) 00000-0000', type: 'tel', inputMode: 'tel' },
  date: { apply: maskDate, placeholder: 'DD/MM/AAAA', inputMode: 'numeric' },
} as const satisfies Record<string, MaskPreset>;

export type MaskKind = keyof typeof presets;

export interface MaskedFieldProps<T extends FieldValues>
  extends Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  mask: MaskKind;
  /** Called after the field's own blur handling, with the masked value (e.g. the CEP lookup). */
  onLeave?: (value: string) => void;
}

/**
 * A labelled text input bound to a react-hook-form field, masked as the user types by one of the
 * domain masks; the form holds the masked text and shows the field's schema error.
 */
export function MaskedField<T extends FieldValues>({ control, name, mask, onLeave, ...input }: MaskedFieldProps<T>) {
  const { apply, ...hints } = presets[mask] as MaskPreset;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          autoComplete="off"
          {...hints}
          {...input}
          ref={field.ref}
          name={field.name}
          value={apply(String(field.value ?? ''))}
          onChange={(event) => field.onChange(apply(event.target.value))}
          onBlur={() => {
            field.onBlur();
            onLeave?.(String(field.value ?? ''));
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
