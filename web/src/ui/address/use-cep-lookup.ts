import { useCallback, useRef, useState } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { onlyDigits } from '@solarcred/domain/br-ids';
import { identifiers } from '@solarcred/domain/constants';
import { profileFieldLabels } from '@solarcred/domain/integrator-completeness';
import { profileWizard } from '@solarcred/domain/messages';
import { ufs } from '@solarcred/domain/options';
import { lookupCep, type CepAddress } from '../../backend/via-cep';
import { valueAt } from '../form/value-at';
import { notifyError, notifyInfo, notifySuccess } from '../toaster';

/**
 * What the lookup needs of a form: react-hook-form's, or the customer page's own (issue 28), which
 * loads without that library. Only the form's types come from it.
 */
export interface LookupForm {
  getValues(name: string): unknown;
  setValue(name: string, value: string, options: { shouldDirty: boolean; shouldValidate: boolean }): void;
  formState: { errors: object };
}

/** The parts of an address block; `complement` and `neighborhood` may be absent from a form. */
export type AddressPart = 'cep' | 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state';

/** Which form field holds each part (e.g. 'company.street', 'cliente_logradouro'). */
export type AddressNames<T extends FieldValues> = Record<'cep' | 'street' | 'number' | 'city' | 'state', FieldPathByValue<T, string>> &
  Partial<Record<'complement' | 'neighborhood', FieldPathByValue<T, string>>>;

/** The profile's label of each part ('CEP', 'Rua', 'Número', …); a form may rename some. */
export const addressPartLabels: Record<AddressPart, string> = {
  cep: profileFieldLabels.cep,
  street: profileFieldLabels.street,
  number: profileFieldLabels.number,
  complement: profileFieldLabels.complement,
  neighborhood: profileFieldLabels.neighborhood,
  city: profileFieldLabels.city,
  state: profileFieldLabels.state,
};

/** The CEP field's helper: how the lookup works, or that it is running. */
export const cepHelper = (looking: boolean) => (looking ? 'Buscando endereço...' : 'O endereço é preenchido ao sair do campo.');

/** The toasts of a lookup; `foundNoComplement` only where the complement is required. */
export interface CepMessages {
  found: string;
  foundNoComplement?: string;
  notFound: string;
  failed: string;
}

/** The profile wizard's texts (file 000): the address is then typed by hand when the lookup fails. */
export const profileCepMessages: CepMessages = {
  found: profileWizard.cepSuccess,
  foundNoComplement: profileWizard.cepComplementInfo,
  notFound: profileWizard.cepNotFound,
  failed: profileWizard.cepFailure,
};

const filledParts = ['street', 'neighborhood', 'city', 'state', 'complement'] as const satisfies readonly (keyof CepAddress & AddressPart)[];

/**
 * On leaving the CEP field: looks the address up and fills street, neighbourhood, city, state and
 * complement (fields stay editable). Tells when the complement is still to be typed, when the CEP
 * does not exist and when the lookup failed. A CEP already found is not looked up again, so hand
 * edits to the address are not overwritten; a form that starts with a CEP and a street (a stored
 * address) counts its CEP as found.
 */
export function useCepLookup<T extends FieldValues>(
  form: LookupForm,
  names: AddressNames<T>,
  messages: CepMessages,
): { looking: boolean; lookup: (cep: string) => Promise<void> } {
  const [looking, setLooking] = useState(false);
  const found = useRef<string | null>(null);
  found.current ??= String(form.getValues(names.street) ?? '').trim() === '' ? '' : onlyDigits(String(form.getValues(names.cep) ?? ''));

  const fill = useCallback((address: CepAddress) => {
    for (const part of filledParts) {
      const name = names[part];
      const value = address[part].trim();
      if (!name || value === '' || (part === 'state' && !ufs.some((uf) => uf === value))) continue;
      form.setValue(name, value, { shouldDirty: true, shouldValidate: Boolean(valueAt(form.formState.errors, name)) });
    }
  }, [form, names]);

  const lookup = useCallback(async (cep: string) => {
    const digits = onlyDigits(cep);
    if (digits.length !== identifiers.cepLength || digits === found.current) return;
    setLooking(true);
    const result = await lookupCep(digits);
    setLooking(false);
    if (result.kind === 'found') {
      found.current = digits;
      fill(result.address);
      const complementMissing = names.complement !== undefined && String(form.getValues(names.complement) ?? '').trim() === '';
      if (complementMissing && messages.foundNoComplement) notifyInfo(messages.foundNoComplement);
      else notifySuccess(messages.found);
    } else if (result.kind === 'not-found') {
      notifyError('low', { title: messages.notFound });
    } else {
      notifyError('medium', { title: messages.failed });
    }
  }, [fill, form, names, messages]);

  return { looking, lookup };
}
