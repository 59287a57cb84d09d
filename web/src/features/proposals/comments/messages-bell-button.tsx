import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { commentsText as text } from '@solarcred/domain/messages';
import { MessageIcon } from '../../../ui/layout/icons';

/**
 * The messages bell's button: red with a badge while comments are unread, grey otherwise. Drawn
 * alike before and after the popover's code has loaded (the popover passes its trigger props
 * through `rest`). `badge` is the badge's text ('9+' above 9); `ready` once the inbox has arrived.
 */
export function MessagesBellButton({ badge, ready, ...rest }: IconButtonProps & { badge: string | null; ready: boolean }) {
  return (
    <IconButton variant="ghost" size="sm" position="relative" aria-label={badge ? text.bellUnread(badge) : text.bellTitle}
      color={badge ? 'red.600' : 'gray.600'} _dark={{ color: badge ? 'red.300' : 'gray.300' }} data-unread={badge ?? undefined} data-inbox={ready ? 'ready' : 'waiting'} {...rest}>
      <MessageIcon width="20" height="20" />
      {badge && (
        <Box as="span" position="absolute" top="-2px" insetEnd="-2px" minW="18px" h="18px" px="1" borderRadius="full" bg="red.600" color="white"
          fontSize="10px" fontWeight="bold" lineHeight="18px" textAlign="center" data-testid="messages-badge" aria-hidden="true">
          {badge}
        </Box>
      )}
    </IconButton>
  );
}
