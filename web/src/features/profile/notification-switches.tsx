import { Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { accountSettings } from '@solarcred/domain/messages';
import type { NotificationPrefs, Profile } from '@solarcred/domain/model';
import { notificationPrefsOf } from '@solarcred/domain/profile-settings';
import { getBackend } from '../../backend';
import { notifyError, notifySuccess } from '../../ui/toaster';
import { adminText } from './texts';

const switches: readonly { key: keyof NotificationPrefs; label: string; hint: string }[] = [
  { key: 'novos_integradores', label: adminText.newIntegrators, hint: adminText.newIntegratorsHint },
  { key: 'status_propostas', label: adminText.proposalUpdates, hint: adminText.proposalUpdatesHint },
];

/** The admin's two notification switches, saved on its profile as soon as one is flipped. */
export function NotificationSwitches({ profile }: { profile: Profile | null }) {
  const saved = notificationPrefsOf(profile);
  // Shown at once while the write is on its way; the live profile confirms it.
  const [pending, setPending] = useState<NotificationPrefs | null>(null);
  const prefs = pending ?? saved;

  const flip = async (key: keyof NotificationPrefs, checked: boolean) => {
    const next = { ...prefs, [key]: checked };
    setPending(next);
    try {
      await (await getBackend()).profile.saveNotifications(next);
      notifySuccess(accountSettings.notificationsSaved, undefined, { brief: true });
    } catch {
      notifyError('medium', { title: accountSettings.notificationsSaveFailure });
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="4">
      {switches.map(({ key, label, hint }) => (
        <Switch.Root key={key} colorPalette="orange" checked={prefs[key]} disabled={!profile || pending !== null}
          display="flex" justifyContent="space-between" w="full"
          onCheckedChange={(details) => void flip(key, details.checked)}>
          <Stack gap="0">
            <Switch.Label>{label}</Switch.Label>
            <Text fontSize="sm" color="fg.muted">{hint}</Text>
          </Stack>
          <Switch.HiddenInput />
          <Switch.Control />
        </Switch.Root>
      ))}
    </Stack>
  );
}
