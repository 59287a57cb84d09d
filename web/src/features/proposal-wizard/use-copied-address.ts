import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { copiedAddressParts, type ProposalFormValues } from './form-values';

/**
 * 'Copiar endereço do cliente': while on, the project address is the client address, copied when
 * switched on and again whenever the client address changes (step 1 can be revisited); the
 * project fields are then locked (project-step) and their errors cleared.
 */
export function useCopiedAddress(form: UseFormReturn<ProposalFormValues>): void {
  useEffect(() => {
    const copy = () => {
      for (const part of copiedAddressParts) {
        form.setValue(`projectData.${part}`, form.getValues(`clientData.${part}`), { shouldDirty: true });
      }
      form.clearErrors(copiedAddressParts.map((part) => `projectData.${part}` as const));
    };
    if (form.getValues('projectData.copiarEndereco')) copy();
    const subscription = form.watch((values, { name }) => {
      if (!values.projectData?.copiarEndereco || !name) return;
      const clientAddressChanged = copiedAddressParts.some((part) => name === `clientData.${part}`);
      if (name === 'projectData.copiarEndereco' || clientAddressChanged) copy();
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
