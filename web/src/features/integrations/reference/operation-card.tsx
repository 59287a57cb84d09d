import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { referenceText as text } from '../integrations-text';
import { FieldTable } from './field-table';
import type { OperationView } from './openapi-view';
import { InlineCode } from './inline-code';

const methodColor: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', PATCH: 'purple', DELETE: 'red' };

/** The anchor of an operation ('get-api-v1-linhas'). */
export const anchorOf = (operation: Pick<OperationView, 'method' | 'path'>) =>
  `${operation.method}-${operation.path}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** One route: method and path, scope, parameters, request and response fields. */
export function OperationCard({ operation }: { operation: OperationView }) {
  const route = `${operation.method} ${operation.path}`;
  return (
    <Box as="article" id={anchorOf(operation)} aria-label={route} borderWidth="1px" rounded="l3" bg="bg.panel" p={{ base: '4', md: '5' }} data-testid="api-operation">
      <Stack gap="3">
        <HStack gap="2" wrap="wrap" align="center">
          <Badge colorPalette={methodColor[operation.method] ?? 'gray'} variant="subtle" fontFamily="mono">{operation.method}</Badge>
          <Heading as="h3" size="sm" fontFamily="mono" wordBreak="break-all">{operation.path}</Heading>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {operation.scopes.length === 0
            ? <Badge variant="subtle">{text.public}</Badge>
            : operation.scopes.map((scope) => <Badge key={scope} colorPalette="orange" variant="subtle">{text.scope(scope)}</Badge>)}
        </HStack>
        {operation.summary && <Text fontWeight="medium">{operation.summary}</Text>}
        {operation.description && <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line"><InlineCode text={operation.description} /></Text>}
        {operation.parameters.length > 0 && (
          <Stack gap="1.5">
            <Heading as="h4" size="xs">{text.parameters}</Heading>
            <FieldTable fields={operation.parameters} label={text.parametersOf(route)} />
          </Stack>
        )}
        {operation.request.length > 0 && (
          <Stack gap="1.5">
            <Heading as="h4" size="xs">{text.requestBody}</Heading>
            <FieldTable fields={operation.request} label={text.requestOf(route)} />
          </Stack>
        )}
        <Stack gap="1.5">
          <Heading as="h4" size="xs">{text.responses}</Heading>
          {operation.responses.map((response) => (
            <Stack key={response.status} gap="1">
              <Text fontSize="sm">
                <Text as="span" fontFamily="mono" fontWeight="semibold">{response.status}</Text> <InlineCode text={response.description} />
              </Text>
              {response.fields.length > 0 && <FieldTable fields={response.fields} label={text.responseOf(route, response.status)} />}
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
