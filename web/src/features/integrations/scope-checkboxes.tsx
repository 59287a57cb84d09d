import { Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';

interface Option<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

interface Props<T extends string> {
  legend: string;
  options: readonly Option<T>[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** A labelled group of checkboxes (a key's scopes, a webhook's events) with the schema's error under it. */
export function CheckboxChoice<T extends string>({ legend, options, value, onChange, error, disabled }: Props<T>) {
  const toggle = (option: T, checked: boolean) =>
    onChange(options.map((each) => each.value).filter((each) => (each === option ? checked : value.includes(each))));
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">{legend}</Fieldset.Legend>
      <Stack gap="2" mt="1">
        {options.map((option) => (
          <Checkbox.Root key={option.value} checked={value.includes(option.value)} alignItems="flex-start"
            onCheckedChange={(change) => toggle(option.value, change.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              {option.label}
              {option.hint && <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">{option.hint}</Text>}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
