/** Placeholder (issue 52): replaced by the page's own module. */
import { Heading } from '@chakra-ui/react';

export default function Page() {
  return <Heading as="h1" size="lg">Integrações</Heading>;
}
