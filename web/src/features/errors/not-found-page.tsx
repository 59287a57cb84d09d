import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { errorsText } from '@solarcred/domain/messages';

export default function NotFoundPage() {
  return (
    <Center minH="100dvh" p="6">
      <VStack gap="4" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="orange.fg">404</Text>
        <Heading as="h1" size="xl">{errorsText.notFoundPage}</Heading>
        <Text color="fg.muted">O endereço que você abriu não existe ou foi movido.</Text>
        <Button asChild colorPalette="orange">
          <Link to="/">Voltar ao início</Link>
        </Button>
      </VStack>
    </Center>
  );
}
