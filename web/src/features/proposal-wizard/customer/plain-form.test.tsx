/** The customer's form state without a form library (issue 28): the wizard's form behaviour. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PlainFormProvider, useField, usePlainForm, type PlainForm } from './plain-form';

afterEach(cleanup);

const schema = z.object({ person: z.object({ name: z.string().min(1, 'Informe o nome'), city: z.string().min(1, 'Informe a cidade') }) });
type Values = z.infer<typeof schema>;

function Field({ name, label }: { name: string; label: string }) {
  const field = useField<string>(name);
  return (
    <label>
      {label}
      <input ref={field.ref} value={field.value} onChange={(event) => field.onChange(event.target.value)} />
      {field.error && <span role="alert">{field.error}</span>}
    </label>
  );
}

let form: PlainForm<Values>;
function Form({ defaults }: { defaults: Values }) {
  form = usePlainForm<Values>(schema, defaults);
  return (
    <PlainFormProvider form={form}>
      <Field name="person.name" label="Nome" />
      <Field name="person.city" label="Cidade" />
    </PlainFormProvider>
  );
}

const empty = { person: { name: '', city: '' } };

describe('usePlainForm', () => {
  it('shows no message before the first check; the check shows each field its first message and focuses the first', () => {
    render(<Form defaults={empty} />);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    let valid = true;
    act(() => void (valid = form.validate()));
    expect(valid).toBe(false);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Informe o nome', 'Informe a cidade']);
    expect(document.activeElement).toBe(screen.getByLabelText(/Nome/));
  });

  it('after a check, every change checks again (the wizard reValidateMode: onChange)', () => {
    render(<Form defaults={empty} />);
    act(() => void form.validate());
    fireEvent.change(screen.getByLabelText(/Nome/), { target: { value: 'Maria' } });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Informe a cidade']);
    fireEvent.change(screen.getByLabelText(/Cidade/), { target: { value: 'Campinas' } });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    let valid = false;
    act(() => void (valid = form.validate()));
    expect(valid).toBe(true);
  });

  it('keeps nested values by dotted path and tells watchers which field changed', () => {
    render(<Form defaults={{ person: { name: 'Ana', city: '' } }} />);
    const watcher = vi.fn();
    const subscription = form.watch(watcher);
    act(() => form.setValue('person.city', 'Recife'));
    expect(form.getValues()).toEqual({ person: { name: 'Ana', city: 'Recife' } });
    expect(form.getValues('person.city')).toBe('Recife');
    expect(watcher).toHaveBeenCalledWith({ person: { name: 'Ana', city: 'Recife' } }, { name: 'person.city' });
    expect((screen.getByLabelText(/Cidade/) as HTMLInputElement).value).toBe('Recife');
    subscription.unsubscribe();
    act(() => form.setValue('person.city', 'Natal'));
    expect(watcher).toHaveBeenCalledTimes(1);
  });

  it("gives the CEP lookup react-hook-form's nested errors", () => {
    render(<Form defaults={empty} />);
    act(() => void form.validate());
    expect(form.formState.errors).toEqual({ person: { name: { type: 'too_small', message: 'Informe o nome' }, city: { type: 'too_small', message: 'Informe a cidade' } } });
  });
});
