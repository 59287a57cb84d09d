import { Button, Center, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { errorsText } from '@solarcred/domain/messages';

/** The global error screen: reload, or go back to the start. */
export function CrashScreen() {
  return (
    <Center minH="100dvh" p="6">
      <VStack gap="4" maxW="md" textAlign="center">
        <Heading as="h1" size="2xl">{errorsText.crashTitle}</Heading>
        <Text color="fg.muted">{errorsText.crashToast}</Text>
        <HStack gap="3">
          <Button colorPalette="orange" onClick={() => location.reload()}>Recarregar página</Button>
          <Button variant="outline" onClick={() => location.assign('/')}>Ir para o início</Button>
        </HStack>
      </VStack>
    </Center>
  );
}
