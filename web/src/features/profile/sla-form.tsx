/**
 * /admin/settings 'Prazos por status (SLA)' (issue 15): business hours per proposal status,
 * stored once in config/sla; an empty field means no SLA for that status.
 */
import { Text } from '@chakra-ui/react';
import { proposalStatusOptions, type ProposalStatus } from '@solarcred/domain/options';
import { businessDay } from '@solarcred/domain/business-hours';
import { slaHoursSchema } from '@solarcred/domain/schemas/sla';
import { slaMaxHours, type SlaHours } from '@solarcred/domain/sla';
import { getBackend } from '../../backend';
import { NumberSettingsForm, type ParsedSettings } from '../../ui/form/number-settings-form';
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

const fields = proposalStatusOptions.map(({ value, label }) => ({ key: value, label }));

function parseHours(values: Record<ProposalStatus, number | null>): ParsedSettings<ProposalStatus, SlaHours> {
  const parsed = slaHoursSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data as SlaHours };
  return { errors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), slaFormText.invalid])) };
}

/** The form once config/sla has loaded (the defaults when it was never saved). */
export function SlaForm() {
  const { horas } = useSlaClock();
  if (!horas) return <Text color="fg.muted" fontSize="sm">Carregando…</Text>;
  return (
    <NumberSettingsForm testId="sla-form" fields={fields} initial={horas} help={slaFormText.help} unit={slaFormText.unit}
      limits={{ min: 1, max: slaMaxHours }} parse={parseHours} text={slaFormText}
      save={async (hours) => (await getBackend()).sla.saveSettings(hours)} />
  );
}
