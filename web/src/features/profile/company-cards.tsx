import { Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { product } from '@solarcred/domain/config';
import { maskCep, maskCnpj, maskPhone } from '@solarcred/domain/masks';
import type { Integrator } from '@solarcred/domain/model';
import { InfoCard } from './info-card';
import { profileText } from './texts';

/** Company, contact and address, read-only (the spec: changed by support only). */
export function CompanyCards({ integrator }: { integrator: Integrator }) {
  const street = [integrator.street, integrator.number, integrator.complement].filter(Boolean).join(', ');
  const city = [integrator.city, integrator.state].filter(Boolean).join(' - ');
  return (
    <>
      <InfoCard id="company-title" title={profileText.companyTitle} items={[
        { label: 'Nome da empresa', value: integrator.nome_empresa },
        { label: 'CNPJ', value: integrator.cnpj ? maskCnpj(integrator.cnpj) : '' },
        { label: 'Responsável', value: integrator.owner_name ?? '' },
      ]} />
      <InfoCard id="contact-title" title={profileText.contactTitle} items={[
        { label: 'E-mail', value: integrator.email },
        { label: 'Telefone', value: integrator.telefone ? maskPhone(integrator.telefone) : '' },
      ]} />
      <InfoCard id="address-title" title={profileText.addressTitle} items={[
        { label: 'Endereço', value: street },
        { label: 'Bairro', value: integrator.neighborhood ?? '' },
        { label: 'Cidade', value: city },
        { label: 'CEP', value: integrator.cep ? maskCep(integrator.cep) : '' },
      ]} />
    </>
  );
}

/** Where to ask for a change of the read-only data. */
export function SupportContactsCard() {
  const { email, phone, phoneDigits, hours } = product.support;
  return (
    <Card.Root as="section" aria-labelledby="support-contacts-title" size="sm">
      <Card.Body p={{ base: '5', md: '6' }} gap="3">
        <Heading as="h2" id="support-contacts-title" size="md">{profileText.supportTitle}</Heading>
        <Stack gap="2" fontSize="sm">
          <HStack gap="2"><Text fontWeight="medium">E-mail:</Text><Link href={`mailto:${email}`} color="orange.fg">{email}</Link></HStack>
          <HStack gap="2"><Text fontWeight="medium">Telefone:</Text><Link href={`tel:+55${phoneDigits}`} color="orange.fg">{phone}</Link></HStack>
          <Text color="fg.muted">{hours}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
