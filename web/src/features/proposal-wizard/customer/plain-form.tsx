/**
 * The customer's form state without a form library (issue 28: react-hook-form is 14 kB gzip of a
 * page that must stay under 150 kB). It behaves as the wizard's form does: checked with the
 * domain schema on submit, then again on every change; the first failing field takes the focus.
 */
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { valueAt } from '../../../ui/form/value-at';
import { firstMessages } from '../schema-messages';

type Listener<T> = (values: T, change: { name: string }) => void;

function withValueAt<T>(source: T, path: string, value: unknown): T {
  const [key = '', ...rest] = path.split('.');
  const node = (source ?? {}) as Record<string, unknown>;
  return { ...node, [key]: rest.length === 0 ? value : withValueAt(node[key], rest.join('.'), value) } as T;
}

export interface PlainForm<T> {
  getValues(): T;
  getValues(name: string): unknown;
  setValue(name: string, value: unknown): void;
  /** Calls `listener` after every change, with the field's name. */
  watch(listener: Listener<T>): { unsubscribe(): void };
  errorOf(name: string): string | undefined;
  /** The field's element, for the focus on a failed check. */
  bind(name: string, element: HTMLElement | null): void;
  /** Checks every field; false (and the first failing field focused) when one fails. */
  validate(): boolean;
  /** What the CEP lookup reads (ui/address/use-cep-lookup.ts). */
  formState: { errors: Record<string, unknown> };
}

export function usePlainForm<T>(schema: ZodType, defaults: T): PlainForm<T> {
  const [, rerender] = useState(0);
  const form = useRef<PlainForm<T> | null>(null);
  if (!form.current) {
    let values = defaults;
    let checked = false;
    let errors: Record<string, { message: string }> = {};
    const listeners = new Set<Listener<T>>();
    const elements = new Map<string, HTMLElement>();
    const check = () => {
      errors = firstMessages(schema, values) ?? {};
      return Object.keys(errors).length === 0;
    };
    form.current = {
      getValues: ((name?: string) => (name === undefined ? values : valueAt(values, name))) as PlainForm<T>['getValues'],
      setValue(name, value) {
        values = withValueAt(values, name, value);
        if (checked) check();
        for (const listener of listeners) listener(values, { name });
        rerender((version) => version + 1);
      },
      watch(listener) {
        listeners.add(listener);
        return { unsubscribe: () => void listeners.delete(listener) };
      },
      errorOf: (name) => errors[name]?.message,
      // Kept in the order the fields first rendered (the page's order); the fields never unmount.
      bind(name, element) {
        if (element) elements.set(name, element);
      },
      validate() {
        checked = true;
        const valid = check();
        rerender((version) => version + 1);
        if (!valid) [...elements].find(([name]) => errors[name])?.[1].focus();
        return valid;
      },
      formState: {
        get errors() {
          return Object.entries(errors).reduce<Record<string, unknown>>((nested, [name, error]) => withValueAt(nested, name, error), {});
        },
      },
    };
  }
  return form.current;
}

const FormContext = createContext<PlainForm<never> | null>(null);

export function PlainFormProvider<T>({ form, children }: { form: PlainForm<T>; children: ReactNode }) {
  return <FormContext.Provider value={form as PlainForm<never>}>{children}</FormContext.Provider>;
}

export function usePlainFormContext<T>(): PlainForm<T> {
  const form = useContext(FormContext);
  if (!form) throw new Error('usePlainFormContext outside PlainFormProvider');
  return form as unknown as PlainForm<T>;
}

/** One field bound to the form: its value, change, ref (for the focus) and the schema's message. */
export function useField<V>(name: string) {
  const form = usePlainFormContext<unknown>();
  return {
    name,
    value: form.getValues(name) as V,
    error: form.errorOf(name),
    onChange: (value: V) => form.setValue(name, value),
    ref: (element: HTMLElement | null) => form.bind(name, element),
  };
}
