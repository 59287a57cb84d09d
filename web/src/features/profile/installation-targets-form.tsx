/**
 * /admin/settings 'Prazos da instalação' (issue 30): per milestone, the business days before the
 * customer's first installment it is due, stored once in config/instalacao and pinned on each
 * proposal at approval by the deadline trigger.
 */
import { Text } from '@chakra-ui/react';
import { defaultTargetDays, targetDayLimits, type TargetDays } from '@solarcred/domain/installation/due-dates';
import { installationTargetsSchema } from '@solarcred/domain/installation/installation-schemas';
import { installationText } from '@solarcred/domain/installation/installation-text';
import { milestones, type MilestoneId } from '@solarcred/domain/installation/milestones';
import { useLive } from '../../backend/use-live';
import { getBackend } from '../../backend';
import { NumberSettingsForm, type ParsedSettings } from '../../ui/form/number-settings-form';

const text = installationText.settings;
const fields = milestones.map(({ id, label }) => ({ key: id, label }));

function parseDays(values: Record<MilestoneId, number | null>): ParsedSettings<MilestoneId, TargetDays> {
  const parsed = installationTargetsSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  // The first message per field (an empty field has only its own).
  const errors: Partial<Record<MilestoneId, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as MilestoneId] ??= issue.message;
  return { errors };
}

/** The form once config/instalacao has loaded (the defaults when it was never saved). */
export function InstallationTargetsForm() {
  const live = useLive((backend) => backend.installation.settings, 'installation-settings');
  if (live.status === 'loading') return <Text color="fg.muted" fontSize="sm">Carregando…</Text>;
  const initial = live.status === 'ready' && live.data ? { ...defaultTargetDays, ...live.data.dias_uteis } : defaultTargetDays;
  return (
    <NumberSettingsForm testId="installation-targets-form" fields={fields} initial={initial} help={text.help} unit={text.unit}
      limits={targetDayLimits} parse={parseDays} text={text}
      save={async (days) => (await getBackend()).installation.saveSettings(days)} />
  );
}
