import { Alert, Button, HStack } from '@chakra-ui/react';
import { formatDateTime } from '@solarcred/domain/format';
import { wizardText } from './texts';

interface Props {
  savedAt: number;
  onContinue: () => void;
  onDiscard: () => void;
}

/** A saved draft of this user: 'Continuar rascunho' restores it, 'Descartar' forgets it. */
export function DraftOffer({ savedAt, onContinue, onDiscard }: Props) {
  return (
    <Alert.Root status="info" variant="subtle" rounded="lg" data-testid="draft-offer" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{wizardText.draftFound}</Alert.Title>
        <Alert.Description>{wizardText.draftFoundDetail(formatDateTime(savedAt))}</Alert.Description>
      </Alert.Content>
      <HStack gap="2">
        <Button size="sm" colorPalette="orange" onClick={onContinue}>{wizardText.continueDraft}</Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>{wizardText.discardDraft}</Button>
      </HStack>
    </Alert.Root>
  );
}
