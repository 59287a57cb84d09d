import { Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { accountSettings } from '@solarcred/domain/messages';
import { notifyError, notifySuccess } from '../../ui/toaster';

export interface SwitchItem<K extends string> {
  key: K;
  label: string;
  hint: string;
}

interface SavedSwitchesProps<K extends string> {
  items: readonly SwitchItem<K>[];
  /** The switches as stored (defaults filled in). */
  saved: Record<K, boolean>;
  /** False while the profile has not arrived: the switches are shown but cannot be flipped. */
  ready: boolean;
  save: (next: Record<K, boolean>) => Promise<void>;
}

/** Switches saved on the profile as soon as one is flipped (notification preferences). */
export function SavedSwitches<K extends string>({ items, saved, ready, save }: SavedSwitchesProps<K>) {
  // Shown at once while the write is on its way; the live profile confirms it.
  const [pending, setPending] = useState<Record<K, boolean> | null>(null);
  const values = pending ?? saved;

  const flip = async (key: K, checked: boolean) => {
    const next = { ...values, [key]: checked };
    setPending(next);
    try {
      await save(next);
      notifySuccess(accountSettings.notificationsSaved, undefined, { brief: true });
    } catch {
      notifyError('medium', { title: accountSettings.notificationsSaveFailure });
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="4">
      {items.map(({ key, label, hint }) => (
        <Switch.Root key={key} colorPalette="orange" checked={values[key]} disabled={!ready || pending !== null}
          display="flex" justifyContent="space-between" alignItems="center" gap="4" w="full"
          onCheckedChange={(details) => void flip(key, details.checked)}>
          <Stack gap="0">
            <Switch.Label>{label}</Switch.Label>
            <Text fontSize="sm" color="fg.muted">{hint}</Text>
          </Stack>
          <Switch.HiddenInput />
          <Switch.Control flexShrink={0} />
        </Switch.Root>
      ))}
    </Stack>
  );
}
