import { Button, HStack } from '@chakra-ui/react';
import { profileWizard } from '@solarcred/domain/messages';
import { wizardSteps, wizardText } from './texts';

interface Props {
  step: number;
  busy: boolean;
  consent: boolean;
  onBack: () => void;
}

/**
 * Anterior (off on step 1); Próximo on steps 1 to 3 and Finalizar Cadastro on step 4 (on only
 * once the consent is ticked). Both are the form's submit button, so Enter behaves the same.
 */
export function WizardNav({ step, busy, consent, onBack }: Props) {
  const last = step === wizardSteps.length;
  return (
    <HStack justify="space-between" gap="3">
      <Button type="button" variant="outline" onClick={onBack} disabled={step === 1 || busy}>
        {wizardText.previous}
      </Button>
      {last ? (
        <Button type="submit" colorPalette="orange" disabled={!consent} loading={busy} loadingText={profileWizard.submitting}>
          {wizardText.finish}
        </Button>
      ) : (
        <Button type="submit" colorPalette="orange">{wizardText.next}</Button>
      )}
    </HStack>
  );
}
