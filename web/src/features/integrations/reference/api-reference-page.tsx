/**
 * /desenvolvedores (issue 52), public: the partner API's reference, rendered from the same OpenAPI
 * 3.1 object the API serves at /api/v1/openapi.json (domain/src/api/openapi.ts) — the routes grouped
 * by tag with their scope, parameters and fields; the errors with their codes and Portuguese
 * messages (domain/src/api/errors.ts); the webhook events and how to verify a signature.
 */
import { Box, Button, Code, Container, Heading, HStack, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { apiText } from '@solarcred/domain/api/api-text';
import { apiErrorCodes, apiErrorStatus } from '@solarcred/domain/api/errors';
import { apiOpenApiDocument } from '@solarcred/domain/api/openapi';
import { paths } from '../../../config/paths';
import { Logo, logoHomeLinkLabel } from '../../../ui/logo';
import { referenceText as text } from '../integrations-text';
import { FieldTable } from './field-table';
import { anchorOf, OperationCard } from './operation-card';
import { groupedOperations, webhookEventsOf, type OpenApiDocument } from './openapi-view';
import { signatureExample } from './signature-example';
import { InlineCode } from './inline-code';

const doc = apiOpenApiDocument() as unknown as OpenApiDocument;
const tagTitle = (tag: string) => doc.tags?.find((each) => each.name === tag)?.description ?? tag;
const groups = groupedOperations(doc);
const events = webhookEventsOf(doc);
const openapiUrl = '/api/v1/openapi.json';

function ErrorsTable() {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={text.errorsTitle}>
      <Table.Root size="sm" aria-label={text.errorsTitle}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{text.status}</Table.ColumnHeader>
            <Table.ColumnHeader>{text.code}</Table.ColumnHeader>
            <Table.ColumnHeader minW="56">{text.message}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {apiErrorCodes.map((code) => (
            <Table.Row key={code}>
              <Table.Cell fontFamily="mono" fontSize="xs">{apiErrorStatus[code]}</Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">{code}</Table.Cell>
              <Table.Cell fontSize="xs">{apiText.errors[code]}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export default function ApiReferencePage() {
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg.panel" borderBottomWidth="1px">
        <Container maxW="5xl" py="3">
          <HStack justify="space-between" gap="3">
            <RouterLink to={paths.home} aria-label={logoHomeLinkLabel}><Logo /></RouterLink>
            <Button asChild variant="ghost" size="sm"><RouterLink to={paths.home}>{text.home}</RouterLink></Button>
          </HStack>
        </Container>
      </Box>
      <Container as="main" maxW="5xl" py={{ base: '6', md: '10' }}>
        <Stack gap="8">
          <Stack gap="2">
            <Heading as="h1" size="2xl">{text.title}</Heading>
            <Text color="fg.muted">{text.intro}</Text>
            <Text fontSize="sm" color="fg.muted">{doc.info.title} · versão {doc.info.version}</Text>
            {doc.info.description && <Text fontSize="sm"><InlineCode text={doc.info.description} /></Text>}
            <Link href={openapiUrl} color="orange.fg" fontWeight="medium" alignSelf="flex-start">{text.openapiLink}: <Code>{openapiUrl}</Code></Link>
          </Stack>

          <Box as="nav" aria-label={text.contents} borderWidth="1px" rounded="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
            <Heading as="h2" size="sm" mb="2">{text.contents}</Heading>
            <List.Root gap="1" ps="4" fontSize="sm">
              {groups.flatMap((group) => group.operations).map((operation) => (
                <List.Item key={anchorOf(operation)}>
                  <Link href={`#${anchorOf(operation)}`} fontFamily="mono" fontSize="xs" wordBreak="break-all">{operation.method} {operation.path}</Link>
                </List.Item>
              ))}
              <List.Item><Link href="#erros">{text.errorsTitle}</Link></List.Item>
              <List.Item><Link href="#webhooks">{text.webhooksTitle}</Link></List.Item>
            </List.Root>
          </Box>

          <Stack as="section" aria-labelledby="autenticacao" gap="2">
            <Heading as="h2" id="autenticacao" size="lg">{text.auth}</Heading>
            <Text>{text.authBody}</Text>
          </Stack>

          {groups.map((group) => (
            <Stack as="section" key={group.tag} aria-labelledby={`grupo-${group.tag}`} gap="4">
              <Heading as="h2" id={`grupo-${group.tag}`} size="lg">{tagTitle(group.tag)}</Heading>
              {group.operations.map((operation) => <OperationCard key={anchorOf(operation)} operation={operation} />)}
            </Stack>
          ))}

          <Stack as="section" id="erros" aria-labelledby="erros-titulo" gap="3">
            <Heading as="h2" id="erros-titulo" size="lg">{text.errorsTitle}</Heading>
            <Text>{text.errorsBody}</Text>
            <ErrorsTable />
          </Stack>

          <Stack as="section" id="webhooks" aria-labelledby="webhooks-titulo" gap="3">
            <Heading as="h2" id="webhooks-titulo" size="lg">{text.webhooksTitle}</Heading>
            <Text>{text.webhooksBody}</Text>
            <Heading as="h3" size="sm">{text.verifyExample}</Heading>
            <Box as="pre" fontFamily="mono" fontSize="xs" bg="bg.panel" borderWidth="1px" rounded="md" p="4" overflowX="auto" tabIndex={0} aria-label={text.verifyExample}>
              {signatureExample}
            </Box>
            {events.length > 0 && (
              <>
                <Heading as="h3" size="sm">{text.eventsTitle}</Heading>
                {events.map((event) => (
                  <Stack key={event.name} gap="1.5">
                    <Text fontSize="sm"><Code>{event.name}</Code> {apiText.events[event.name] ?? event.summary}</Text>
                    {event.fields.length > 0 && <FieldTable fields={event.fields} label={text.payloadOf(event.name)} />}
                  </Stack>
                ))}
              </>
            )}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
