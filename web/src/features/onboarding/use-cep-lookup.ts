import { useCallback, useRef, useState } from 'react';
import { get, type UseFormReturn } from 'react-hook-form';
import { onlyDigits } from '@solarcred/domain/br-ids';
import { identifiers } from '@solarcred/domain/constants';
import { profileWizard } from '@solarcred/domain/messages';
import { ufs } from '@solarcred/domain/options';
import { lookupCep, type CepAddress } from '../../backend/via-cep';
import { notifyError, notifyInfo, notifySuccess } from '../../ui/toaster';
import type { WizardFormValues } from './wizard-form';

type AddressField = 'street' | 'neighborhood' | 'city' | 'state' | 'complement';
const addressFields: readonly AddressField[] = ['street', 'neighborhood', 'city', 'state', 'complement'];

/**
 * On leaving the CEP field: looks the address up and fills street, neighbourhood, city, state and
 * complement (fields stay editable). Tells when the complement is still to be typed, when the CEP
 * does not exist and when the lookup failed. A CEP already found is not looked up again, so hand
 * edits to the address are not overwritten.
 */
export function useCepLookup(form: UseFormReturn<WizardFormValues>): { looking: boolean; lookup: (cep: string) => Promise<void> } {
  const [looking, setLooking] = useState(false);
  const found = useRef('');

  const fill = useCallback((address: CepAddress) => {
    for (const field of addressFields) {
      const value = address[field].trim();
      if (value === '' || (field === 'state' && !ufs.some((uf) => uf === value))) continue;
      const name = `company.${field}` as const;
      form.setValue(name, value, { shouldDirty: true, shouldValidate: Boolean(get(form.formState.errors, name)) });
    }
  }, [form]);

  const lookup = useCallback(async (cep: string) => {
    const digits = onlyDigits(cep);
    if (digits.length !== identifiers.cepLength || digits === found.current) return;
    setLooking(true);
    const result = await lookupCep(digits);
    setLooking(false);
    if (result.kind === 'found') {
      found.current = digits;
      fill(result.address);
      if (form.getValues('company.complement').trim() === '') notifyInfo(profileWizard.cepComplementInfo);
      else notifySuccess(profileWizard.cepSuccess);
    } else if (result.kind === 'not-found') {
      notifyError('low', { title: profileWizard.cepNotFound });
    } else {
      notifyError('medium', { title: profileWizard.cepFailure });
    }
  }, [fill, form]);

  return { looking, lookup };
}
