/**
 * Admins' 'Falar no WhatsApp' (issue 15): wa.me with the phone in international form and a
 * prefilled message, in a new tab. Renders nothing when the phone cannot make a link.
 */
import { Link } from '@chakra-ui/react';
import { whatsappLabel, whatsappLink } from '@solarcred/domain/whatsapp';

function WhatsappIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.1-.2z" />
    </svg>
  );
}

export function WhatsappLink({ phone, text }: { phone: string | null | undefined; text: string }) {
  const href = whatsappLink(phone, text);
  if (!href) return null;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      display="inline-flex"
      alignItems="center"
      gap="2"
      px="3"
      py="1.5"
      rounded="md"
      borderWidth="1px"
      borderColor="green.muted"
      color={{ base: 'green.800', _dark: 'green.200' }}
      fontSize="sm"
      fontWeight="medium"
      w="fit-content"
      data-testid="whatsapp-link"
    >
      <WhatsappIcon />
      {whatsappLabel}
    </Link>
  );
}
