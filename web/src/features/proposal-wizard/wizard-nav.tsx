import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { proposalWizard } from '@solarcred/domain/constants';
import { profileWizard, proposals as proposalsText } from '@solarcred/domain/messages';
import { wizardProgressPercent } from '@solarcred/domain/proposal-status';
import { wizardText } from './texts';

interface Props {
  step: number;
  busy: boolean;
  onBack: () => void;
  onSaveDraft: () => void;
}

/**
 * Anterior (from step 2), Salvar Rascunho, Próximo (steps 1 to 3) or Finalizar Proposta
 * ('Enviando...' while busy); Próximo and Finalizar are the form's submit button, so Enter
 * behaves the same. Below: 'Etapa N de 4 • X% concluído'.
 */
export function WizardNav({ step, busy, onBack, onSaveDraft }: Props) {
  const last = step === proposalWizard.steps;
  return (
    <Flex direction="column" gap="3">
      <Flex justify="space-between" gap="3" wrap="wrap">
        <HStack gap="3">
          {step > 1 && (
            <Button type="button" variant="outline" onClick={onBack} disabled={busy}>{wizardText.previous}</Button>
          )}
          <Button type="button" variant="ghost" colorPalette="orange" onClick={onSaveDraft} disabled={busy}>{wizardText.saveDraft}</Button>
        </HStack>
        {last ? (
          <Button type="submit" colorPalette="orange" loading={busy} loadingText={profileWizard.submitting}>{wizardText.finish}</Button>
        ) : (
          <Button type="submit" colorPalette="orange">{wizardText.next}</Button>
        )}
      </Flex>
      <Text fontSize="sm" color="fg.muted" textAlign="center" data-testid="wizard-footer">
        {proposalsText.footer(step, wizardProgressPercent(step))}
      </Text>
    </Flex>
  );
}
