import { get, type FieldError, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ufOptions } from '@solarcred/domain/options';
import { MaskedField } from '../form/masked-field';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';
import { addressPartLabels, cepHelper, profileCepMessages, useCepLookup, type AddressNames, type AddressPart, type CepMessages } from './use-cep-lookup';

const autofill: Partial<Record<AddressPart, string>> = { cep: 'postal-code', street: 'address-line1', city: 'address-level2' };

export interface AddressFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form field of each part; a form without `complement` or `neighborhood` omits them. */
  names: AddressNames<T>;
  /** Labels other than the profile's ('CEP', 'Rua', 'Número', …). */
  labels?: Partial<Record<AddressPart, string>>;
  /** Parts that may stay empty (shown without the required mark). */
  optional?: readonly AddressPart[];
  messages?: CepMessages;
  /** The address is the signed-in person's own, so the browser may autofill it. */
  ownAddress?: boolean;
}

/**
 * CEP (looked up on leaving the field), street, number, complement, neighbourhood, city and state,
 * bound to any form through `names`. Renders the fields only: the caller's grid lays them out.
 */
export function AddressFields<T extends FieldValues>(props: AddressFieldsProps<T>) {
  const { form, names, optional = [], messages = profileCepMessages, ownAddress = false } = props;
  const { looking, lookup } = useCepLookup(form, names, messages);
  const label = (part: AddressPart) => props.labels?.[part] ?? addressPartLabels[part];
  const common = (part: AddressPart, name: string) => ({
    label: label(part),
    required: !optional.includes(part),
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
    autoComplete: ownAddress ? autofill[part] : undefined,
  });
  const text = (part: Exclude<AddressPart, 'cep' | 'state'>) => {
    const name = names[part];
    return name && <TextField key={part} {...common(part, name)} {...form.register(name)} />;
  };

  return (
    <>
      <MaskedField control={form.control} name={names.cep} mask="cep" {...common('cep', names.cep)}
        autoComplete={ownAddress ? autofill.cep : 'off'}
        helper={cepHelper(looking)}
        onLeave={(cep) => void lookup(cep)} />
      {text('street')}
      {text('number')}
      {text('complement')}
      {text('neighborhood')}
      {text('city')}
      <SelectField options={ufOptions} {...common('state', names.state)} {...form.register(names.state)} />
    </>
  );
}
