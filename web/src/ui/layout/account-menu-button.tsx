import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { ChevronDownIcon, UserIcon } from './icons';

/**
 * The account menu's trigger, drawn alike before and after the menu's code has loaded: the real
 * menu passes its trigger props (and ref) through `rest`.
 */
export function AccountMenuButton({ label, ...rest }: ButtonProps & { label: string }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} px={{ base: '2', md: '3' }} {...rest}>
      <UserIcon width="20" height="20" />
      <Text as="span" hideBelow="md">{label}</Text>
      <ChevronDownIcon width="16" height="16" />
    </Button>
  );
}
