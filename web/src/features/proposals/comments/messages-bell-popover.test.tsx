import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { commentsText } from '@solarcred/domain/messages';
import { MessagesBellPopover } from './messages-bell-popover';

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

// Rendered as the page renders it (no act(), which flushes effects in an order no browser uses),
// and in StrictMode as `npm run demo` does, which starts every overlay's state machine twice.
describe('the messages bell, swapped in by its first click', () => {
  it('opens on that click', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    root = createRoot(document.body.appendChild(document.createElement('div')));
    root.render(
      <StrictMode>
        <ChakraProvider value={defaultSystem}>
          <MemoryRouter>
            <MessagesBellPopover inbox={null} activation={{ focused: true, open: { kind: 'click' } }} />
          </MemoryRouter>
        </ChakraProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(document.querySelector('button[aria-haspopup="dialog"]')).not.toBeNull());
    const bell = document.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
    expect(bell.getAttribute('aria-label')).toBe(commentsText.bellTitle);
    await waitFor(() => expect(bell.getAttribute('aria-expanded')).toBe('true'));
    // Focus went where a click puts it: the bell, then the open popover takes it.
    expect(document.activeElement).not.toBe(document.body);
  });
});
