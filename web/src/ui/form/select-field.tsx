import { NativeSelect } from '@chakra-ui/react';
import { forwardRef, type ComponentProps } from 'react';
import type { Option } from '@solarcred/domain/options';
import { FormField, type FormFieldProps } from './form-field';

type NativeFieldProps = Omit<ComponentProps<typeof NativeSelect.Field>, 'children' | 'placeholder' | 'required' | 'disabled'>;

export interface SelectFieldProps extends NativeFieldProps, FormFieldProps {
  options: readonly Option[];
  /** The empty first entry; 'Selecione' unless told. */
  placeholder?: string;
}

/** A labelled native select with its error text; works with react-hook-form's register(). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder = 'Selecione', error, helper, required, disabled, ...select },
  ref,
) {
  return (
    <FormField label={label} error={error} helper={helper} required={required} disabled={disabled}>
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
    </FormField>
  );
});
