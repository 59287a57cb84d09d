import { Input } from '@chakra-ui/react';
import { maskDate } from '@solarcred/domain/masks';
import { FormField } from './form-field';

/** A required day typed as DD/MM/AAAA (masked as typed); the caller reads it with dateBrToIso. */
export function DayField({ label, value, onChange, error, disabled }: { label: string; value: string; onChange: (value: string) => void; error?: string | undefined; disabled?: boolean }) {
  return (
    <FormField label={label} error={error} required>
      <Input inputMode="numeric" placeholder="DD/MM/AAAA" autoComplete="off" value={value} onChange={(event) => onChange(maskDate(event.target.value))} disabled={disabled} />
    </FormField>
  );
}
