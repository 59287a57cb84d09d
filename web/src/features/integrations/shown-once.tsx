import { Alert, Button, Card, Group, Input, Text } from '@chakra-ui/react';
import { copyLink } from '../../ui/copy-link';
import { integrationsText as text } from './integrations-text';

interface Props {
  title: string;
  /** The field's accessible name. */
  label: string;
  value: string;
  warning: string;
}

/** A key or a signing secret just made: the value, 'Copiar' and why it will not be shown again. */
export function ShownOnce({ title, label, value, warning }: Props) {
  return (
    <Card.Root borderColor="orange.emphasized" borderWidth="2px" data-testid="shown-once">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Text fontWeight="semibold">{title}</Text>
        <Group attached w="full">
          <Input readOnly value={value} aria-label={label} onFocus={(event) => event.target.select()} fontFamily="mono" fontSize="sm" />
          <Button colorPalette="orange" onClick={() => void copyLink(value, { copied: text.copied, failed: text.copyFailed })}>{text.copy}</Button>
        </Group>
        <Alert.Root status="warning" variant="subtle" size="sm">
          <Alert.Indicator />
          <Alert.Description>{warning}</Alert.Description>
        </Alert.Root>
      </Card.Body>
    </Card.Root>
  );
}
