import { Controller, useFormContext } from 'react-hook-form';
import { MaskedField, type MaskedFieldProps } from '../../ui/form/masked-field';
import type { WizardFormValues } from './wizard-form';

export type MaskedName = 'company.cnpj' | 'company.cep' | 'company.phone' | 'owner.cpf' | 'owner.phone';

interface Props extends Omit<MaskedFieldProps, 'value' | 'onValueChange' | 'name' | 'error'> {
  name: MaskedName;
  /** Called after the field's own blur handling (e.g. the CEP lookup). */
  onLeave?: (value: string) => void;
}

/** A masked input bound to the wizard form, showing the field's schema error. */
export function MaskedController({ name, onLeave, ...props }: Props) {
  const { control } = useFormContext<WizardFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MaskedField
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={() => {
            field.onBlur();
            onLeave?.(field.value);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
