import { Box, Button, HStack, List, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { previewList, profileCompleteness, profileDataFields, profileDocuments } from '@solarcred/domain/integrator-completeness';
import type { Integrator } from '@solarcred/domain/model';
import { paths } from '../../config/paths';
import { FileAlertIcon } from './icons';
import { StatusPanel } from './status-panel';
import { statusText } from './texts';

function MissingList({ title, items, testId }: { title: string; items: readonly { label: string }[]; testId: string }) {
  if (items.length === 0) return null;
  const { shown, moreLabel } = previewList(items);
  return (
    <Box data-testid={testId} bg="orange.subtle" borderWidth="1px" borderColor="orange.muted" rounded="md" p="4">
      <Text fontWeight="semibold" mb="2">{title}</Text>
      <List.Root ps="5" gap="1" fontSize="sm">
        {shown.map((item) => <List.Item key={item.label}>{item.label}</List.Item>)}
      </List.Root>
      {moreLabel && <Text fontSize="sm" color="fg.muted" mt="1" ps="5">{moreLabel}</Text>}
    </Box>
  );
}

interface Props {
  integrator: Integrator;
  refreshing: boolean;
  onRefresh: () => void;
}

/** pendente_documentacao (and an unfinished sign-up): progress, what is missing, and the way back to the wizard. */
export function DocumentationPanel({ integrator, refreshing, onRefresh }: Props) {
  const { percent, missingData, missingDocuments } = profileCompleteness(integrator);
  return (
    <StatusPanel icon={FileAlertIcon} palette="orange" title={statusText.documentationTitle}
      actions={
        <>
          <Button asChild colorPalette="orange"><RouterLink to={paths.completeProfile}>{statusText.complete}</RouterLink></Button>
          <Button variant="outline" onClick={onRefresh} loading={refreshing}>{statusText.refresh}</Button>
        </>
      }>
      <Stack gap="5">
        <Text>{statusText.documentationBody}</Text>
        <Box>
          <Progress.Root value={percent} max={100} colorPalette="orange" size="lg">
            <HStack justify="space-between" mb="1.5">
              <Progress.Label fontWeight="semibold">{`${percent}% completo`}</Progress.Label>
              <Text fontSize="sm" color="fg.muted">
                {profileDataFields.length} dados + {profileDocuments.length} documentos
              </Text>
            </HStack>
            <Progress.Track rounded="full">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <MissingList title={statusText.missingData} items={missingData} testId="missing-data" />
          <MissingList title={statusText.missingDocuments} items={missingDocuments} testId="missing-documents" />
        </SimpleGrid>
      </Stack>
    </StatusPanel>
  );
}
