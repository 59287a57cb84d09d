/**
 * An admin settings form of whole numbers, one per key (the status SLAs, the installation
 * targets): the typed values are parsed by the caller's domain schema, its messages shown under
 * each field, and saved in one write.
 */
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '../toaster';
import { TextField } from './text-field';

export interface NumberSetting<K extends string> {
  key: K;
  label: string;
}

export type ParsedSettings<K extends string, T> = { data: T } | { errors: Partial<Record<K, string>> };

export interface NumberSettingsFormProps<K extends string, T> {
  testId: string;
  fields: readonly NumberSetting<K>[];
  /** The saved values (null or missing: an empty field). */
  initial: Partial<Record<K, number | null>>;
  help: string;
  unit: string;
  limits: { min: number; max: number };
  /** The typed numbers (null: left empty) as the value to save, or a message per field. */
  parse(values: Record<K, number | null>): ParsedSettings<K, T>;
  save(value: T): Promise<void>;
  text: { save: string; saved: string; saveFailure: string };
}

type Draft<K extends string> = Record<K, string>;

const draftOf = <K extends string>(fields: readonly NumberSetting<K>[], initial: Partial<Record<K, number | null>>): Draft<K> =>
  Object.fromEntries(fields.map(({ key }) => [key, typeof initial[key] === 'number' ? String(initial[key]) : ''])) as Draft<K>;

const numbersOf = <K extends string>(draft: Draft<K>): Record<K, number | null> =>
  Object.fromEntries(Object.entries<string>(draft).map(([key, text]) => [key, text.trim() ? Number(text.trim()) : null])) as Record<K, number | null>;

export function NumberSettingsForm<K extends string, T>(props: NumberSettingsFormProps<K, T>) {
  const { testId, fields, initial, help, unit, limits, parse, save, text } = props;
  const [draft, setDraft] = useState<Draft<K>>(() => draftOf(fields, initial));
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(numbersOf(draft));
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await save(parsed.data);
      notifySuccess(text.saved, undefined, { brief: true });
    } catch {
      notifyError('medium', { title: text.saveFailure });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">{help}</Text>
        <SimpleGrid columns={2} gap={{ base: '3', sm: '4' }}>
          {fields.map(({ key, label }) => (
            <TextField key={key} label={label} helper={unit} type="number" inputMode="numeric" min={limits.min} max={limits.max} step={1}
              name={`${testId}-${key}`} value={draft[key]} error={errors[key]}
              onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))} />
          ))}
        </SimpleGrid>
        <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={saving}>{text.save}</Button>
      </Stack>
    </form>
  );
}
