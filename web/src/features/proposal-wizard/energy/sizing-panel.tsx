/**
 * Step 2's sizing (issue 49): the size the bill's average consumption asks for (less the
 * availability charge, with the municipality's irradiation and the admin's performance ratio) and
 * its expected monthly generation. 'Usar sugestão' writes both into the quoted system's fields;
 * the integrator may quote another size, which the savings then use.
 */
import { Box, Button, HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { energyText } from '@solarcred/domain/energy/energy-text';
import { expectedGenerationKwh } from '@solarcred/domain/energy/sizing';
import { analyseFor, useEnergyInputs } from './use-energy-analysis';

interface SizingFormValues {
  projectData: { potenciaKwp: string; geracaoMensalKwh: string };
  creditData: { quantidadeParcelas: string; carenciaMeses: string };
}

/** kWp as the wizard's field takes it ('8,25'). */
const kwpText = (kwp: number) => kwp.toFixed(2).replace('.', ',');

export function SizingPanel() {
  const form = useFormContext<SizingFormValues>();
  const [term, grace] = useWatch({ control: form.control, name: ['creditData.quantidadeParcelas', 'creditData.carenciaMeses'] });
  const inputs = useEnergyInputs();
  const [applied, setApplied] = useState(false);
  const outcome = useMemo(() => (inputs ? analyseFor(inputs, 0, Number(term) || 12, Number(grace) || 0) : null), [inputs, term, grace]);
  if (!inputs || !outcome) return null;
  if (outcome.kind === 'missing') {
    return <Text fontSize="sm" color="fg.muted" data-testid="sizing-missing">{energyText.sizingMissing(outcome.faltando.map((key) => energyText.missingLabels[key]))}</Text>;
  }
  const { analysis } = outcome;
  const suggestedGeneration = Math.round(expectedGenerationKwh(analysis.kwp_sugerido, analysis.irradiacao_kwh_m2_dia, analysis.performance_ratio));
  const quotedDiffers = inputs.kwpUsado !== null && Math.abs(inputs.kwpUsado - analysis.kwp_sugerido) >= 0.005;
  const applySuggestion = () => {
    form.setValue('projectData.potenciaKwp', kwpText(analysis.kwp_sugerido), { shouldDirty: true });
    form.setValue('projectData.geracaoMensalKwh', String(suggestedGeneration), { shouldDirty: true });
    form.clearErrors(['projectData.potenciaKwp', 'projectData.geracaoMensalKwh']);
    setApplied(true);
  };
  return (
    <Box as="section" aria-label={energyText.sizingTitle} borderWidth="1px" rounded="md" p="4" bg="bg.subtle" data-testid="sizing-panel">
      <Text fontWeight="semibold" mb="2">{energyText.sizingTitle}</Text>
      <HStack gap="6" wrap="wrap" align="start">
        <Stat.Root minW="40">
          <Stat.Label>{energyText.sizingSuggested}</Stat.Label>
          <Stat.ValueText data-testid="sizing-kwp">{energyText.kwp(analysis.kwp_sugerido)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root minW="40">
          <Stat.Label>{energyText.sizingGeneration}</Stat.Label>
          <Stat.ValueText data-testid="sizing-generation">{energyText.kwhPerMonth(suggestedGeneration)}</Stat.ValueText>
        </Stat.Root>
      </HStack>
      <Stack gap="2" mt="2">
        <Text fontSize="sm" color="fg.muted">{energyText.sizingIrradiation(analysis.irradiacao_kwh_m2_dia, analysis.irradiacao_origem)}</Text>
        <HStack gap="3" wrap="wrap">
          <Button type="button" size="sm" colorPalette="orange" onClick={applySuggestion}>{energyText.useSuggestion}</Button>
          <Box aria-live="polite" fontSize="sm">
            {applied && !quotedDiffers && <Text color="fg.success">{energyText.suggestionUsed}</Text>}
            {quotedDiffers && inputs.kwpUsado !== null && <Text color="fg.muted" data-testid="sizing-quoted">{energyText.quotedDiffers(energyText.kwp(inputs.kwpUsado))}</Text>}
          </Box>
        </HStack>
      </Stack>
    </Box>
  );
}
