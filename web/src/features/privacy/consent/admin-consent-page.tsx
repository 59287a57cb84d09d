import { Badge, Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@solarcred/domain/format';
import { consentDocuments, type ConsentDocument, type ConsentVersion } from '@solarcred/domain/privacy/types';
import { defaultConsentVersion } from '@solarcred/domain/privacy/consent';
import { consentText as text } from '@solarcred/domain/privacy/consent-text';
import { useLive } from '../../../backend/use-live';
import { PublishVersionForm } from './publish-version-form';

/** The most versions listed per text. */
const shown = 20;

function VersionRow({ version, inForce }: { version: ConsentVersion; inForce: boolean }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="md" p="3" data-testid={`versao-${version.id}`}>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{`Versão ${version.versao}`}</Text>
        {inForce && <Badge colorPalette="green">{text.admin.inForceBadge}</Badge>}
        <Text fontSize="sm" color="fg.muted">{version.publicado_em ? formatDateTime(version.publicado_em) : text.admin.defaultText}</Text>
      </HStack>
      <Text fontSize="sm" mt="1">{version.resumo}</Text>
    </Box>
  );
}

/** One text: its version in force, its versions newest first, and the form of the next one. */
function DocumentSection({ tipo }: { tipo: ConsentDocument }) {
  const list = useLive((backend) => backend.consent.versions(tipo, shown), tipo);
  if (list.status === 'loading') return <Skeleton h="48" rounded="lg" />;
  if (list.status === 'error') return <Text role="alert" color="fg.error">{text.loadFailed}</Text>;
  // Version 1 is the built-in text until one is published; it stays listed last.
  const published = list.data;
  const versions = published.some((version) => version.versao === 1) || published.length >= shown ? published : [...published, defaultConsentVersion(tipo)];
  const inForce = versions[0] ?? defaultConsentVersion(tipo);
  return (
    <Box as="section" aria-labelledby={`doc-${tipo}`} bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id={`doc-${tipo}`}>{text.titles[tipo]}</Heading>
          <Text color="fg.muted" data-testid={`em-vigor-${tipo}`}>{text.admin.inForce(inForce.versao)}</Text>
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="sm">{text.admin.versions}</Heading>
          <Stack as="ul" gap="2" ps="0">
            {versions.map((version) => <VersionRow key={version.id} version={version} inForce={version.id === inForce.id} />)}
          </Stack>
        </Stack>
        <PublishVersionForm key={inForce.id} tipo={tipo} draft={inForce.texto} />
      </Stack>
    </Box>
  );
}

/** /admin/termos, 'Termos e privacidade' (issue 51). */
export default function AdminConsentPage() {
  return (
    <Stack gap="5" p={{ base: '4', md: '8' }} maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">{text.admin.title}</Heading>
        <Text color="fg.muted">{text.admin.intro}</Text>
      </Stack>
      {consentDocuments.map((tipo) => <DocumentSection key={tipo} tipo={tipo} />)}
    </Stack>
  );
}
