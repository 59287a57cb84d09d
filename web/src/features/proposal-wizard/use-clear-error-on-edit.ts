import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** "Editing a field clears its error" (file 001 section 5): the next check shows it again if still wrong. */
export function useClearErrorOnEdit<T extends FieldValues>(form: UseFormReturn<T>): void {
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type === 'change' && name) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
