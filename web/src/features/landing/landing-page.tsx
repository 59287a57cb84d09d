import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, Navigate } from 'react-router-dom';
import { product } from '@solarcred/domain/config';
import { useSessionHome } from '../../backend/use-session';
import { paths } from '../../config/paths';
import { Logo } from '../../ui/logo';

/** The public page. (The full landing, with every section of the spec, comes with issue 3.) */
export default function LandingPage() {
  const home = useSessionHome();
  if (home && home !== 'signed-out') return <Navigate to={home} replace />;
  return (
    <Box minH="100dvh" bg="gray.900" color="white">
      <Container as="header" py="4" display="flex" justifyContent="space-between" alignItems="center">
        <Logo inverted />
        <Button asChild variant="outline" colorPalette="orange" size="sm">
          <Link to={paths.auth}>Meu Login</Link>
        </Button>
      </Container>
      <Container as="main" id="hero" py={{ base: '16', md: '24' }}>
        <Stack gap="6" maxW="2xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
            Crédito para energia solar, com cashback para o integrador.
          </Heading>
          <Text fontSize="lg" color="gray.300">
            Cadastro gratuito. Primeira análise em 1 a 24 horas e aprovação final em 24 a 48 horas úteis.
            O {product.name} ajuda sua empresa a vender mais sistemas fotovoltaicos.
          </Text>
          <HStack gap="3">
            <Button asChild colorPalette="orange" size="lg">
              <Link to={paths.auth}>Seja Parceiro</Link>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
