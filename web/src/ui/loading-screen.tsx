import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { errorsText } from '@solarcred/domain/messages';

/** Full-page spinner with 'Carregando...'. */
export function LoadingScreen() {
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="xl" color="orange.500" borderWidth="4px" />
        <Text color="fg.muted">{errorsText.loading}</Text>
      </VStack>
    </Center>
  );
}
