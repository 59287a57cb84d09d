import { Field, NativeSelect } from '@chakra-ui/react';
import { forwardRef, type ComponentProps } from 'react';
import type { Option } from '@solarcred/domain/options';

type NativeFieldProps = Omit<ComponentProps<typeof NativeSelect.Field>, 'children' | 'placeholder'>;

export interface SelectFieldProps extends NativeFieldProps {
  label: string;
  options: readonly Option[];
  /** The empty first entry; 'Selecione' unless told. */
  placeholder?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled native select with its error text; works with react-hook-form's register(). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder = 'Selecione', error, required, disabled, ...select },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} placeholder={placeholder} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});
