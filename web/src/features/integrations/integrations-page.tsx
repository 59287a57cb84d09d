/**
 * /integrator/integracoes (issue 52): the titular's 'Integrações' — the company's API keys (created
 * with their scopes, the full key shown once, revoked after a confirmation) and its webhook
 * endpoints (the signing secret shown once; each endpoint's last deliveries, sent again by hand).
 * Live queries filtered by the company, as the rules allow; every write is a callable.
 */
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCompany } from '../../backend/use-session';
import { paths } from '../../config/paths';
import { useCompanyMembers } from '../../ui/team/member-list';
import { integrationsText as text } from './integrations-text';
import { KeysSection } from './keys-section';
import { WebhooksSection } from './webhooks-section';

function Section({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }} bg="bg.panel">
      <Stack gap="1" mb="4">
        <Heading as="h2" id={id} size="md">{title}</Heading>
        <Text fontSize="sm" color="fg.muted">{hint}</Text>
      </Stack>
      {children}
    </Box>
  );
}

export default function IntegrationsPage() {
  const company = useCompany();
  const companyId = company?.id ?? null;
  const members = useCompanyMembers(companyId);
  const nameOf = (uid: string) => (members.status === 'ready' ? members.data.find((member) => member.id === uid)?.nome : undefined) ?? text.unknownCreator;
  return (
    <Stack gap="6" p={{ base: '4', md: '8' }} maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">{text.title}</Heading>
        <Text color="fg.muted">{text.subtitle}</Text>
        <Link asChild color="orange.fg" fontSize="sm" alignSelf="flex-start"><RouterLink to={paths.developers}>{text.referenceLink}</RouterLink></Link>
      </Stack>
      {companyId === null ? null : company?.papel !== 'titular' ? (
        <Text role="alert" color="fg.error">{text.titularOnly}</Text>
      ) : (
        <>
          <Section id="integracoes-chaves" title={text.keysTitle} hint={text.keysHint}>
            <KeysSection companyId={companyId} nameOf={nameOf} />
          </Section>
          <Section id="integracoes-webhooks" title={text.webhooksTitle} hint={text.webhooksHint}>
            <WebhooksSection companyId={companyId} />
          </Section>
        </>
      )}
    </Stack>
  );
}
