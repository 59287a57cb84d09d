/**
 * Chakra's toaster: its region and its store, loaded with the first notification (./toaster.tsx),
 * not with every screen.
 */
import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/**
 * Toasts sit at the top-left, as specified, and keep clear of the page's heading (issue 45): on a
 * computer 20 rem wide, inside the sidebar's column and its gap, left of every page's heading; on
 * a phone over the 64 px header: 6 px from the top, a two-line toast 64 px tall, and the toasts
 * stacked over one another (the newest in front, the others peeking 4 px; hovering spreads them),
 * where a column of them used to reach down over the heading.
 */
export const toaster = createToaster({
  placement: 'top-start',
  pauseOnPageIdle: true,
  max: 6,
  overlap: true,
  gap: 4,
  offsets: { top: '6px', left: '16px', right: '16px', bottom: '16px' },
});

/** What ./toaster.tsx asks for. */
export type ToastRequest = Parameters<typeof toaster.create>[0];

export function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: '20rem' }} py={{ base: '3', md: '4' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description whiteSpace="pre-line">{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Fechar" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
