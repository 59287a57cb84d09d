import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { labelOf } from '@solarcred/domain/options';
import { invitablePapeis, papelOptions, type InvitablePapel } from '@solarcred/domain/team/roles';
import { teamText as text } from '@solarcred/domain/team/team-text';

export interface RoleChoiceProps {
  value: InvitablePapel | '';
  onChange: (papel: InvitablePapel) => void;
  name: string;
  error?: string | undefined;
  disabled?: boolean;
}

const isInvitable = (value: string | null): value is InvitablePapel => invitablePapeis.includes(value as InvitablePapel);

/** Gestor or Vendedor, each with what it sees: the invitation's role and a member's new one. */
export function RoleChoice({ value, onChange, name, error, disabled }: RoleChoiceProps) {
  const errorId = useId();
  return (
    <RadioGroup.Root name={name} value={value || null} disabled={disabled} colorPalette="orange" size="sm" aria-describedby={error ? errorId : undefined}
      onValueChange={(details) => isInvitable(details.value) && onChange(details.value)}>
      <Stack gap="1.5">
        <RadioGroup.Label fontWeight="medium" textStyle="sm">{text.papelLabel}</RadioGroup.Label>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align="stretch">
          {invitablePapeis.map((papel) => (
            <RadioGroup.Item key={papel} value={papel} flex="1" alignItems="flex-start" gap="2.5" p="3" borderWidth="1px" borderRadius="l2" cursor="pointer"
              _checked={{ borderColor: 'orange.solid', bg: 'orange.subtle' }} _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <Stack gap="0.5">
                <RadioGroup.ItemText fontWeight="semibold">{labelOf(papelOptions, papel)}</RadioGroup.ItemText>
                <Text fontSize="sm" color="fg.muted">{text.papelHints[papel]}</Text>
              </Stack>
            </RadioGroup.Item>
          ))}
        </Stack>
        {error && <Text id={errorId} fontSize="sm" color="fg.error">{error}</Text>}
      </Stack>
    </RadioGroup.Root>
  );
}
