/**
 * /admin/settings 'Prazos por status (SLA)' (issue 15): business hours per proposal status,
 * stored once in config/sla; an empty field means no SLA for that status.
 */
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { proposalStatusOptions, type ProposalStatus } from '@solarcred/domain/options';
import { businessDay } from '@solarcred/domain/business-hours';
import { slaHoursSchema } from '@solarcred/domain/schemas/sla';
import { slaMaxHours, type SlaHours } from '@solarcred/domain/sla';
import { getBackend } from '../../backend';
import { TextField } from '../../ui/form/text-field';
import { notifyError, notifySuccess } from '../../ui/toaster';
import { useSlaClock } from '../../ui/sla/use-sla-clock';

export const slaFormText = {
  title: 'Prazos por status (SLA)',
  help: `Horas úteis que uma proposta pode ficar em cada status antes de aparecer como atrasada: dias úteis das ${businessDay.startHour}h às ${businessDay.endHour}h (horário de Brasília), sem fins de semana e feriados nacionais. Deixe em branco para não ter prazo.`,
  unit: 'horas úteis',
  invalid: `Use um número inteiro de 1 a ${slaMaxHours}`,
  save: 'Salvar prazos',
  saved: 'Prazos salvos',
  saveFailure: 'Não foi possível salvar os prazos. Tente novamente.',
} as const;

type Draft = Partial<Record<ProposalStatus, string>>;

const draftOf = (horas: SlaHours): Draft =>
  Object.fromEntries(proposalStatusOptions.map(({ value }) => [value, horas[value] ? String(horas[value]) : '']));

function hoursOf(draft: Draft): Record<string, number | null> {
  return Object.fromEntries(Object.entries(draft).map(([status, text]) => [status, text?.trim() ? Number(text.trim()) : null]));
}

function SlaFields({ initial }: { initial: SlaHours }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = slaHoursSchema.safeParse(hoursOf(draft));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), slaFormText.invalid])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await (await getBackend()).sla.saveSettings(parsed.data as SlaHours);
      notifySuccess(slaFormText.saved, undefined, { brief: true });
    } catch {
      notifyError('medium', { title: slaFormText.saveFailure });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate data-testid="sla-form">
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">{slaFormText.help}</Text>
        <SimpleGrid columns={2} gap={{ base: '3', sm: '4' }}>
          {proposalStatusOptions.map(({ value, label }) => (
            <TextField key={value} label={label} helper={slaFormText.unit} type="number" inputMode="numeric" min={1} max={slaMaxHours} step={1}
              name={`sla-${value}`} value={draft[value] ?? ''} error={errors[value]}
              onChange={(event) => setDraft((current) => ({ ...current, [value]: event.target.value }))} />
          ))}
        </SimpleGrid>
        <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={saving}>{slaFormText.save}</Button>
      </Stack>
    </form>
  );
}

/** The form once config/sla has loaded (the defaults when it was never saved). */
export function SlaForm() {
  const { horas } = useSlaClock();
  if (!horas) return <Text color="fg.muted" fontSize="sm">Carregando…</Text>;
  return <SlaFields initial={horas} />;
}
