import type { DialogContentProps } from '@chakra-ui/react';

/**
 * Full screen on phones, a centred 2xl panel from `md` up. (Chakra's responsive `size` would
 * carry the 'full' size's height and margins into every breakpoint.)
 */
export const responsiveDialogContent: DialogContentProps = {
  maxW: { base: '100dvw', md: '2xl' },
  minH: { base: '100dvh', md: 'auto' },
  maxH: { base: '100dvh', md: 'calc(100% - 7.5rem)' },
  my: { base: '0', md: '16' },
  borderRadius: { base: '0', md: 'l3' },
};
