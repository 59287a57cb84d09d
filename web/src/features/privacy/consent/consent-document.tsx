import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { formatDate } from '@solarcred/domain/format';
import { consentText as text } from '@solarcred/domain/privacy/consent-text';
import type { ConsentDocument, ConsentVersion } from '@solarcred/domain/privacy/types';
import { useRead } from '../../../backend/use-read';
import { Logo, logoHomeLinkLabel } from '../../../ui/logo';

/** A text's paragraphs (blank-line separated). */
export function ConsentText({ version }: { version: ConsentVersion }) {
  const paragraphs = version.texto.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  return (
    <Stack gap="3">
      {paragraphs.map((paragraph, index) => <Text key={index} whiteSpace="pre-line">{paragraph}</Text>)}
    </Stack>
  );
}

/** /termos and /privacidade (issue 51), public: the version in force of one text. */
export function ConsentDocumentPage({ tipo }: { tipo: ConsentDocument }) {
  const read = useRead(async (backend) => {
    const current = await backend.consent.current();
    return backend.consent.version(tipo, current[tipo]);
  }, tipo);
  return (
    <Box minH="100dvh" bg="bg.subtle" py={{ base: '4', md: '8' }}>
      <Container maxW="3xl">
        <Stack gap="6">
          <Link to="/" aria-label={logoHomeLinkLabel}><Logo /></Link>
          <Box as="main" bg="bg.panel" p={{ base: '5', md: '8' }} rounded="xl" shadow="sm">
            <Stack gap="4">
              <Heading as="h1" size="2xl">{text.titles[tipo]}</Heading>
              {read.status === 'loading' && <Text role="status" color="fg.muted">{text.loading}</Text>}
              {read.status === 'error' && <Text role="alert" color="fg.error">{text.loadFailed}</Text>}
              {read.status === 'ready' && (
                <>
                  <Text color="fg.muted" fontSize="sm" data-testid="consent-version">
                    {read.data.publicado_em ? text.versionLine(read.data.versao, formatDate(read.data.publicado_em)) : text.defaultVersionLine(read.data.versao)}
                  </Text>
                  <ConsentText version={read.data} />
                </>
              )}
            </Stack>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
