import { Card, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { product } from '@solarcred/domain/config';
import { ClockIcon, MailIcon, PhoneIcon } from './icons';
import { statusText } from './texts';

/** Support contacts (shown while the account is not approved). */
export function SupportCard() {
  const { email, phone, phoneDigits, hours } = product.support;
  return (
    <Card.Root as="section" aria-labelledby="support-title" size="sm">
      <Card.Body p={{ base: '5', md: '6' }}>
        <Heading as="h2" id="support-title" size="md" mb="1">{statusText.supportTitle}</Heading>
        <Text color="fg.muted" mb="4">{statusText.supportBody}</Text>
        <Stack gap="3" fontSize="sm">
          <HStack gap="3"><MailIcon /><Link href={`mailto:${email}`} color="orange.fg">{email}</Link></HStack>
          <HStack gap="3"><PhoneIcon /><Link href={`tel:+55${phoneDigits}`} color="orange.fg">{phone}</Link></HStack>
          <HStack gap="3"><ClockIcon /><Text>{hours}</Text></HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** What an approved integrator does next. */
export function NextStepsCard() {
  return (
    <Card.Root as="section" aria-labelledby="next-steps-title" size="sm">
      <Card.Body p={{ base: '5', md: '6' }}>
        <Heading as="h2" id="next-steps-title" size="md" mb="3">{statusText.nextStepsTitle}</Heading>
        <List.Root as="ol" ps="5" gap="2">
          {statusText.nextSteps.map((step) => <List.Item key={step}>{step}</List.Item>)}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
