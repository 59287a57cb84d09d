import type { NotificationPrefs, Profile } from '@solarcred/domain/model';
import { notificationPrefsOf } from '@solarcred/domain/profile-settings';
import { getBackend } from '../../backend';
import { SavedSwitches, type SwitchItem } from './saved-switches';
import { adminText } from './texts';

const switches: readonly SwitchItem<keyof NotificationPrefs>[] = [
  { key: 'novos_integradores', label: adminText.newIntegrators, hint: adminText.newIntegratorsHint },
  { key: 'status_propostas', label: adminText.proposalUpdates, hint: adminText.proposalUpdatesHint },
  { key: 'instalacoes_atrasadas', label: adminText.lateInstallations, hint: adminText.lateInstallationsHint },
  { key: 'repasses_atrasados', label: adminText.lateFundings, hint: adminText.lateFundingsHint },
];

/** The admin's notification switches (the spec's two and the late installations' and fundings' digests), saved on its profile as soon as one is flipped. */
export function NotificationSwitches({ profile }: { profile: Profile | null }) {
  return (
    <SavedSwitches items={switches} saved={notificationPrefsOf(profile)} ready={profile !== null}
      save={async (next) => (await getBackend()).profile.saveNotifications(next)} />
  );
}
