import { HStack, Text } from '@chakra-ui/react';
import { product } from '@solarcred/domain/config';

/** The sun mark, alone (mini) or with the product name. */
export function Logo({ mini = false, inverted = false }: { mini?: boolean; inverted?: boolean }) {
  return (
    <HStack gap="2" aria-label={product.name}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0f172a" />
        <circle cx="32" cy="32" r="12" fill="#f59e0b" />
        <g stroke="#f59e0b" strokeWidth="4" strokeLinecap="round">
          <path d="M32 8v8M32 48v8M8 32h8M48 32h8M15 15l6 6M43 43l6 6M15 49l6-6M43 21l6-6" />
        </g>
      </svg>
      {!mini && (
        <Text fontWeight="bold" fontSize="lg" color={inverted ? 'white' : 'gray.900'}>
          Solar<Text as="span" color={inverted ? "orange.400" : "orange.700"}>Cred</Text>
        </Text>
      )}
    </HStack>
  );
}
