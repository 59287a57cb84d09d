/** The fields a clause may name, each with what it is filled with (templatePlaceholders). */
import { Collapsible, Button, DataList, Stack, Text } from '@chakra-ui/react';
import { templatePlaceholders } from '@solarcred/domain/contract/template';
import { templateUi as ui } from './texts';

export function PlaceholderList() {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button size="xs" variant="outline" alignSelf="flex-start">{ui.placeholders}</Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="2" pt="3" data-testid="template-placeholders">
          <Text fontSize="sm" color="fg.muted">{ui.placeholdersHint}</Text>
          <DataList.Root orientation="horizontal" size="sm" gap="1">
            {Object.entries(templatePlaceholders).map(([name, description]) => (
              <DataList.Item key={name} alignItems="baseline">
                <DataList.ItemLabel w={{ base: '40', sm: '56' }} flexShrink={0} fontFamily="mono" fontSize="xs">{`{{${name}}}`}</DataList.ItemLabel>
                <DataList.ItemValue>{description}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
