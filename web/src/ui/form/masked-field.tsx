import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { maskPresets, type MaskKind, type MaskPreset } from './mask-presets';
import { TextField, type TextFieldProps } from './text-field';

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
  const { apply, ...hints } = maskPresets[mask] as MaskPreset;
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
