import { Badge, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { badgeText } from '@solarcred/domain/notices';
import { MegaphoneIcon } from '../../ui/layout/icons';

/**
 * The notices bell's button: red with the unread count while there is one. Drawn alike before and
 * after the popover's code has loaded (the popover passes its trigger props through `rest`).
 */
export function NoticesBellButton({ unread, ...rest }: IconButtonProps & { unread: number }) {
  const badge = badgeText(unread);
  return (
    <IconButton variant="ghost" size="sm" position="relative" color={badge ? 'red.600' : 'gray.600'}
      aria-label={badge ? `Avisos: ${unread} não lidos` : 'Avisos'} data-testid="notices-bell" {...rest}>
      <MegaphoneIcon width="20" height="20" />
      {badge && (
        <Badge position="absolute" top="-1" right="-1" size="xs" variant="solid" colorPalette="red" borderRadius="full" data-testid="notices-badge">
          {badge}
        </Badge>
      )}
    </IconButton>
  );
}
